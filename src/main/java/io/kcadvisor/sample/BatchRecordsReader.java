package io.kcadvisor.sample;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordHeader;
import io.kcadvisor.batch.Varints;

/**
 * Reads the records section of a v2 record batch (uncompressed) into records. Every
 * length is checked against the bytes that remain before anything is allocated.
 */
final class BatchRecordsReader {

	private BatchRecordsReader() {
	}

	/**
	 * Reads a batch's records.
	 * @param section the records section, from its position to its limit
	 * @param recordCount the number of records the batch header declares
	 * @param baseTimestamp the batch's base timestamp, to which each record's timestamp
	 * delta is added
	 * @param sink where the records go
	 * @throws CorruptRecordsException when the section does not hold exactly
	 * {@code recordCount} well-formed records
	 */
	static void read(ByteBuffer section, int recordCount, long baseTimestamp, RecordSink sink) {
		int number = 1;
		try {
			for (; number <= recordCount; number++) {
				if (!section.hasRemaining()) {
					throw new CorruptRecordsException(
							"the header declares " + recordCount + " records but the batch holds only " + (number - 1));
				}
				int length = Varints.readVarint(section);
				if (length < 0 || length > section.remaining()) {
					throw new CorruptRecordsException("record " + number + " has an invalid length " + length);
				}
				ByteBuffer record = section.slice(section.position(), length);
				section.position(section.position() + length);
				sink.add(readRecord(record, number, baseTimestamp));
			}
		}
		catch (BufferUnderflowException | IllegalArgumentException ex) {
			throw new CorruptRecordsException("record " + number + " is cut off or corrupt");
		}
		if (section.hasRemaining()) {
			throw new CorruptRecordsException("the header declares " + recordCount
					+ " records but the batch holds more (" + section.remaining() + " bytes left over)");
		}
	}

	private static KafkaRecord readRecord(ByteBuffer record, int number, long baseTimestamp) {
		record.get();
		long timestampDelta = Varints.readVarlong(record);
		Varints.readVarint(record);
		byte[] key = readBytes(record);
		byte[] value = readBytes(record);
		int headerCount = Varints.readVarint(record);
		if (headerCount < 0) {
			throw new CorruptRecordsException("record " + number + " has a negative header count");
		}
		List<RecordHeader> headers = new ArrayList<>(Math.min(headerCount, record.remaining()));
		for (int i = 0; i < headerCount; i++) {
			byte[] headerKey = readBytes(record);
			if (headerKey == null) {
				throw new CorruptRecordsException("record " + number + " has a header with a null key");
			}
			headers.add(new RecordHeader(new String(headerKey, StandardCharsets.UTF_8), readBytes(record)));
		}
		if (record.hasRemaining()) {
			throw new CorruptRecordsException(
					"record " + number + " is longer than its fields (" + record.remaining() + " bytes left over)");
		}
		return new KafkaRecord(key, value, headers, baseTimestamp + timestampDelta);
	}

	private static byte[] readBytes(ByteBuffer record) {
		int length = Varints.readVarint(record);
		if (length < 0) {
			return null;
		}
		if (length > record.remaining()) {
			throw new BufferUnderflowException();
		}
		byte[] bytes = new byte[length];
		record.get(bytes);
		return bytes;
	}

	/**
	 * A records section that does not match its batch header.
	 */
	static final class CorruptRecordsException extends RuntimeException {

		CorruptRecordsException(String message) {
			super(message);
		}

	}

}
