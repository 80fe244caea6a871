package io.kcadvisor.sweep;

/**
 * The exact pass's own timings, as speed samples: the pass's batches, in order, gathered
 * into chunks of about a set number of bytes, each chunk one sample of each direction.
 * Where they are stable, the speeds need no timing again. A last chunk smaller than the
 * others is left out of them.
 */
final class PassTimings {

	private final long chunkBytes;

	private final SpeedSamples compression = new SpeedSamples();

	private final SpeedSamples decompression = new SpeedSamples();

	private long bytes;

	private long compressNanos;

	private long decompressNanos;

	PassTimings(long chunkBytes) {
		this.chunkBytes = Math.max(1, chunkBytes);
	}

	/**
	 * Adds a batch's timings.
	 * @param sectionSize its records section's bytes
	 * @param compressNanos the CPU time its compression took
	 * @param decompressNanos the CPU time its decompression took
	 */
	void add(int sectionSize, long compressNanos, long decompressNanos) {
		this.bytes += sectionSize;
		this.compressNanos += compressNanos;
		this.decompressNanos += decompressNanos;
		if (this.bytes >= this.chunkBytes) {
			this.compression.add(this.bytes, this.compressNanos);
			this.decompression.add(this.bytes, this.decompressNanos);
			this.bytes = 0;
			this.compressNanos = 0;
			this.decompressNanos = 0;
		}
	}

	SpeedSamples compression() {
		return this.compression;
	}

	SpeedSamples decompression() {
		return this.decompression;
	}

}
