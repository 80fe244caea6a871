package io.kcadvisor.sample;

/**
 * What records take today where they are stored: on a topic, or in an uploaded segment.
 *
 * @param compressionType the topic's {@code compression.type}, or for a segment the codec
 * its batches were written with (several joined by commas when they differ)
 * @param storedBytesPerRecord the bytes stored per record: the leader replicas' log size,
 * or the segment's batches, over the records
 * @param sizeBytes the bytes stored: the leader replicas' log size, or the segment's
 * batches
 * @param records the records stored: end minus start offsets, or the segment's data
 * records
 * @param approximate whether the figure per record is approximate: on compacted topics,
 * and topics with transactions, offsets count more records than the log holds
 */
public record CurrentStorage(String compressionType, double storedBytesPerRecord, long sizeBytes, long records,
		boolean approximate) {

	/**
	 * Returns what records take when {@code sizeBytes} store {@code records}.
	 * @param compressionType the compression type
	 * @param sizeBytes the bytes stored
	 * @param records the records stored, more than zero
	 * @param approximate whether the count is approximate
	 * @return the storage
	 */
	public static CurrentStorage of(String compressionType, long sizeBytes, long records, boolean approximate) {
		return new CurrentStorage(compressionType, sizeBytes / (double) records, sizeBytes, records, approximate);
	}

	/**
	 * Returns the fraction of stored bytes that a configuration storing
	 * {@code bytesPerRecord} would save: negative when it takes more.
	 * @param bytesPerRecord the bytes it stores per record
	 * @return the fraction, {@code 1 - bytesPerRecord / storedBytesPerRecord}
	 */
	public double saving(double bytesPerRecord) {
		return 1 - bytesPerRecord / this.storedBytesPerRecord;
	}

}
