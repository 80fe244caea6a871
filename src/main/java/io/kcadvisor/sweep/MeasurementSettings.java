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
 */
public record MeasurementSettings(int timingSetBytes, Duration minTime, int minSamples, Duration maxTime,
		double speedTolerance) {

}
