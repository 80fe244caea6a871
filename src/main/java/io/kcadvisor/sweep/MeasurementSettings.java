package io.kcadvisor.sweep;

import java.time.Duration;

/**
 * How each configuration is measured.
 *
 * @param groupBytes uncompressed bytes timed by one clock reading (whole batches, at
 * least one)
 * @param timingSetBytes uncompressed bytes, in groups spread over the sample, timed as
 * one further repetition once every batch has been measured
 * @param minTime CPU time each direction (compression, decompression) is measured for at
 * least
 * @param minSamples repetitions each direction is measured for at least, unless they
 * already took {@code maxTime}
 * @param maxTime CPU time after which measuring one direction stops, however few samples
 * and however stable their median
 * @param speedTolerance relative half-width of the median speed's 95% confidence interval
 * at which measuring one direction stops, once {@code minTime} and {@code minSamples} are
 * met
 * @param estimateTolerance relative difference between estimate and observed ratio
 * accepted as converged
 * @param maxEstimatePasses passes over the whole sample spent at most on converging
 */
public record MeasurementSettings(int groupBytes, int timingSetBytes, Duration minTime, int minSamples,
		Duration maxTime, double speedTolerance, double estimateTolerance, int maxEstimatePasses) {

	/** The defaults the service ships with. */
	public static final MeasurementSettings DEFAULTS = new MeasurementSettings(256 * 1024, 1024 * 1024,
			Duration.ofMillis(10), 5, Duration.ofMillis(200), 0.02, 0.05, 2);

}
