package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.KafkaBatches;
import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.TestRecords;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConfigurationMeasurerTests {

	private static final MeasurementSettings FAST = new MeasurementSettings(256 * 1024, Duration.ofMillis(5), 3,
			Duration.ofSeconds(1), 0.05);

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

	/**
	 * Within 2% of a long-running producer when the sample makes many batches; within 5%
	 * when it makes only a few: the last is partly filled and compresses worse than the
	 * full ones a producer sending the sample over and over makes, and the first opens
	 * with a guess of the estimate.
	 */
	@ParameterizedTest(name = "{0} {1} at batch.size {2}: within {3}%")
	@CsvSource(textBlock = """
			zstd, 1, 16384,  2
			gzip, 6, 16384,  2
			lz4,  9, 16384,  2
			zstd, 3, 65536,  5
			zstd, 1, 65536,  5
			zstd, 3, 262144, 5
			""")
	void producerBatchesStoreWhatALongRunningProducerStores(String codec, Integer level, int batchSize,
			double percent) {
		List<KafkaRecord> records = sample();
		Result result = this.measurer.measure(TestRecords.recordSet(records), producerTask(codec, level, batchSize));
		assertThat((double) result.compressedBytes())
			.isCloseTo(longRunningProducerBytes(records, codec, level, batchSize), withinPercentage(percent));
	}

	@ParameterizedTest(name = "{0} {1} at batch.size {2}, {3} records")
	@CsvSource(textBlock = """
			zstd,   3, 65536, 2000
			zstd,   1, 16384, 600
			snappy,  , 16384, 300
			gzip,   1, 16384, 300
			""")
	void aSampleOfABatchOrTwoMakesNoBatchLargerThanBatchSize(String codec, Integer level, int batchSize,
			int recordCount) {
		Result result = this.measurer.measure(TestRecords.recordSet(sample().subList(0, recordCount)),
				producerTask(codec, level, batchSize));
		assertThat(result.batches()).isGreaterThan(1);
		assertThat(result.compressedBytes()).isLessThanOrEqualTo((long) result.batches() * batchSize);
	}

	private static SweepTask producerTask(String codec, Integer level, int batchSize) {
		return new SweepTask(CompressionConfig.of(Codec.fromKafkaName(codec), level),
				new Batching.Producer(batchSize, Integer.MAX_VALUE), batchSize);
	}

	private static List<KafkaRecord> sample() {
		try {
			return Files.readAllLines(Path.of("samples/iot-sensors.jsonl"))
				.stream()
				.map((line) -> new KafkaRecord(null, line.getBytes(StandardCharsets.UTF_8), List.of(), 0L))
				.toList();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * Sends the records forty times through kafka-clients' producer batching, its
	 * estimate starting as a new producer's at 1.0 (which takes a few hundred batches to
	 * come down), and returns what the last ten sends stored per send, batches counting
	 * with the send they start in.
	 */
	private static double longRunningProducerBytes(List<KafkaRecord> records, String codec, Integer level,
			int batchSize) {
		int sends = 40;
		int counted = 10;
		List<KafkaRecord> repeated = new ArrayList<>();
		for (int send = 0; send < sends; send++) {
			repeated.addAll(records);
		}
		List<Integer> counts = new ArrayList<>();
		List<ByteBuffer> batches = KafkaBatches.producerBatches(repeated, KafkaBatches.compression(codec, level),
				batchSize, 1.0f, counts);
		long stored = 0;
		int first = 0;
		for (int batch = 0; batch < batches.size(); batch++) {
			if (first >= (sends - counted) * records.size()) {
				stored += batches.get(batch).remaining();
			}
			first += counts.get(batch);
		}
		return stored / (double) counted;
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
