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
 * @param records the records stored: end minus start offsets, counted at the share of the
 * offsets read that held records, or the segment's data records
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

	/**
	 * Returns this storage with its records counted at the share of offsets that held
	 * records where some were read: offsets count transaction markers, and records the
	 * log cleaner removed, as well as records.
	 * @param recordsRead the records read from a run of offsets
	 * @param offsetsRead the offsets read
	 * @return the storage, approximate when fewer records than offsets were read
	 */
	public CurrentStorage withRecordsPerOffset(long recordsRead, long offsetsRead) {
		if (recordsRead <= 0 || recordsRead >= offsetsRead) {
			return this;
		}
		long counted = Math.max(1, Math.round((double) this.records * recordsRead / offsetsRead));
		return of(this.compressionType, this.sizeBytes, counted, true);
	}

}
