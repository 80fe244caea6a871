package io.kcadvisor.sweep;

import java.util.Arrays;

/**
 * Timed repetitions of one operation: bytes processed and CPU nanoseconds taken, each.
 */
final class SpeedSamples {

	private double[] bytesPerNano = new double[32];

	private int count;

	private long totalNanos;

	private int nextStabilityCheck;

	void add(long bytes, long nanos) {
		if (this.count == this.bytesPerNano.length) {
			this.bytesPerNano = Arrays.copyOf(this.bytesPerNano, this.count * 2);
		}
		this.bytesPerNano[this.count++] = bytes / (double) Math.max(nanos, 1L);
		this.totalNanos += nanos;
	}

	/**
	 * Returns these samples and another's together.
	 * @param other the other samples
	 * @return new samples holding both
	 */
	SpeedSamples with(SpeedSamples other) {
		SpeedSamples both = new SpeedSamples();
		both.bytesPerNano = Arrays.copyOf(this.bytesPerNano,
				Math.max(this.bytesPerNano.length, this.count + other.count));
		System.arraycopy(other.bytesPerNano, 0, both.bytesPerNano, this.count, other.count);
		both.count = this.count + other.count;
		both.totalNanos = this.totalNanos + other.totalNanos;
		return both;
	}

	int count() {
		return this.count;
	}

	long totalNanos() {
		return this.totalNanos;
	}

	/**
	 * Returns whether the median is known well enough: the distribution-free 95%
	 * confidence interval of the median (between the order statistics
	 * {@code (n - 1.96 sqrt(n)) / 2} and {@code (n + 1.96 sqrt(n)) / 2}) is within the
	 * tolerance of it on either side. Sorting is paid for only when the samples have
	 * grown by a quarter since the last check.
	 * @param tolerance the largest relative half-width accepted
	 * @return {@code true} when the median is stable
	 */
	boolean medianStable(double tolerance) {
		if (this.count < this.nextStabilityCheck || this.count == 0) {
			return false;
		}
		this.nextStabilityCheck = this.count + Math.max(1, this.count / 4);
		double[] sorted = sorted();
		double spread = 1.96 * Math.sqrt(this.count);
		int lower = Math.max(0, (int) Math.floor((this.count - spread) / 2));
		int upper = Math.min(this.count - 1, (int) Math.ceil((this.count + spread) / 2) - 1);
		return sorted[upper] - sorted[lower] <= 2 * tolerance * median(sorted);
	}

	/**
	 * Returns the median speed.
	 * @return megabytes (10^6 bytes) per second, or 0 without samples
	 */
	double medianMBps() {
		return (this.count > 0) ? median(sorted()) * 1000 : 0;
	}

	private double[] sorted() {
		double[] sorted = Arrays.copyOf(this.bytesPerNano, this.count);
		Arrays.sort(sorted);
		return sorted;
	}

	private static double median(double[] sorted) {
		int n = sorted.length;
		return (n % 2 == 1) ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
	}

}
