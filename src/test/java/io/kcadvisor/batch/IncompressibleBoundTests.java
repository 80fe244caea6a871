package io.kcadvisor.batch;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.codec.Codec;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.kafka.common.compress.Compression;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The bound on a batch of one record that does not compress is checked against the bytes
 * kafka-clients' own {@code MemoryRecordsBuilder} writes for a record of random bytes, at
 * sizes near 1 MiB and at the codecs' block boundaries, for each codec at the levels the
 * analyses measure, from the lowest to the highest: exact for snappy, lz4 and zstd, whose
 * frames and blocks the bound counts, and at most 7 bytes over for gzip, whose stored
 * blocks zlib sizes by the symbols its buffer holds.
 */
class IncompressibleBoundTests {

	/**
	 * Values whose records sections are 1009 bytes, at the lz4 block size, at the zstd
	 * block size, around 1 MB and near the 1 MiB a sample record may have, one with a key
	 * and headers among them.
	 */
	private static final List<KafkaRecord> RECORDS = List.of(record(-1, 1000, 0), record(-1, 65525, 0),
			record(-1, 131061, 0), record(-1, 1000000, 0), record(-1, 1048300, 0), record(100, 1048280, 2),
			record(-1, 1048480, 0), record(-1, 1048495, 0), record(-1, 1048565, 0), record(-1, 1048576, 0));

	@ParameterizedTest(name = "{0} at level {1}")
	@CsvSource(nullValues = "-", textBlock = """
			none,   -,       0
			snappy, -,       0
			lz4,    1,       0
			lz4,    3,       0
			lz4,    9,       0
			lz4,    12,      0
			lz4,    17,      0
			zstd,   -131072, 0
			zstd,   -7,      0
			zstd,   1,       0
			zstd,   3,       0
			zstd,   9,       0
			zstd,   16,      0
			zstd,   19,      0
			zstd,   22,      0
			gzip,   1,       7
			gzip,   6,       7
			gzip,   9,       7
			""")
	void theBoundIsWhatKafkaWritesARecordOfRandomBytesAloneIn(String codec, Integer level, int slack) {
		Compression compression = KafkaBatches.compression(codec, level);
		for (KafkaRecord record : RECORDS) {
			int written = KafkaBatches.fixed(List.of(record), compression, 1).get(0).remaining();
			long bound = largest(record).storedBatchBytes(Codec.fromKafkaName(codec));
			assertThat(bound).as("value of %d bytes", record.value().length)
				.isGreaterThanOrEqualTo(written)
				.isLessThanOrEqualTo(written + slack);
		}
	}

	@Test
	void theSectionIsTheRecordAsAnUncompressedBatchHoldsIt() {
		for (KafkaRecord record : RECORDS) {
			ByteBuffer batch = KafkaBatches.fixed(List.of(record), Compression.NONE, 1).get(0);
			assertThat(largest(record).sectionBytes()).isEqualTo(batch.remaining() - RecordBatches.HEADER_SIZE);
		}
	}

	@Test
	void everyCodecButNoneGrowsARecordThatDoesNotCompress() {
		LargestRecord largest = largest(record(-1, 1048300, 0));
		assertThat(largest.storedBatchBytes(Codec.NONE)).isEqualTo(1048372);
		assertThat(largest.storedBatchBytes(Codec.GZIP)).isEqualTo(1048715);
		assertThat(largest.storedBatchBytes(Codec.SNAPPY)).isEqualTo(1048708);
		assertThat(largest.storedBatchBytes(Codec.LZ4)).isEqualTo(1048447);
		assertThat(largest.storedBatchBytes(Codec.ZSTD)).isEqualTo(1048405);
	}

	private static LargestRecord largest(KafkaRecord record) {
		return LargestRecord.of(RecordSet.builder(1024).add(record).build());
	}

	/**
	 * Returns a record of random bytes: a key of -1 bytes is null; headers are named
	 * {@code header-0} onwards, with 16-byte values.
	 */
	private static KafkaRecord record(int keyLength, int valueLength, int headerCount) {
		SplittableRandom random = new SplittableRandom(valueLength);
		byte[] key = (keyLength < 0) ? null : new byte[keyLength];
		byte[] value = new byte[valueLength];
		if (key != null) {
			random.nextBytes(key);
		}
		random.nextBytes(value);
		KafkaRecord plain = LargestRecordTests.record(-1, -1, headerCount, 16);
		return new KafkaRecord(key, value, plain.headers(), 0);
	}

}
