package io.kcadvisor.sample;

import io.kcadvisor.batch.KafkaRecord;

/**
 * Collects records read from a topic into a sample, within the same limits as an upload's
 * ({@link SampleTooLargeException} with the same limits). Not thread-safe.
 */
public final class SampleCollector {

	private final RecordSink sink;

	SampleCollector(RecordSink sink) {
		this.sink = sink;
	}

	/**
	 * Adds a record, counting its key, value and headers as the sample's bytes.
	 * @param record the record as it was produced
	 * @throws SampleTooLargeException when the record, or the sample with it, is over a
	 * limit
	 */
	public void add(KafkaRecord record) {
		this.sink.add(record);
		this.sink.countBytes(bytesOf(record));
	}

	/**
	 * Returns whether the sample has room for a record: with it, the sample stays within
	 * its limits on records and bytes.
	 * @param record the record
	 * @return {@code true} when there is room
	 */
	public boolean hasRoomFor(KafkaRecord record) {
		return this.sink.hasRoomFor(record);
	}

	/**
	 * Returns how many more bytes the sample may take.
	 * @return bytes left within its limit
	 */
	public long remainingBytes() {
		return this.sink.remainingBytes();
	}

	/**
	 * Returns the bytes a record counts for in the sample: its key, value and headers.
	 * @param record the record
	 * @return bytes
	 */
	public static long bytesOf(KafkaRecord record) {
		return RecordSink.sizeOf(record);
	}

	/**
	 * Returns the number of records collected.
	 * @return the count
	 */
	public int size() {
		return this.sink.size();
	}

	/**
	 * Returns the sample of the records collected.
	 * @param current what the records take on their topic
	 * @return the sample, in format {@link SampleFormat#TOPIC}
	 */
	public Sample sample(CurrentStorage current) {
		return new Sample(SampleFormat.TOPIC, this.sink.build(), this.sink.bytes(), current);
	}

}
