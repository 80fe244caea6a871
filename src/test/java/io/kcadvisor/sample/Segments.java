package io.kcadvisor.sample;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32C;

import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.record.ControlRecordType;
import org.apache.kafka.common.record.EndTransactionMarker;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.MemoryRecordsBuilder;
import org.apache.kafka.common.record.Record;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.SimpleRecord;
import org.apache.kafka.common.record.TimestampType;

import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordHeader;

/**
 * Writes Kafka segments with the Kafka client's own record builders, and reads them back
 * with the client, as the reference for what a segment holds.
 */
final class Segments {

	static final long TIMESTAMP = 1_700_000_000_000L;

	private Segments() {
	}

	/**
	 * Returns records with and without keys, a tombstone, an empty value, headers (one
	 * with a null value) and timestamps that go back and forth.
	 */
	static List<KafkaRecord> records(int batch, int count) {
		List<KafkaRecord> records = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			byte[] key = (i % 3 == 0) ? null : bytes("key-" + batch + "-" + i);
			byte[] value = switch (i % 5) {
				case 3 -> null;
				case 4 -> new byte[0];
				default -> bytes("{\"batch\":" + batch + ",\"record\":" + i + ",\"text\":\"" + "abc".repeat(i) + "\"}");
			};
			List<RecordHeader> headers = switch (i % 4) {
				case 1 -> List.of(new RecordHeader("trace", bytes("t-" + i)));
				case 2 -> List.of(new RecordHeader("a", bytes("1")), new RecordHeader("é", null));
				default -> List.of();
			};
			long timestamp = TIMESTAMP + batch * 1000L + ((i % 2 == 0) ? i * 7L : -i * 3L);
			records.add(new KafkaRecord(key, value, headers, timestamp));
		}
		return records;
	}

	static byte[] batch(Compression compression, long baseOffset, List<KafkaRecord> records) {
		MemoryRecordsBuilder builder = MemoryRecords.builder(ByteBuffer.allocate(1024), compression,
				TimestampType.CREATE_TIME, baseOffset);
		for (KafkaRecord record : records) {
			Header[] headers = record.headers()
				.stream()
				.map((header) -> new org.apache.kafka.common.header.internals.RecordHeader(header.key(),
						header.value()))
				.toArray(Header[]::new);
			builder.append(record.timestamp(), record.key(), record.value(), headers);
		}
		return bytes(builder.build());
	}

	static byte[] controlBatch(long offset) {
		return bytes(MemoryRecords.withEndTransactionMarker(offset, TIMESTAMP, 0, 42L, (short) 1,
				new EndTransactionMarker(ControlRecordType.COMMIT, 3)));
	}

	static byte[] legacy(byte magic) {
		return bytes(MemoryRecords.withRecords(magic, Compression.NONE, new SimpleRecord(TIMESTAMP, bytes("old"))));
	}

	/**
	 * Reads the data records of a segment with the Kafka client.
	 */
	static List<KafkaRecord> readWithKafka(byte[] segment) {
		List<KafkaRecord> records = new ArrayList<>();
		for (RecordBatch batch : MemoryRecords.readableRecords(ByteBuffer.wrap(segment)).batches()) {
			batch.ensureValid();
			if (batch.isControlBatch()) {
				continue;
			}
			for (Record record : batch) {
				List<RecordHeader> headers = Arrays.stream(record.headers())
					.map((header) -> new RecordHeader(header.key(), header.value()))
					.toList();
				records.add(new KafkaRecord(array(record.key()), array(record.value()), headers, record.timestamp()));
			}
		}
		return records;
	}

	/**
	 * Returns the byte offset of each batch in a segment.
	 */
	static List<Integer> batchPositions(byte[] segment) {
		List<Integer> positions = new ArrayList<>();
		ByteBuffer buffer = ByteBuffer.wrap(segment);
		int position = 0;
		while (position + 12 <= segment.length) {
			positions.add(position);
			position += 12 + buffer.getInt(position + 8);
		}
		return positions;
	}

	/**
	 * Writes the CRC-32C a batch's content has now, after a test changed it.
	 */
	static void recomputeCrc(byte[] segment, int position) {
		ByteBuffer buffer = ByteBuffer.wrap(segment);
		int length = buffer.getInt(position + 8);
		CRC32C crc = new CRC32C();
		crc.update(segment, position + 21, 12 + length - 21);
		buffer.putInt(position + 17, (int) crc.getValue());
	}

	private static byte[] bytes(MemoryRecords records) {
		ByteBuffer buffer = records.buffer();
		byte[] bytes = new byte[buffer.remaining()];
		buffer.get(bytes);
		return bytes;
	}

	private static byte[] array(ByteBuffer buffer) {
		if (buffer == null) {
			return null;
		}
		byte[] bytes = new byte[buffer.remaining()];
		buffer.get(bytes);
		return bytes;
	}

	private static byte[] bytes(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

}
