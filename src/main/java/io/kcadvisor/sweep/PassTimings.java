package io.kcadvisor.sweep;

/**
 * The exact pass's own timings, as speed samples: the pass's batches dealt in turn into a
 * few groups, so that each group holds batches from all over the sample as the whole pass
 * does, and each group is one sample of each direction. Where they agree, the speeds need
 * no timing again.
 */
final class PassTimings {

	/** The groups the batches are dealt into. */
	static final int GROUPS = 16;

	private final long[] bytes = new long[GROUPS];

	private final long[] compressNanos = new long[GROUPS];

	private final long[] decompressNanos = new long[GROUPS];

	private int batches;

	/**
	 * Adds a batch's timings to the next group.
	 * @param sectionSize its records section's bytes
	 * @param compressNanos the CPU time its compression took
	 * @param decompressNanos the CPU time its decompression took
	 */
	void add(int sectionSize, long compressNanos, long decompressNanos) {
		int group = this.batches++ % GROUPS;
		this.bytes[group] += sectionSize;
		this.compressNanos[group] += compressNanos;
		this.decompressNanos[group] += decompressNanos;
	}

	/**
	 * Returns the compression samples: one per group that holds a batch.
	 * @return the samples
	 */
	SpeedSamples compression() {
		return samples(this.compressNanos);
	}

	/**
	 * Returns the decompression samples: one per group that holds a batch.
	 * @return the samples
	 */
	SpeedSamples decompression() {
		return samples(this.decompressNanos);
	}

	private SpeedSamples samples(long[] nanos) {
		SpeedSamples samples = new SpeedSamples();
		for (int group = 0; group < Math.min(this.batches, GROUPS); group++) {
			samples.add(this.bytes[group], nanos[group]);
		}
		return samples;
	}

}
