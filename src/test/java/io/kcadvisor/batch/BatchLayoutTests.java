package io.kcadvisor.batch;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.codec.Codec;
import java.nio.ByteBuffer;
import java.util.stream.IntStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BatchLayoutTests {

	private static final List<KafkaRecord> RECORDS = TestRecords.records(3000, 600, 7);

	/** Where a v2 batch header holds its number of records. */
	private static final int RECORDS_COUNT_OFFSET = 57;

	@ParameterizedTest(name = "{0} records per batch")
	@CsvSource(textBlock = """
			1
			7
			100
			5000
			""")
	void uncompressedRecordsSectionsEqualKafkasByteForByte(int perBatch) {
		BatchLayout layout = layout(new Batching.FixedCount(perBatch), TestRecords.recordSet(RECORDS), Codec.NONE, 1f);
		List<ByteBuffer> expected = KafkaBatches.fixed(RECORDS, KafkaBatches.compression("none", null), perBatch);
		assertThat(layout.batches()).isEqualTo(expected.size());
		for (int batch = 0; batch < layout.batches(); batch++) {
			ByteBuffer kafka = expected.get(batch);
			ByteBuffer ours = ByteBuffer.allocate(layout.sectionSize(batch));
			layout.writeSection(batch, ours);
			assertThat(ours.flip()).as("batch %d", batch)
				.isEqualTo(kafka.duplicate().position(kafka.position() + RecordBatches.HEADER_SIZE));
			assertThat(kafka.getInt(kafka.position() + RECORDS_COUNT_OFFSET)).as("batch %d", batch)
				.isEqualTo(layout.recordCount(batch));
		}
	}

	@Test
	void uncompressedBytesCountHeadersAndRecordSections() {
		BatchLayout layout = layout(new Batching.FixedCount(100), TestRecords.recordSet(RECORDS), Codec.NONE, 1f);
		long kafka = KafkaBatches.fixed(RECORDS, KafkaBatches.compression("none", null), 100)
			.stream()
			.mapToLong(ByteBuffer::remaining)
			.sum();
		assertThat(layout.uncompressedBytes()).isEqualTo(kafka);
	}

	@Test
	void sectionBytesLeaveTheHeadersOut() {
		BatchLayout layout = layout(new Batching.FixedCount(100), TestRecords.recordSet(RECORDS), Codec.NONE, 1f);
		long sections = IntStream.range(0, layout.batches()).mapToLong(layout::sectionSize).sum();
		assertThat(layout.sectionBytes()).isEqualTo(sections)
			.isEqualTo(layout.uncompressedBytes() - (long) RecordBatches.HEADER_SIZE * layout.batches());
	}

	@ParameterizedTest(name = "{0} batch.size={1} estimate={2}")
	@CsvSource(textBlock = """
			none, 16384, 1.0
			none, 0, 1.0
			none, 1000, 1.0
			gzip, 16384, 1.0
			gzip, 16384, 0.31
			lz4, 65536, 0.47
			zstd, 16384, 0.2
			zstd, 262144, 0.113
			snappy, 1048576, 0.55
			""")
	void producerBatchesCloseWhereKafkasAccumulatorClosesThem(String codec, int batchSize, float estimate) {
		Codec ours = Codec.fromKafkaName(codec);
		List<Integer> expected = KafkaBatches.producerCounts(RECORDS,
				KafkaBatches.compression(codec, ours.defaultLevel()), batchSize, estimate);
		BatchLayout layout = layout(new Batching.Producer(batchSize, Integer.MAX_VALUE), TestRecords.recordSet(RECORDS),
				ours, estimate);
		assertThat(counts(layout)).isEqualTo(expected);
	}

	@Test
	void valuesLargerThanTheBatchSizeGetABatchOfTheirOwn() {
		List<KafkaRecord> records = new ArrayList<>(TestRecords.records(50, 200, 3));
		records.add(20, new KafkaRecord(null, new byte[40_000], List.of(), records.get(19).timestamp()));
		List<Integer> expected = KafkaBatches.producerCounts(records, KafkaBatches.compression("zstd", 3), 16384, 0.5f);
		BatchLayout layout = layout(new Batching.Producer(16384, Integer.MAX_VALUE), TestRecords.recordSet(records),
				Codec.ZSTD, 0.5f);
		assertThat(counts(layout)).isEqualTo(expected);
	}

	@Test
	void compressionLetsABatchHoldMoreRecords() {
		RecordSet records = TestRecords.recordSet(RECORDS);
		BatchLayout plain = layout(new Batching.Producer(16384, Integer.MAX_VALUE), records, Codec.NONE, 1f);
		BatchLayout compressed = layout(new Batching.Producer(16384, Integer.MAX_VALUE), records, Codec.ZSTD, 0.25f);
		assertThat(compressed.batches()).isLessThan(plain.batches() / 3);
	}

	@Test
	void lingerCapsTheRecordsPerBatch() {
		BatchLayout layout = layout(new Batching.Producer(1 << 20, 5), TestRecords.recordSet(RECORDS), Codec.NONE, 1f);
		assertThat(counts(layout)).allMatch((count) -> count <= 5).contains(5);
	}

	@Test
	void sectionsHoldTheRecordsEncodedAsKafkaDoes() {
		RecordSet records = TestRecords.recordSet(RECORDS);
		BatchLayout layout = layout(new Batching.FixedCount(250), records, Codec.NONE, 1f);
		for (int batch = 0; batch < layout.batches(); batch++) {
			ByteBuffer section = ByteBuffer.allocate(layout.sectionSize(batch));
			layout.writeSection(batch, section);
			assertThat(section.hasRemaining()).isFalse();
		}
		assertThat(records.get(1234)).isEqualTo(RECORDS.get(1234));
	}

	/**
	 * Lays records out in batches as a producer whose estimate stays the same would.
	 */
	private static BatchLayout layout(Batching batching, RecordSet records, Codec codec, float estimatedRatio) {
		List<Integer> starts = new ArrayList<>();
		for (int first = 0; first < records.size(); first = batching.end(records, first, codec, estimatedRatio)) {
			starts.add(first);
		}
		starts.add(records.size());
		return new BatchLayout(records, starts.stream().mapToInt(Integer::intValue).toArray());
	}

	private static List<Integer> counts(BatchLayout layout) {
		List<Integer> counts = new ArrayList<>();
		for (int batch = 0; batch < layout.batches(); batch++) {
			counts.add(layout.recordCount(batch));
		}
		return counts;
	}

}
