package io.kcadvisor.batch;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * How the records of a set are grouped into batches: batch {@code k} holds the records
 * from {@code start(k)} up to {@code start(k + 1)}. Also knows each batch's uncompressed
 * records section and writes it.
 */
public final class BatchLayout {

	private final RecordSet records;

	private final int[] starts;

	private final int[] sectionSizes;

	BatchLayout(RecordSet records, int[] starts) {
		this.records = records;
		this.starts = starts;
		this.sectionSizes = new int[starts.length - 1];
		for (int batch = 0; batch < this.sectionSizes.length; batch++) {
			this.sectionSizes[batch] = computeSectionSize(batch);
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
	 * Returns the size of the largest uncompressed records section.
	 * @return bytes
	 */
	public int maxSectionSize() {
		return Arrays.stream(this.sectionSizes).max().orElse(0);
	}

	/**
	 * Returns the bytes of all batches without compression, headers included.
	 * @return the sum of header and records section over all batches
	 */
	public long uncompressedBytes() {
		long total = 0;
		for (int size : this.sectionSizes) {
			total += RecordBatches.HEADER_SIZE + size;
		}
		return total;
	}

	/**
	 * Returns whether another layout groups the same records into the same batches.
	 * @param other the other layout
	 * @return {@code true} when every batch starts and ends where this layout's do
	 */
	public boolean sameBatches(BatchLayout other) {
		return this.records == other.records && Arrays.equals(this.starts, other.starts);
	}

	private int computeSectionSize(int batch) {
		int first = this.starts[batch];
		long baseTimestamp = this.records.timestamp(first);
		int size = 0;
		for (int index = first; index < this.starts[batch + 1]; index++) {
			size += this.records.encodedSize(index, index - first, this.records.timestamp(index) - baseTimestamp);
		}
		return size;
	}

	/**
	 * Writes a batch's uncompressed records section.
	 * @param batch the batch
	 * @param dst where to write; needs {@link #sectionSize(int)} bytes remaining
	 */
	public void writeSection(int batch, ByteBuffer dst) {
		int first = this.starts[batch];
		long baseTimestamp = this.records.timestamp(first);
		for (int index = first; index < this.starts[batch + 1]; index++) {
			this.records.write(index, index - first, this.records.timestamp(index) - baseTimestamp, dst);
		}
	}

}
