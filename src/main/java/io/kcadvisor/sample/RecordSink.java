package io.kcadvisor.sample;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordHeader;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.RecordSetBuilder;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.sample.SampleTooLargeException.Limit;

/**
 * Where the formats put the records they split off, keeping the sample within its limits:
 * it counts the records and the uncompressed bytes read, and checks each record's size.
 */
final class RecordSink {

	/**
	 * The most key, value and header bytes producers with their default settings take in
	 * one record: the Java producer refuses a record whose batch of its own, as it bounds
	 * it (61 bytes of header, at most 21 of the record's framing and the lengths of its
	 * key, value and headers), exceeds {@code max.request.size}; librdkafka one whose
	 * bytes with 36 of framing and its headers' lengths exceed {@code message.max.bytes}.
	 */
	static final String DEFAULT_PRODUCERS = ": with their defaults a Java producer takes at most 1,048,489 of them "
			+ "(max.request.size 1048576, less a one-record batch's framing), librdkafka 999,964 "
			+ "(message.max.bytes 1000000, less 36)";

	private final RecordSetBuilder records;

	private final int maxRecords;

	private final long maxBytes;

	private final long maxRecordBytes;

	private final long maxBatchBytes;

	private long bytes;

	private long storedBytes;

	private long storedBatches;

	private long controlBytes;

	private final Set<String> storedCodecs = new LinkedHashSet<>();

	RecordSink(SampleLimits limits, int expectedBytes) {
		this.records = RecordSet.builder(expectedBytes);
		this.maxRecords = limits.maxRecords();
		this.maxBytes = limits.maxBytes();
		this.maxRecordBytes = limits.maxRecordBytes();
		this.maxBatchBytes = limits.maxBatchBytes();
	}

	/**
	 * Adds a record with a null key and no headers.
	 * @param value the bytes holding the value
	 * @param offset where the value starts
	 * @param length the value's length
	 */
	void addValue(byte[] value, int offset, int length) {
		checkRecordLimit();
		checkRecordSize(length);
		this.records.addValue(value, offset, length);
	}

	/**
	 * Adds a record as read from a segment.
	 * @param record the record
	 */
	void add(KafkaRecord record) {
		checkRecordLimit();
		checkRecordSize(sizeOf(record));
		this.records.add(record);
	}

	private void checkRecordLimit() {
		if (this.records.size() >= this.maxRecords) {
			throw new SampleTooLargeException(Limit.MAX_RECORDS, this.maxRecords,
					String.format(Locale.ROOT, "The sample has more than %,d records, the limit", this.maxRecords));
		}
	}

	/**
	 * Checks a record's size, or the size read so far of a record still being read.
	 * @param size the record's key, value and header bytes
	 * @throws SampleTooLargeException when it is over the limit for one record
	 */
	void checkRecordSize(long size) {
		if (size > this.maxRecordBytes) {
			throw new SampleTooLargeException(Limit.MAX_RECORD_BYTES, this.maxRecordBytes,
					String.format(Locale.ROOT,
							"Record %,d is %,d bytes, over the limit of %s for one record (key, value and headers)"
									+ DEFAULT_PRODUCERS,
							this.records.size() + 1, size, SampleTooLargeException.bytes(this.maxRecordBytes)));
		}
	}

	/**
	 * Returns the exception for a record found to be over the limit for one record while
	 * it is still being read, before its whole size is known.
	 * @return the exception
	 */
	SampleTooLargeException recordOverLimit() {
		return new SampleTooLargeException(Limit.MAX_RECORD_BYTES, this.maxRecordBytes,
				String.format(Locale.ROOT,
						"Record %,d is more than %s, the limit for one record (key, value and headers)"
								+ DEFAULT_PRODUCERS,
						this.records.size() + 1, SampleTooLargeException.bytes(this.maxRecordBytes)));
	}

	static long sizeOf(KafkaRecord record) {
		long size = length(record.key()) + length(record.value());
		for (RecordHeader header : record.headers()) {
			size += header.key().getBytes(StandardCharsets.UTF_8).length + length(header.value());
		}
		return size;
	}

	private static long length(byte[] bytes) {
		return (bytes != null) ? bytes.length : 0;
	}

	/**
	 * Counts uncompressed sample bytes as they are read.
	 * @param count the bytes read
	 * @throws SampleTooLargeException when the sample goes over its byte limit
	 */
	void countBytes(long count) {
		this.bytes += count;
		if (this.bytes > this.maxBytes) {
			throw bytesExceeded();
		}
	}

	/**
	 * Returns whether the sample has room for a record: within its limits on records and
	 * on bytes (the limit on one record is the record's own).
	 * @param record the record
	 * @return {@code true} when the sample with it stays within those limits
	 */
	boolean hasRoomFor(KafkaRecord record) {
		return this.records.size() < this.maxRecords && sizeOf(record) <= remainingBytes();
	}

	/**
	 * Returns how many more uncompressed bytes the sample may have.
	 * @return bytes left within the limit
	 */
	long remainingBytes() {
		return this.maxBytes - this.bytes;
	}

	/**
	 * Returns the most bytes one record may have.
	 * @return bytes
	 */
	long maxRecordBytes() {
		return this.maxRecordBytes;
	}

	/**
	 * Returns the most bytes the records section of one batch may have, compressed or
	 * inflated.
	 * @return bytes
	 */
	long maxBatchBytes() {
		return this.maxBatchBytes;
	}

	/**
	 * Returns the exception for a batch whose records section is over the limit for one
	 * batch.
	 * @param message what happened, in words
	 * @return the exception
	 */
	SampleTooLargeException batchOverLimit(String message) {
		return new SampleTooLargeException(Limit.MAX_BATCH_BYTES, this.maxBatchBytes, message);
	}

	SampleTooLargeException bytesExceeded() {
		return new SampleTooLargeException(Limit.MAX_BYTES, this.maxBytes,
				"The sample inflates to more than " + SampleTooLargeException.bytes(this.maxBytes) + ", the limit");
	}

	/**
	 * Counts a record batch as it was stored, for {@link #current()}.
	 * @param codec the codec its records were written with, or {@code null} for a control
	 * batch, which is stored but holds no data records
	 * @param batchBytes its size, log overhead included
	 */
	void stored(Codec codec, long batchBytes) {
		this.storedBytes += batchBytes;
		if (codec != null) {
			this.storedCodecs.add(codec.kafkaName());
			this.storedBatches++;
		}
		else {
			this.controlBytes += batchBytes;
		}
	}

	/**
	 * Returns what the records took as stored in the batches counted.
	 * @return the storage, or {@code null} when no batch was counted or no record added
	 */
	CurrentStorage current() {
		if (this.storedBytes == 0 || size() == 0) {
			return null;
		}
		return new CurrentStorage(String.join(",", this.storedCodecs), this.storedBytes / (double) size(),
				this.storedBytes, size(), false, this.controlBytes / (double) size(), this.storedBatches);
	}

	/**
	 * Returns the uncompressed bytes counted so far.
	 * @return bytes
	 */
	long bytes() {
		return this.bytes;
	}

	/**
	 * Returns the number of records added so far.
	 * @return the count
	 */
	int size() {
		return this.records.size();
	}

	RecordSet build() {
		return this.records.build();
	}

}
