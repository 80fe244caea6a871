package io.kcadvisor.batch;

import java.nio.ByteBuffer;

/**
 * How the records of a set are grouped into batches: batch {@code k} holds the records
 * from {@code start(k)} up to {@code start(k + 1)}. Also knows each batch's uncompressed
 * records section and writes it.
 */
public final class BatchLayout {

	private final RecordSet records;

	private final int[] starts;

	private final int[] sectionSizes;

	/**
	 * Creates a layout.
	 * @param records the records
	 * @param starts the index of each batch's first record, then the number of records
	 */
	public BatchLayout(RecordSet records, int[] starts) {
		this.records = records;
		this.starts = starts;
		this.sectionSizes = new int[starts.length - 1];
		for (int batch = 0; batch < this.sectionSizes.length; batch++) {
			this.sectionSizes[batch] = records.sectionSize(starts[batch], starts[batch + 1]);
		}
	}

	/**
	 * Returns the number of batches.
	 * @return the count
	 */
	public int batches() {
		return this.sectionSizes.length;
	}

	/**
	 * Returns the index of a batch's first record.
	 * @param batch the batch
	 * @return the record index
	 */
	public int start(int batch) {
		return this.starts[batch];
	}

	/**
	 * Returns how many records a batch holds.
	 * @param batch the batch
	 * @return the count
	 */
	public int recordCount(int batch) {
		return this.starts[batch + 1] - this.starts[batch];
	}

	/**
	 * Returns the records the layout groups.
	 * @return the record set
	 */
	public RecordSet records() {
		return this.records;
	}

	/**
	 * Returns the size of a batch's uncompressed records section.
	 * @param batch the batch
	 * @return bytes, without the batch header
	 */
	public int sectionSize(int batch) {
		return this.sectionSizes[batch];
	}

	/**
	 * Returns the bytes of all batches without compression, headers included.
	 * @return the sum of header and records section over all batches
	 */
	public long uncompressedBytes() {
		return sectionBytes() + (long) RecordBatches.HEADER_SIZE * batches();
	}

	/**
	 * Returns the bytes of all batches' records sections without compression, headers
	 * left out.
	 * @return the sum of the records sections over all batches
	 */
	public long sectionBytes() {
		long total = 0;
		for (int size : this.sectionSizes) {
			total += size;
		}
		return total;
	}

	/**
	 * Writes a batch's uncompressed records section.
	 * @param batch the batch
	 * @param dst where to write; needs {@link #sectionSize(int)} bytes remaining
	 */
	public void writeSection(int batch, ByteBuffer dst) {
		this.records.writeSection(this.starts[batch], this.starts[batch + 1], dst);
	}

}
