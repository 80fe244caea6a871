package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.TestRecords;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class ConfigurationMeasurerTests {

	private static final MeasurementSettings FAST = new MeasurementSettings(64 * 1024, 256 * 1024, Duration.ofMillis(5),
			3, Duration.ofSeconds(1), 0.05, 0.01, 2);

	private static final RecordSet RECORDS = TestRecords.valueSet(TestRecords.values(4000, 400, 11));

	private final ConfigurationMeasurer measurer = new ConfigurationMeasurer(FAST, new SweepStop(Instant.MAX));

	@Test
	void uncompressedBatchesStoreExactlyTheirUncompressedBytes() {
		SweepTask task = new SweepTask(CompressionConfig.defaults(Codec.NONE), new Batching.Producer(16384, 1000),
				16384);
		Result result = this.measurer.measure(RECORDS, task);
		assertThat(result.compressedBytes()).isEqualTo(result.uncompressedBytes());
		assertThat(result.ratio()).isEqualTo(1.0);
		assertThat(result.batchSize()).isEqualTo(16384);
		assertThat(result.batches()).isGreaterThan(1);
		assertThat(result.recordsPerBatch()).isEqualTo(4000.0 / result.batches());
		assertThat(result.compressMBps()).isPositive();
		assertThat(result.decompressMBps()).isPositive();
	}

	@Test
	void aStoppedSweepAbandonsTheConfiguration() {
		SweepStop stop = new SweepStop(Instant.MAX);
		stop.cancel();
		SweepTask task = new SweepTask(CompressionConfig.defaults(Codec.NONE), new Batching.FixedCount(10), null);
		org.assertj.core.api.Assertions.assertThatExceptionOfType(SweepStop.Stopped.class)
			.isThrownBy(() -> new ConfigurationMeasurer(FAST, stop).measure(RECORDS, task));
	}

	@Test
	void lingerLimitedBatchesAreFlagged() {
		SweepTask task = new SweepTask(CompressionConfig.defaults(Codec.NONE), new Batching.Producer(1 << 20, 20),
				1 << 20);
		Result result = this.measurer.measure(RECORDS, task);
		assertThat(result.lingerLimited()).isTrue();
		assertThat(result.recordsPerBatch()).isEqualTo(20.0);
	}

}
