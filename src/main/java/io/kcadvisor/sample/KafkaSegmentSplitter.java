package io.kcadvisor.sample;

import java.nio.ByteBuffer;
import java.util.Locale;
import java.util.zip.CRC32C;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CodecException;

/**
 * Reads a Kafka {@code .log} segment: a sequence of v2 record batches, each record's key,
 * value, headers and timestamp (the batch's base timestamp plus the record's delta, so
 * the producer's create time even on topics with log append time) becoming a record.
 * Control batches (transaction markers) are checked and skipped. A batch's records
 * section may hold at most {@link SampleLimits#maxBatchBytes()}, compressed and inflated:
 * a compressed section is decompressed whole, within that limit and what is left of
 * {@link SampleLimits#maxBytes()}, which counts each batch with its records section
 * uncompressed. Zero bytes after the last batch, as a preallocated segment has, are
 * ignored. Every batch is checked (magic, length, CRC-32C, codec, record count) and any
 * problem is reported with the batch's byte offset.
 */
final class KafkaSegmentSplitter implements FormatSplitter {

	static final int LOG_OVERHEAD = 12;

	static final int HEADER_BYTES = 61;

	private static final int LENGTH_OFFSET = 8;

	private static final int MAGIC_OFFSET = 16;

	private static final int CRC_OFFSET = 17;

	private static final int ATTRIBUTES_OFFSET = 21;

	private static final int BASE_TIMESTAMP_OFFSET = 27;

	private static final int RECORD_COUNT_OFFSET = 57;

	private static final int CODEC_MASK = 0x07;

	private static final int CONTROL_FLAG = 0x20;

	private final RecordsInflater inflater = new RecordsInflater();

	/**
	 * Returns whether the bytes start with a plausible v2 record batch: magic 2, a length
	 * within the bytes and a matching CRC.
	 * @param content the bytes
	 * @return {@code true} when the first batch header checks out
	 */
	static boolean startsWithBatch(byte[] content) {
		if (content.length < HEADER_BYTES || content[MAGIC_OFFSET] != 2) {
			return false;
		}
		ByteBuffer file = ByteBuffer.wrap(content);
		int length = file.getInt(LENGTH_OFFSET);
		return length >= HEADER_BYTES - LOG_OVERHEAD && length <= content.length - LOG_OVERHEAD
				&& crcMatches(file, content, 0, length);
	}

	@Override
	public void split(byte[] content, RecordSink sink) {
		ByteBuffer file = ByteBuffer.wrap(content);
		int position = 0;
		int number = 1;
		while (position < content.length && !isZeroPadding(content, position)) {
			int length = checkHeader(file, content, position, number);
			readBatch(file, content, position, length, number, sink);
			position += LOG_OVERHEAD + length;
			number++;
		}
	}

	/**
	 * Checks a batch header, returning the batch's length field.
	 */
	private static int checkHeader(ByteBuffer file, byte[] content, int position, int number) {
		int remaining = content.length - position;
		if (remaining <= MAGIC_OFFSET) {
			throw malformed(number, position, "the file ends inside a batch header (" + remaining
					+ " bytes left, a batch header takes " + HEADER_BYTES + ")");
		}
		int magic = content[position + MAGIC_OFFSET];
		if (magic == 0 || magic == 1) {
			throw malformed(number, position, "message format v" + magic + " (magic " + magic
					+ ") is not supported: only v2 record batches, written since Kafka 0.11, can be read");
		}
		if (magic != 2) {
			throw malformed(number, position, "unknown magic byte " + magic + ": not a Kafka v2 record batch");
		}
		int length = file.getInt(position + LENGTH_OFFSET);
		if (length < HEADER_BYTES - LOG_OVERHEAD) {
			throw malformed(number, position, "invalid batch length " + length + " (a v2 batch needs at least "
					+ (HEADER_BYTES - LOG_OVERHEAD) + ")");
		}
		if (length > content.length) {
			throw malformed(number, position,
					"invalid batch length " + length + ", larger than the whole file (" + content.length + " bytes)");
		}
		if (length > remaining - LOG_OVERHEAD) {
			throw malformed(number, position, "the batch is truncated: its length says " + length + " bytes but only "
					+ (remaining - LOG_OVERHEAD) + " remain");
		}
		if (!crcMatches(file, content, position, length)) {
			throw malformed(number, position, "CRC-32C mismatch: the batch is corrupt");
		}
		int codecId = file.getShort(position + ATTRIBUTES_OFFSET) & CODEC_MASK;
		if (codec(codecId) == null) {
			throw malformed(number, position, "unknown compression codec id " + codecId);
		}
		int recordCount = file.getInt(position + RECORD_COUNT_OFFSET);
		if (recordCount < 0) {
			throw malformed(number, position, "negative record count " + recordCount);
		}
		return length;
	}

	private void readBatch(ByteBuffer file, byte[] content, int position, int length, int number, RecordSink sink) {
		int attributes = file.getShort(position + ATTRIBUTES_OFFSET);
		int sectionLength = LOG_OVERHEAD + length - HEADER_BYTES;
		if (sectionLength > sink.maxBatchBytes()) {
			throw sink.batchOverLimit(String.format(Locale.ROOT,
					"Batch %d at byte %d holds %,d bytes of records, over the limit of %s for one batch", number,
					position, sectionLength, SampleTooLargeException.bytes(sink.maxBatchBytes())));
		}
		Codec codec = codec(attributes & CODEC_MASK);
		sink.stored(((attributes & CONTROL_FLAG) != 0) ? null : codec, LOG_OVERHEAD + length);
		ByteBuffer section;
		if (codec == Codec.NONE) {
			sink.countBytes(LOG_OVERHEAD + length);
			section = ByteBuffer.wrap(content, position + HEADER_BYTES, sectionLength);
		}
		else {
			sink.countBytes(HEADER_BYTES);
			section = inflate(codec, content, position, sectionLength, number, sink);
			sink.countBytes(section.remaining());
		}
		if ((attributes & CONTROL_FLAG) != 0) {
			return;
		}
		int recordCount = file.getInt(position + RECORD_COUNT_OFFSET);
		long baseTimestamp = file.getLong(position + BASE_TIMESTAMP_OFFSET);
		try {
			BatchRecordsReader.read(section, recordCount, baseTimestamp, sink);
		}
		catch (BatchRecordsReader.CorruptRecordsException ex) {
			throw malformed(number, position, ex.getMessage());
		}
	}

	/**
	 * Decompresses the records section of the batch at a position.
	 */
	private ByteBuffer inflate(Codec codec, byte[] content, int position, int sectionLength, int number,
			RecordSink sink) {
		long remaining = sink.remainingBytes();
		try {
			return this.inflater.inflate(codec, content, position + HEADER_BYTES, sectionLength,
					Math.min(remaining, sink.maxBatchBytes()));
		}
		catch (CodecException ex) {
			if (ex.isOutputTooLarge() && remaining > sink.maxBatchBytes()) {
				throw sink.batchOverLimit(String.format(Locale.ROOT,
						"Batch %d at byte %d inflates to more than %s, the limit for one batch", number, position,
						SampleTooLargeException.bytes(sink.maxBatchBytes())));
			}
			if (ex.isOutputTooLarge()) {
				throw sink.bytesExceeded();
			}
			String detail = (ex.getMessage() != null && !ex.getMessage().isEmpty()) ? ex.getMessage() : "corrupt data";
			throw malformed(number, position, "the " + codec.kafkaName() + " records section cannot be decompressed: "
					+ detail.substring(0, 1).toLowerCase(Locale.ROOT) + detail.substring(1));
		}
	}

	private static boolean crcMatches(ByteBuffer file, byte[] content, int position, int length) {
		CRC32C crc = new CRC32C();
		crc.update(content, position + ATTRIBUTES_OFFSET, LOG_OVERHEAD + length - ATTRIBUTES_OFFSET);
		return (int) crc.getValue() == file.getInt(position + CRC_OFFSET);
	}

	private static boolean isZeroPadding(byte[] content, int position) {
		for (int i = position; i < content.length; i++) {
			if (content[i] != 0) {
				return false;
			}
		}
		return true;
	}

	private static Codec codec(int id) {
		for (Codec codec : Codec.values()) {
			if (codec.id() == id) {
				return codec;
			}
		}
		return null;
	}

	private static MalformedSampleException malformed(int number, int position, String reason) {
		return new MalformedSampleException(SampleFormat.KAFKA_SEGMENT, "batch " + number + " at byte " + position,
				position, reason);
	}

	@Override
	public void close() {
		this.inflater.close();
	}

}
