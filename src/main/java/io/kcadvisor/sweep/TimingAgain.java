package io.kcadvisor.sweep;

import java.util.function.LongSupplier;

/**
 * Decides how long one direction of a configuration is timed again after its exact pass,
 * and which samples its speed is the median of. The pass's own samples are enough where
 * they agree. Otherwise the timing set is timed again, and its repetitions are judged on
 * their own: each times the same batches, one after the other, so they agree within a few
 * repetitions, where each of the pass's samples times other batches, once each, right
 * after they were written and compressed, and for the fast codecs the two kinds differ by
 * 10% to 30%. Judged together, they agreed only once the repetitions outnumbered the
 * pass's samples many times over, and most configurations were timed until the maximum
 * time. The speed is the repetitions' median where they agree before the maximum time,
 * else the median of all samples.
 */
final class TimingAgain {

	private final MeasurementSettings settings;

	TimingAgain(MeasurementSettings settings) {
		this.settings = settings;
	}

	/**
	 * Times a direction again until its speed is known well enough.
	 * @param pass the exact pass's samples of the direction
	 * @param bytes the bytes one repetition processes
	 * @param repetition times one repetition and returns the CPU nanoseconds it took,
	 * after checking whether the sweep must stop
	 * @return the samples the direction's speed is the median of
	 */
	SpeedSamples measure(SpeedSamples pass, long bytes, LongSupplier repetition) {
		if (settled(pass)) {
			return pass;
		}
		SpeedSamples repeated = new SpeedSamples();
		long maxNanos = this.settings.maxTime().toNanos();
		while (pass.totalNanos() + repeated.totalNanos() < maxNanos) {
			repeated.add(bytes, repetition.getAsLong());
			if (settled(repeated)) {
				return repeated;
			}
		}
		return pass.with(repeated);
	}

	/**
	 * Returns whether samples are enough: the minimum time and count are measured and
	 * their median is stable.
	 */
	private boolean settled(SpeedSamples samples) {
		return samples.totalNanos() >= this.settings.minTime().toNanos()
				&& samples.count() >= this.settings.minSamples()
				&& samples.medianStable(this.settings.speedTolerance());
	}

}
