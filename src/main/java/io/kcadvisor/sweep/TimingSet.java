package io.kcadvisor.sweep;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * The batches a configuration's speed is timed on again after the exact pass: some
 * batches from each of a few stretches spread evenly over the sample's records, so that
 * the set stands for the whole sample, kept with their records sections and compressed
 * sections as the exact pass made them. Together at least one batch, and about
 * {@code timingSetBytes} of records sections, a little more where a stretch's last batch
 * is large.
 */
final class TimingSet {

	/** The stretches of the sample the set is taken from. */
	static final int STRETCHES = 8;

	private final int records;

	private final long bytesPerStretch;

	private final Scratch scratch;

	private ByteBuffer input;

	private ByteBuffer compressed;

	private int[] sectionSizes = new int[16];

	private int[] compressedSizes = new int[16];

	private int batches;

	private long bytes;

	private int stretch;

	private long stretchBytes;

	TimingSet(int records, int timingSetBytes, Scratch scratch) {
		this.records = records;
		this.bytesPerStretch = Math.max(1, timingSetBytes / STRETCHES);
		this.scratch = scratch;
		this.input = scratch.keptInput();
		this.compressed = scratch.keptCompressed();
	}

	/**
	 * Returns whether a batch is kept: the first batches that start in each stretch of
	 * the records, until the stretch holds its share of bytes.
	 * @param firstRecord the batch's first record
	 * @return {@code true} when the batch should be offered with {@link #keep}
	 */
	boolean wants(int firstRecord) {
		while (this.stretch < STRETCHES - 1 && firstRecord >= stretchStart(this.stretch + 1)) {
			this.stretch++;
			this.stretchBytes = 0;
		}
		return this.stretchBytes < this.bytesPerStretch;
	}

	private int stretchStart(int stretch) {
		return (int) ((long) stretch * this.records / STRETCHES);
	}

	/**
	 * Keeps a batch.
	 * @param section its records section, from position to limit
	 * @param compressedSection its compressed section, from position to limit
	 */
	void keep(ByteBuffer section, ByteBuffer compressedSection) {
		int size = section.remaining();
		if (this.batches == this.sectionSizes.length) {
			this.sectionSizes = Arrays.copyOf(this.sectionSizes, this.batches * 2);
			this.compressedSizes = Arrays.copyOf(this.compressedSizes, this.batches * 2);
		}
		this.sectionSizes[this.batches] = size;
		this.compressedSizes[this.batches] = compressedSection.remaining();
		this.batches++;
		this.input = this.scratch.grownKeptInput(size).put(section);
		this.compressed = this.scratch.grownKeptCompressed(compressedSection.remaining()).put(compressedSection);
		this.bytes += size;
		this.stretchBytes += size;
	}

	int batches() {
		return this.batches;
	}

	/**
	 * Returns the records sections' bytes, what one repetition processes.
	 * @return bytes
	 */
	long bytes() {
		return this.bytes;
	}

	int sectionSize(int batch) {
		return this.sectionSizes[batch];
	}

	int compressedSize(int batch) {
		return this.compressedSizes[batch];
	}

	int largestSection() {
		return Arrays.stream(this.sectionSizes, 0, this.batches).max().orElse(0);
	}

	/**
	 * Returns the kept records sections, one after another.
	 * @return a view from the first section to the end of the last
	 */
	ByteBuffer input() {
		return this.input.duplicate().flip();
	}

	/**
	 * Returns the kept compressed sections, one after another.
	 * @return a view from the first section to the end of the last
	 */
	ByteBuffer compressed() {
		return this.compressed.duplicate().flip();
	}

}
