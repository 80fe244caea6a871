package io.kcadvisor.sample;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.record.RecordBatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordHeader;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.sample.SampleTooLargeException.Limit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class KafkaSegmentSplitterTests {

	@ParameterizedTest(name = "{0} segment decodes to exactly the records written")
	@ValueSource(strings = { "none", "gzip", "snappy", "lz4", "zstd" })
	void decodesEveryRecordOfEveryDataBatch(String codec) {
		Compression compression = Compression.of(codec).build();
		List<KafkaRecord> first = Segments.records(1, 10);
		List<KafkaRecord> second = Segments.records(2, 1);
		List<KafkaRecord> third = Segments.records(3, 25);
		byte[] segment = TestSamples.concat(Segments.batch(compression, 0, first), Segments.controlBatch(10),
				Segments.batch(compression, 11, second), Segments.batch(compression, 12, third));
		List<KafkaRecord> written = new ArrayList<>(first);
		written.addAll(second);
		written.addAll(third);
		assertThat(Segments.readWithKafka(segment)).as("what Kafka reads").isEqualTo(written);

		assertThat(records(TestSamples.split(new KafkaSegmentSplitter(), segment))).isEqualTo(written);
	}

	@ParameterizedTest(name = "{0} segment")
	@ValueSource(strings = { "none", "gzip", "zstd" })
	void saysWhatItsBatchesStorePerDataRecord(String codec) {
		Compression compression = Compression.of(codec).build();
		byte[] segment = TestSamples.concat(Segments.batch(compression, 0, Segments.records(1, 10)),
				Segments.controlBatch(10), Segments.batch(compression, 11, Segments.records(2, 30)));
		Sample sample = new SampleSplitter(TestSamples.LIMITS).split(SampleFormat.KAFKA_SEGMENT,
				List.of(new SamplePart("00000000000000000000.log", segment)));
		byte[] marker = Segments.controlBatch(10);
		assertThat(marker).hasSize(CurrentStorage.MARKER_BYTES);
		assertThat(sample.current()).isEqualTo(new CurrentStorage(codec, segment.length / 40.0, segment.length, 40,
				false, CurrentStorage.MARKER_BYTES / 40.0, 2L));
	}

	@Test
	void anUploadInAnotherFormatDoesNotSayWhatItStores() {
		Sample sample = new SampleSplitter(TestSamples.LIMITS).split(SampleFormat.LINES,
				List.of(new SamplePart("a.txt", TestSamples.utf8("a\nb\n"))));
		assertThat(sample.current()).isNull();
	}

	@Test
	void decodesKeysValuesHeadersAndTimestamps() {
		KafkaRecord record = new KafkaRecord("k".getBytes(), "v".getBytes(),
				List.of(new RecordHeader("h", "x".getBytes()), new RecordHeader("n", null)), Segments.TIMESTAMP);
		KafkaRecord tombstone = new KafkaRecord(null, null, List.of(), Segments.TIMESTAMP - 5);
		byte[] segment = Segments.batch(Compression.NONE, 100, List.of(record, tombstone));
		RecordSet records = TestSamples.split(new KafkaSegmentSplitter(), segment);
		assertThat(records.get(0)).isEqualTo(record);
		assertThat(records.get(1)).isEqualTo(tombstone);
		assertThat(records.timestamp(1)).isEqualTo(Segments.TIMESTAMP - 5);
	}

	@Test
	void decodesBatchesOfDifferentCodecsInOneSegment() {
		List<KafkaRecord> first = Segments.records(1, 4);
		List<KafkaRecord> second = Segments.records(2, 4);
		List<KafkaRecord> third = Segments.records(3, 4);
		byte[] segment = TestSamples.concat(Segments.batch(Compression.NONE, 0, first),
				Segments.batch(Compression.gzip().build(), 4, second),
				Segments.batch(Compression.zstd().build(), 8, third));
		assertThat(records(TestSamples.split(new KafkaSegmentSplitter(), segment)))
			.isEqualTo(Segments.readWithKafka(segment));
	}

	@Test
	void segmentOfControlBatchesHasNoRecords() {
		byte[] segment = TestSamples.concat(Segments.controlBatch(0), Segments.controlBatch(1));
		assertThat(TestSamples.split(new KafkaSegmentSplitter(), segment).size()).isZero();
	}

	@Test
	void ignoresZerosAfterTheLastBatchAsInAPreallocatedSegment() {
		byte[] segment = TestSamples.concat(Segments.batch(Compression.NONE, 0, Segments.records(1, 3)),
				new byte[4096]);
		assertThat(TestSamples.split(new KafkaSegmentSplitter(), segment).size()).isEqualTo(3);
	}

	@Test
	void countsBatchesWithTheirRecordsSectionUncompressed() {
		List<KafkaRecord> records = Segments.records(1, 20);
		byte[] plain = Segments.batch(Compression.NONE, 0, records);
		byte[] compressed = Segments.batch(Compression.gzip().build(), 0, records);
		RecordSink sink = new RecordSink(TestSamples.LIMITS, 1024);
		try (KafkaSegmentSplitter splitter = new KafkaSegmentSplitter()) {
			splitter.split(compressed, sink);
		}
		assertThat(sink.bytes()).isEqualTo(plain.length);
	}

	@Test
	void refusesBatchesThatDecompressBeyondTheByteLimit() {
		KafkaRecord zeros = new KafkaRecord(null, new byte[4 << 20], List.of(), Segments.TIMESTAMP);
		byte[] segment = Segments.batch(Compression.zstd().build(), 0, List.of(zeros));
		assertThat(segment.length).isLessThan(64 << 10);
		SampleLimits limits = new SampleLimits(1 << 20, 1000, 64, 1 << 20, 1 << 20);
		assertThatExceptionOfType(SampleTooLargeException.class)
			.isThrownBy(() -> TestSamples.split(new KafkaSegmentSplitter(), limits, segment))
			.satisfies((ex) -> {
				assertThat(ex.limit()).isEqualTo(Limit.MAX_BYTES);
				assertThat(ex.limitValue()).isEqualTo(1 << 20);
			});
	}

	@Test
	void refusesABatchThatInflatesBeyondTheBatchLimit() {
		KafkaRecord zeros = new KafkaRecord(null, new byte[512 << 10], List.of(), Segments.TIMESTAMP);
		byte[] segment = Segments.batch(Compression.zstd().build(), 0,
				List.of(zeros, zeros, zeros, zeros, zeros, zeros, zeros, zeros));
		assertThat(segment.length).isLessThan(64 << 10);
		SampleLimits limits = new SampleLimits(64 << 20, 1000, 64, 1 << 20, 2 << 20);
		assertThatExceptionOfType(SampleTooLargeException.class)
			.isThrownBy(() -> TestSamples.split(new KafkaSegmentSplitter(), limits, segment))
			.satisfies((ex) -> {
				assertThat(ex.limit()).isEqualTo(Limit.MAX_BATCH_BYTES);
				assertThat(ex.limitValue()).isEqualTo(2 << 20);
				assertThat(ex.getMessage()).startsWith(
						"Batch 1 at byte 0 inflates to more than 2 MiB (2,097,152 bytes), the limit for one batch");
			});
	}

	@ParameterizedTest(name = "a {0} batch over the batch limit is refused")
	@ValueSource(strings = { "none", "gzip" })
	void refusesABatchOverTheBatchLimitAsWritten(String codec) {
		byte[] noise = new byte[3 << 20];
		new Random(7).nextBytes(noise);
		KafkaRecord random = new KafkaRecord(null, noise, List.of(), Segments.TIMESTAMP);
		byte[] segment = Segments.batch(Compression.of(codec).build(), 0, List.of(random));
		SampleLimits limits = new SampleLimits(64 << 20, 1000, 64, 4 << 20, 2 << 20);
		assertThatExceptionOfType(SampleTooLargeException.class)
			.isThrownBy(() -> TestSamples.split(new KafkaSegmentSplitter(), limits, segment))
			.satisfies((ex) -> assertThat(ex.limit()).isEqualTo(Limit.MAX_BATCH_BYTES));
	}

	@Test
	void refusesCorruptCompressedDataWithTheBatchOffset() {
		byte[] first = Segments.batch(Compression.NONE, 0, Segments.records(1, 2));
		byte[] second = Segments.batch(Compression.gzip().build(), 2, Segments.records(2, 10));
		Arrays.fill(second, 61 + 10, second.length - 10, (byte) 0x5a);
		Segments.recomputeCrc(second, 0);
		byte[] segment = TestSamples.concat(first, second);
		assertThatExceptionOfType(MalformedSampleException.class)
			.isThrownBy(() -> TestSamples.split(new KafkaSegmentSplitter(), segment))
			.satisfies((ex) -> {
				assertThat(ex.location()).isEqualTo("batch 2 at byte " + first.length);
				assertThat(ex.byteOffset()).isEqualTo(first.length);
				assertThat(ex.reason()).startsWith("the gzip records section cannot be decompressed: ");
			});
	}

	@ParameterizedTest(name = "{0}: refused at batch {1}: {2}")
	@CsvSource(delimiter = '|', textBlock = """
			flipped CRC byte           | 1 | CRC-32C mismatch: the batch is corrupt
			flipped record byte        | 2 | CRC-32C mismatch: the batch is corrupt
			truncated batch            | 3 | the batch is truncated: its length says
			truncated header           | 3 | the file ends inside a batch header (10 bytes left
			absurd length              | 2 | invalid batch length 2147483647, larger than the whole file
			negative length            | 2 | invalid batch length -1 (a v2 batch needs at least 49)
			too short length           | 2 | invalid batch length 20 (a v2 batch needs at least 49)
			magic 0                    | 1 | message format v0 (magic 0) is not supported
			magic 1                    | 1 | message format v1 (magic 1) is not supported
			unknown magic              | 2 | unknown magic byte 7: not a Kafka v2 record batch
			unknown codec              | 2 | unknown compression codec id 6
			record count too high      | 2 | the header declares 5 records but the batch holds only 4
			record count too low       | 2 | the header declares 3 records but the batch holds more
			negative record count      | 2 | negative record count -1
			record length corrupt      | 2 | record 1 has an invalid length
			""")
	void refusesCorruptSegmentsWithTheBatchOffset(String corruption, int batch, String reason) {
		byte[] segment = TestSamples.concat(Segments.batch(Compression.NONE, 0, Segments.records(1, 3)),
				Segments.batch(Compression.NONE, 3, Segments.records(2, 4)),
				Segments.batch(Compression.NONE, 7, Segments.records(3, 5)));
		List<Integer> positions = Segments.batchPositions(segment);
		byte[] corrupt = corrupt(corruption, segment, positions);
		int position = positions.get(batch - 1);
		assertThatExceptionOfType(MalformedSampleException.class)
			.isThrownBy(() -> TestSamples.split(new KafkaSegmentSplitter(), corrupt))
			.satisfies((ex) -> {
				assertThat(ex.format()).isEqualTo(SampleFormat.KAFKA_SEGMENT);
				assertThat(ex.byteOffset()).isEqualTo(position);
				assertThat(ex.location()).isEqualTo("batch " + batch + " at byte " + position);
				assertThat(ex.reason()).startsWith(reason);
			});
	}

	private static byte[] corrupt(String corruption, byte[] segment, List<Integer> positions) {
		byte[] bytes = segment.clone();
		ByteBuffer buffer = ByteBuffer.wrap(bytes);
		int second = positions.get(1);
		switch (corruption) {
			case "flipped CRC byte" -> bytes[17] ^= 0x01;
			case "flipped record byte" -> bytes[second + 70] ^= 0x01;
			case "truncated batch" -> {
				return Arrays.copyOf(segment, positions.get(2) + 70);
			}
			case "truncated header" -> {
				return Arrays.copyOf(segment, positions.get(2) + 10);
			}
			case "absurd length" -> buffer.putInt(second + 8, Integer.MAX_VALUE);
			case "negative length" -> buffer.putInt(second + 8, -1);
			case "too short length" -> buffer.putInt(second + 8, 20);
			case "magic 0" -> {
				return TestSamples.concat(Segments.legacy(RecordBatch.MAGIC_VALUE_V0), segment);
			}
			case "magic 1" -> {
				return TestSamples.concat(Segments.legacy(RecordBatch.MAGIC_VALUE_V1), segment);
			}
			case "unknown magic" -> bytes[second + 16] = 7;
			case "unknown codec" -> withCrc(bytes, second, () -> buffer.putShort(second + 21, (short) 6));
			case "record count too high" -> withCrc(bytes, second, () -> buffer.putInt(second + 57, 5));
			case "record count too low" -> withCrc(bytes, second, () -> buffer.putInt(second + 57, 3));
			case "negative record count" -> withCrc(bytes, second, () -> buffer.putInt(second + 57, -1));
			case "record length corrupt" -> withCrc(bytes, second, () -> bytes[second + 61] = 0x7f);
			default -> throw new IllegalArgumentException(corruption);
		}
		return bytes;
	}

	private static void withCrc(byte[] bytes, int position, Runnable change) {
		change.run();
		Segments.recomputeCrc(bytes, position);
	}

	@Test
	void detectsASegmentByItsFirstBatchHeader() {
		byte[] segment = Segments.batch(Compression.NONE, 0, Segments.records(1, 2));
		assertThat(KafkaSegmentSplitter.startsWithBatch(segment)).isTrue();
		byte[] corrupt = segment.clone();
		corrupt[corrupt.length - 1] ^= 0x01;
		assertThat(KafkaSegmentSplitter.startsWithBatch(corrupt)).isFalse();
		assertThat(KafkaSegmentSplitter.startsWithBatch(Segments.legacy(RecordBatch.MAGIC_VALUE_V1))).isFalse();
		assertThat(KafkaSegmentSplitter.startsWithBatch(Arrays.copyOf(segment, 60))).isFalse();
	}

	private static List<KafkaRecord> records(RecordSet records) {
		List<KafkaRecord> list = new ArrayList<>();
		for (int i = 0; i < records.size(); i++) {
			list.add(records.get(i));
		}
		return list;
	}

}
