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
 * @param markerBytesPerRecord the bytes per record of transaction markers in what is
 * stored, which every configuration stores as well: a control batch of
 * {@value #MARKER_BYTES} bytes for each transaction a partition commits or aborts
 * @param batches the batches of records they are stored in: a segment's, or {@code null}
 * where not known, as on a topic
 */
public record CurrentStorage(String compressionType, double storedBytesPerRecord, long sizeBytes, long records,
		boolean approximate, double markerBytesPerRecord, Long batches) {

	/**
	 * The bytes of a transaction marker as stored: a record batch header of 61 bytes and
	 * one control record of 17 (its key the marker's version and type, its value the
	 * version and the coordinator's epoch).
	 */
	public static final int MARKER_BYTES = 78;

	/**
	 * Returns what records take when {@code sizeBytes} store {@code records}, with no
	 * transaction marker among them.
	 * @param compressionType the compression type
	 * @param sizeBytes the bytes stored
	 * @param records the records stored, more than zero
	 * @param approximate whether the count is approximate
	 * @return the storage
	 */
	public static CurrentStorage of(String compressionType, long sizeBytes, long records, boolean approximate) {
		return new CurrentStorage(compressionType, sizeBytes / (double) records, sizeBytes, records, approximate, 0,
				null);
	}

	/**
	 * Returns what a configuration whose batches store {@code bytesPerRecord} would store
	 * per record here: that, and the transaction markers, which stay.
	 * @param bytesPerRecord the bytes its batches store per record
	 * @return bytes per record
	 */
	public double storedWith(double bytesPerRecord) {
		return bytesPerRecord + this.markerBytesPerRecord;
	}

	/**
	 * Returns the fraction of stored bytes that a configuration whose batches store
	 * {@code bytesPerRecord} would save, the transaction markers staying: negative when
	 * it takes more.
	 * @param bytesPerRecord the bytes its batches store per record
	 * @return the fraction, {@code 1 - storedWith(bytesPerRecord) / storedBytesPerRecord}
	 */
	public double saving(double bytesPerRecord) {
		return 1 - storedWith(bytesPerRecord) / this.storedBytesPerRecord;
	}

	/**
	 * Returns this storage with its records counted at the share of offsets that held
	 * records where some were read: offsets count transaction markers, and records the
	 * log cleaner removed, as well as records. On a topic the log cleaner does not
	 * compact, the offsets that held no record are transaction markers, each of
	 * {@value #MARKER_BYTES} bytes.
	 * @param recordsRead the records read from a run of offsets
	 * @param offsetsRead the offsets read
	 * @param compacted whether the log cleaner compacts the topic, so that the offsets
	 * without a record may be records it removed rather than markers
	 * @return the storage, approximate when fewer records than offsets were read
	 */
	public CurrentStorage withRecordsPerOffset(long recordsRead, long offsetsRead, boolean compacted) {
		if (recordsRead <= 0 || recordsRead >= offsetsRead) {
			return this;
		}
		long counted = Math.max(1, Math.round((double) this.records * recordsRead / offsetsRead));
		double markers = compacted ? 0 : (double) MARKER_BYTES * (offsetsRead - recordsRead) / recordsRead;
		return new CurrentStorage(this.compressionType, this.sizeBytes / (double) counted, this.sizeBytes, counted,
				true, markers, this.batches);
	}

}
