package io.kcadvisor.sweep;

import java.util.Arrays;

/**
 * Timed repetitions of one operation: bytes processed and CPU nanoseconds taken, each.
 */
final class SpeedSamples {

	private double[] bytesPerNano = new double[32];

	private int count;

	private long totalNanos;

	void add(long bytes, long nanos) {
		if (this.count == this.bytesPerNano.length) {
			this.bytesPerNano = Arrays.copyOf(this.bytesPerNano, this.count * 2);
		}
		this.bytesPerNano[this.count++] = bytes / (double) Math.max(nanos, 1L);
		this.totalNanos += nanos;
	}

	int count() {
		return this.count;
	}

	long totalNanos() {
		return this.totalNanos;
	}

	void clear() {
		this.count = 0;
		this.totalNanos = 0;
	}

	/**
	 * Returns the median speed.
	 * @return megabytes (10^6 bytes) per second, or 0 without samples
	 */
	double medianMBps() {
		if (this.count == 0) {
			return 0;
		}
		double[] sorted = Arrays.copyOf(this.bytesPerNano, this.count);
		Arrays.sort(sorted);
		double median = (this.count % 2 == 1) ? sorted[this.count / 2]
				: (sorted[this.count / 2 - 1] + sorted[this.count / 2]) / 2;
		return median * 1000;
	}

}
