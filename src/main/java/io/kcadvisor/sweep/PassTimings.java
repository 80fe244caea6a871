package io.kcadvisor.sweep;

/**
 * The exact pass's own timings, as speed samples: the pass's batches dealt in turn into a
 * few groups, so that each group holds batches from all over the sample as the whole pass
 * does, and each group is one sample of each direction. The batches a steady stream goes
 * on with after the sample ({@link StreamTail}) are compressed only, and join the
 * compression samples. Where they agree, the speeds need no timing again.
 */
final class PassTimings {

	/** The groups the batches are dealt into. */
	static final int GROUPS = 16;

	private final Direction compression = new Direction();

	private final Direction decompression = new Direction();

	/**
	 * Adds a batch's timings, each to the next group of its direction.
	 * @param sectionSize its records section's bytes
	 * @param compressNanos the CPU time its compression took
	 * @param decompressNanos the CPU time its decompression took
	 */
	void add(int sectionSize, long compressNanos, long decompressNanos) {
		this.compression.add(sectionSize, compressNanos);
		this.decompression.add(sectionSize, decompressNanos);
	}

	/**
	 * Adds the timing of a batch that was compressed only, to the next compression group.
	 * @param sectionSize its records section's bytes
	 * @param compressNanos the CPU time its compression took
	 */
	void addCompression(int sectionSize, long compressNanos) {
		this.compression.add(sectionSize, compressNanos);
	}

	/**
	 * Returns the compression samples: one per group that holds a batch.
	 * @return the samples
	 */
	SpeedSamples compression() {
		return this.compression.samples();
	}

	/**
	 * Returns the decompression samples: one per group that holds a batch.
	 * @return the samples
	 */
	SpeedSamples decompression() {
		return this.decompression.samples();
	}

	/** One direction's groups. */
	private static final class Direction {

		private final long[] bytes = new long[GROUPS];

		private final long[] nanos = new long[GROUPS];

		private int batches;

		void add(int sectionSize, long nanos) {
			int group = this.batches++ % GROUPS;
			this.bytes[group] += sectionSize;
			this.nanos[group] += nanos;
		}

		SpeedSamples samples() {
			SpeedSamples samples = new SpeedSamples();
			for (int group = 0; group < Math.min(this.batches, GROUPS); group++) {
				samples.add(this.bytes[group], this.nanos[group]);
			}
			return samples;
		}

	}

}
