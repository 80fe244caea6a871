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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

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

	@ParameterizedTest(name = "{0} {1} at batch.size {2}, {3} records")
	@CsvSource(textBlock = """
			zstd,   3, 65536, 2000
			zstd,   1, 16384, 600
			snappy,  , 16384, 300
			gzip,   1, 16384, 300
			""")
	void aSampleOfABatchOrTwoMakesNoBatchLargerThanBatchSize(String codec, Integer level, int batchSize,
			int recordCount) {
		Result result = this.measurer.measure(
				TestRecords.recordSet(TestRecords.sampleLines("iot-sensors.jsonl").subList(0, recordCount)),
				producerTask(codec, level, batchSize));
		assertThat(result.batches()).isGreaterThan(1);
		assertThat(result.compressedBytes()).isLessThanOrEqualTo((long) result.batches() * batchSize);
	}

	@ParameterizedTest(name = "{0} {1}")
	@CsvSource(textBlock = """
			zstd,   3
			gzip,   6
			lz4,    9
			none,
			""")
	void aSmallerBatchSizeThatMakesTheSameSingleBatchTakesTheLargerOnesResult(String codec, Integer level) {
		RecordSet records = TestRecords.recordSet(TestRecords.sampleLines("iot-sensors.jsonl").subList(0, 300));
		try (OpenCodecs codecs = new OpenCodecs()) {
			Result larger = this.measurer.measure(records, producerTask(codec, level, 1048576), codecs, null).result();
			Result smaller = this.measurer.measure(records, producerTask(codec, level, 262144), codecs, larger)
				.result();
			Result measured = this.measurer.measure(records, producerTask(codec, level, 262144), codecs, null).result();
			assertThat(larger.batches()).isOne();
			assertThat(smaller).isEqualTo(new Result(measured.compression(), 262144, measured.recordsPerBatch(),
					measured.batches(), measured.uncompressedBytes(), measured.compressedBytes(), measured.ratio(),
					larger.compressMBps(), larger.decompressMBps(), larger.compressStreamMicros(),
					larger.decompressStreamMicros(), measured.batchLimit(), false));
		}
	}

	@Test
	void speedsAreThoseOfANewStreamPerBatchMeasuredOnceForEachCompression() {
		Result small = this.measurer.measure(RECORDS, producerTask("zstd", 3, 1024));
		Result large = this.measurer.measure(RECORDS, producerTask("zstd", 3, 65536));
		assertThat(small.compressStreamMicros()).isNotNegative().isEqualTo(large.compressStreamMicros());
		assertThat(small.decompressStreamMicros()).isNotNegative().isEqualTo(large.decompressStreamMicros());
		assertThat(small.compressMBps()).isLessThanOrEqualTo(small.codecCompressMBps());
		Result none = this.measurer.measure(RECORDS, producerTask("none", null, 1024));
		assertThat(none.compressStreamMicros()).isZero();
		assertThat(none.decompressStreamMicros()).isZero();
	}

	@Test
	void aSmallerBatchSizeThatMakesMoreBatchesIsMeasured() {
		RecordSet records = TestRecords.recordSet(TestRecords.sampleLines("iot-sensors.jsonl").subList(0, 2000));
		try (OpenCodecs codecs = new OpenCodecs()) {
			Result larger = this.measurer.measure(records, producerTask("zstd", 3, 1048576), codecs, null).result();
			Result smaller = this.measurer.measure(records, producerTask("zstd", 3, 16384), codecs, larger).result();
			Result measured = this.measurer.measure(records, producerTask("zstd", 3, 16384), codecs, null).result();
			assertThat(larger.batches()).isOne();
			assertThat(smaller.batches()).isGreaterThan(1).isEqualTo(measured.batches());
			assertThat(smaller.compressedBytes()).isEqualTo(measured.compressedBytes());
		}
	}

	@ParameterizedTest(name = "batch.size {0}")
	@ValueSource(ints = { 262144, 16384 })
	void aSampleOfFewerBatchesThanTheStreamIsMeasuredOverReportsTheStreamRoundIt(int batchSize) {
		Measurement measurement = measureWithCodecs(producerTask("zstd", 3, batchSize));
		assertThat(measurement.result().batches()).isLessThan(StreamTail.STREAM_BATCHES);
		assertThat(measurement.streamBytes()).isGreaterThan(measurement.result().recordBytes());
	}

	@Test
	void aSampleOfManyBatchesReportsItsLastBatchFilledOnAndAtMostOneMore() {
		Measurement measurement = measureWithCodecs(producerTask("zstd", 3, 4096));
		Result result = measurement.result();
		assertThat(result.batches()).isGreaterThan(StreamTail.STREAM_BATCHES);
		assertThat(measurement.streamBytes()).isPositive().isLessThan(3 * result.recordBytes() / result.batches());
	}

	@Test
	void batchesThatNoEstimateClosesReportNoStream() {
		SweepTask fixedCount = new SweepTask(CompressionConfig.of(Codec.ZSTD, 3), new Batching.FixedCount(10), null);
		assertThat(measureWithCodecs(fixedCount).streamBytes()).isZero();
		assertThat(measureWithCodecs(producerTask("none", null, 16384)).streamBytes()).isZero();
	}

	private Measurement measureWithCodecs(SweepTask task) {
		try (OpenCodecs codecs = new OpenCodecs()) {
			return this.measurer.measure(RECORDS, task, codecs, null);
		}
	}

	private static SweepTask producerTask(String codec, Integer level, int batchSize) {
		return new SweepTask(CompressionConfig.of(Codec.fromKafkaName(codec), level),
				new Batching.Producer(batchSize, Integer.MAX_VALUE), batchSize);
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
