package io.kcadvisor.sample;

import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.sample.SampleTooLargeException.Limit;

/**
 * Where the formats put the records they split off, keeping the sample within its limits:
 * it counts the records and the uncompressed bytes read.
 */
final class RecordSink {

	private final RecordSet.Builder records;

	private final int maxRecords;

	private final long maxBytes;

	private long bytes;

	RecordSink(SampleLimits limits, int expectedBytes) {
		this.records = RecordSet.builder(expectedBytes);
		this.maxRecords = limits.maxRecords();
		this.maxBytes = limits.maxBytes();
	}

	/**
	 * Adds a record with a null key and no headers.
	 * @param value the bytes holding the value
	 * @param offset where the value starts
	 * @param length the value's length
	 */
	void addValue(byte[] value, int offset, int length) {
		checkRecordLimit();
		this.records.addValue(value, offset, length);
	}

	/**
	 * Adds a record as read from a segment.
	 * @param record the record
	 */
	void add(KafkaRecord record) {
		checkRecordLimit();
		this.records.add(record);
	}

	private void checkRecordLimit() {
		if (this.records.size() >= this.maxRecords) {
			throw new SampleTooLargeException(Limit.MAX_RECORDS, this.maxRecords,
					"The sample has more than " + this.maxRecords + " records, the limit");
		}
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
	 * Returns how many more uncompressed bytes the sample may have.
	 * @return bytes left within the limit
	 */
	long remainingBytes() {
		return this.maxBytes - this.bytes;
	}

	SampleTooLargeException bytesExceeded() {
		return new SampleTooLargeException(Limit.MAX_BYTES, this.maxBytes,
				"The sample inflates to more than " + this.maxBytes + " bytes, the limit");
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
