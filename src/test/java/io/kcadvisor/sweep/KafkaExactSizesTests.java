package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.KafkaBatches;
import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RatioEstimate;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.TestRecords;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The sizes a sweep reports equal the batches kafka-clients' own MemoryRecordsBuilder
 * writes for the same records, byte for byte.
 */
class KafkaExactSizesTests {

	private static final MeasurementSettings FAST = new MeasurementSettings(128 * 1024, Duration.ofMillis(1), 2,
			Duration.ofMillis(200), 0.05);

	private static final List<KafkaRecord> RECORDS = TestRecords.records(2500, 700, 5);

	private static final RecordSet RECORD_SET = TestRecords.recordSet(RECORDS);

	private final ConfigurationMeasurer measurer = new ConfigurationMeasurer(FAST, new SweepStop(Instant.MAX));

	@ParameterizedTest(name = "{0} {1}, {2} records per batch")
	@CsvSource(textBlock = """
			none,   , 50
			gzip,  1, 50
			gzip,  6, 200
			gzip,  9, 7
			snappy, , 50
			snappy, , 400
			lz4,   1, 50
			lz4,   9, 200
			lz4,  17, 13
			zstd, -5, 50
			zstd,  1, 200
			zstd,  3, 50
			zstd, 19, 100
			""")
	void fixedBatchesAreTheSizeKafkaWritesThem(String codec, Integer level, int perBatch) {
		SweepTask task = new SweepTask(CompressionConfig.of(Codec.fromKafkaName(codec), level),
				new Batching.FixedCount(perBatch), null);
		Result result = this.measurer.measure(RECORD_SET, task);
		assertThat(result.uncompressedBytes()).isEqualTo(kafkaBytes("none", null, perBatch));
		assertThat(result.compressedBytes()).isEqualTo(kafkaBytes(codec, level, perBatch));
		assertThat(result.batches()).isEqualTo((RECORDS.size() + perBatch - 1) / perBatch);
	}

	@ParameterizedTest(name = "{0} {1}")
	@CsvSource(textBlock = """
			zstd,  3
			zstd, 19
			lz4,  12
			""")
	void aBatchOfSeveralMegabytesIsTheSizeKafkaWritesIt(String codec, Integer level) {
		List<KafkaRecord> records = TestRecords.records(5000, 1400, 9);
		SweepTask task = new SweepTask(CompressionConfig.of(Codec.fromKafkaName(codec), level),
				new Batching.FixedCount(records.size()), null);
		Result result = this.measurer.measure(TestRecords.recordSet(records), task);
		assertThat(result.uncompressedBytes()).isGreaterThan(3_000_000);
		assertThat(result.compressedBytes()).isEqualTo(
				KafkaBatches.fixed(records, KafkaBatches.compression(codec, level), records.size()).get(0).remaining());
	}

	@ParameterizedTest(name = "{0} {1} at batch.size {2}, estimate first {3}")
	@CsvSource(textBlock = """
			gzip,    6, 16384,  0.3
			gzip,    1, 65536,  0.9
			snappy,   , 16384,  0.5
			lz4,     9, 16384,  0.2
			lz4,    12, 131072, 0.6
			zstd,    3, 16384,  0.25
			zstd,    1, 32768,  1.0
			zstd,   -1, 16384,  0.05
			""")
	void producerBatchesAreThoseOfKafkasProducerMovingItsEstimate(String codec, Integer level, int batchSize,
			float initialEstimate) {
		CompressionConfig compression = CompressionConfig.of(Codec.fromKafkaName(codec), level);
		try (OpenCodecs codecs = new OpenCodecs();
				MeasuringContext context = MeasuringContext.open(compression, codecs, new SweepStop(Instant.MAX))) {
			ExactPass pass = ExactPass.measure(RECORD_SET, new Batching.Producer(batchSize, Integer.MAX_VALUE),
					new RatioEstimate(initialEstimate), 1 << 20, context);
			List<ByteBuffer> kafka = KafkaBatches.producerBatches(RECORDS, KafkaBatches.compression(codec, level),
					batchSize, initialEstimate);
			assertThat(pass.layout().batches()).isEqualTo(kafka.size());
			for (int batch = 0; batch < kafka.size(); batch++) {
				assertThat(RecordBatches.HEADER_SIZE + pass.compressedLengths()[batch]).as("batch %d", batch)
					.isEqualTo(kafka.get(batch).remaining());
			}
		}
	}

	@ParameterizedTest(name = "{0} {1}")
	@CsvSource(textBlock = """
			gzip,  6
			snappy,
			lz4,   9
			zstd,  3
			""")
	void compressedBatchesHoldMoreRecordsThanUncompressedOnesAtTheDefaultBatchSize(String codec, Integer level) {
		Result none = this.measurer.measure(RECORD_SET, producerTask(CompressionConfig.defaults(Codec.NONE)));
		Result compressed = this.measurer.measure(RECORD_SET,
				producerTask(CompressionConfig.of(Codec.fromKafkaName(codec), level)));
		assertThat(compressed.recordsPerBatch()).isGreaterThan(none.recordsPerBatch() * 1.5);
		assertThat(compressed.compressedBytes()).isLessThan(none.compressedBytes());
	}

	private static SweepTask producerTask(CompressionConfig compression) {
		return new SweepTask(compression, new Batching.Producer(16384, Integer.MAX_VALUE), 16384);
	}

	private static long kafkaBytes(String codec, Integer level, int perBatch) {
		return KafkaBatches.fixed(RECORDS, KafkaBatches.compression(codec, level), perBatch)
			.stream()
			.mapToLong(ByteBuffer::remaining)
			.sum();
	}

}
