package io.kcadvisor.sweep;

import java.time.Duration;

/**
 * How each configuration is measured.
 *
 * @param timingSetBytes about how many uncompressed bytes of batches, from stretches
 * spread over the sample, are timed again as one repetition after the exact pass
 * @param minTime CPU time each direction (compression, decompression) is measured for at
 * least
 * @param minSamples repetitions each direction is measured for at least, unless they
 * already took {@code maxTime}
 * @param maxTime CPU time after which measuring one direction stops, however few samples
 * and however stable their median
 * @param speedTolerance relative half-width of the median speed's 95% confidence interval
 * at which measuring one direction stops, once {@code minTime} and {@code minSamples} are
 * met
 * @param settlingShare the share of a pass's batches the producer's estimate may spend
 * falling from its first guess before it settles, for the pass to count as a long-running
 * producer's
 * @param maxEstimatePasses passes over the whole sample spent at most on letting the
 * estimate settle
 */
public record MeasurementSettings(int timingSetBytes, Duration minTime, int minSamples, Duration maxTime,
		double speedTolerance, double settlingShare, int maxEstimatePasses) {

	/** The defaults the service ships with. */
	public static final MeasurementSettings DEFAULTS = new MeasurementSettings(1024 * 1024, Duration.ofMillis(10), 5,
			Duration.ofMillis(100), 0.02, 0.1, 2);

}
