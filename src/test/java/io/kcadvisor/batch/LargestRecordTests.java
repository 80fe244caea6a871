package io.kcadvisor.batch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.record.AbstractRecords;
import org.apache.kafka.common.record.RecordBatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The largest record's sizes as producers measure them: the Java producer's bound is
 * checked against the Java client's own ({@code AbstractRecords}); librdkafka's against
 * the largest records librdkafka 2.16.0's {@code produce()} took at a message.max.bytes
 * of 1000000, found by bisection (a message one byte larger was refused with
 * MSG_SIZE_TOO_LARGE), and {@code rd_kafka_msg_max_wire_size} for the others.
 */
class LargestRecordTests {

	/**
	 * The records of librdkafka's count 1000000 are the largest librdkafka 2.16.0 took at
	 * its default message.max.bytes; those of 1048489 bytes of value the largest a Java
	 * producer took at its default max.request.size on a broker.
	 */
	@ParameterizedTest(name = "key {0}, value {1}, {2} headers of {3} bytes")
	@CsvSource(textBlock = """
			-1,  1048489, 0,  0,    1048525
			-1,  1048490, 0,  0,    1048526
			0,   1048489, 0,  0,    1048525
			10,  1048479, 0,  0,    1048525
			200, 1048288, 0,  0,    1048524
			-1,  1048459, 1,  20,   1048525
			-1,  999964,  0,  0,    1000000
			200, 999764,  0,  0,    1000000
			-1,  999934,  1,  20,   1000000
			-1,  999874,  3,  20,   1000000
			200, 999674,  3,  20,   1000000
			-1,  -1,      2,  -1,   56
			300, 100000,  40, 1000, 140806
			""")
	void eachProducersCountIsItsOwn(int keyLength, int valueLength, int headerCount, int headerLength,
			int librdkafkaCount) {
		KafkaRecord record = record(keyLength, valueLength, headerCount, headerLength);
		int kafka = AbstractRecords.estimateSizeInBytesUpperBound(RecordBatch.CURRENT_MAGIC_VALUE,
				Compression.NONE.type(), record.key(), record.value(), KafkaBatches.headers(record));
		LargestRecord largest = LargestRecord.of(set(record));
		assertThat(largest.javaBatchBytes()).isEqualTo(kafka);
		assertThat(36 + largest.librdkafkaBytes()).isEqualTo(librdkafkaCount);
	}

	@Test
	void aDefaultJavaProducerTakesAtMost1048489BytesOfValue() {
		assertThat(LargestRecord.of(set(record(-1, 1048489, 0, 0))).javaBatchBytes()).isEqualTo(1048576);
		assertThat(LargestRecord.of(set(record(-1, 1048490, 0, 0))).javaBatchBytes()).isGreaterThan(1048576);
	}

	@Test
	void eachMeasureIsTheLargestOverTheRecordsWhichMayBeTwo() {
		KafkaRecord longKey = record(8192, -1, 0, 0);
		KafkaRecord longHeader = record(-1, -1, 1, 8182);
		assertThat(set(longKey).bodyLength(0)).isEqualTo(8197);
		assertThat(set(longHeader).bodyLength(0)).isEqualTo(8196);
		assertThat(LargestRecord.of(set(longKey, longHeader))).isEqualTo(new LargestRecord(8197, 8193));
	}

	@Test
	void aSetWithoutRecordsHasNoLargest() {
		assertThat(LargestRecord.of(RecordSet.builder(16).build())).isNull();
	}

	/**
	 * Returns a record: a key or value of -1 bytes is null, and so are the values of
	 * headers of -1 bytes; headers are named {@code header-0} onwards.
	 */
	static KafkaRecord record(int keyLength, int valueLength, int headerCount, int headerLength) {
		List<RecordHeader> headers = new ArrayList<>();
		for (int index = 0; index < headerCount; index++) {
			headers.add(new RecordHeader("header-" + index, bytes(headerLength)));
		}
		return new KafkaRecord(bytes(keyLength), bytes(valueLength), headers, 0);
	}

	private static byte[] bytes(int length) {
		return (length < 0) ? null : "x".repeat(length).getBytes(StandardCharsets.UTF_8);
	}

	private static RecordSet set(KafkaRecord... records) {
		RecordSetBuilder builder = RecordSet.builder(1024);
		for (KafkaRecord record : records) {
			builder.add(record);
		}
		return builder.build();
	}

}
