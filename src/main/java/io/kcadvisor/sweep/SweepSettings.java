package io.kcadvisor.sweep;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Settings of the sweep's worker pool and measurements.
 *
 * @param workers worker threads measuring configurations; 0 uses one per available core
 * @param groupSize uncompressed bytes of consecutive batches timed by one clock reading
 * @param timingSetSize uncompressed bytes, in groups spread over the sample, kept ready
 * and timed again as one repetition once every batch was measured once
 * @param minMeasureTime CPU time compression and decompression of each configuration are
 * each timed for at least
 * @param minSamples timed repetitions per direction at least, unless they already took
 * the maximum measure time
 * @param maxMeasureTime CPU time after which timing one direction stops, however few
 * repetitions it has and however stable their median
 * @param speedTolerance relative half-width of the 95% confidence interval of the median
 * speed at which timing one direction stops, once the minimum time and samples are
 * measured
 * @param estimateTolerance relative difference at which the estimate counts as converged
 * @param maxEstimatePasses passes over the whole sample spent at most converging the
 * estimate
 */
@ConfigurationProperties("advisor.sweep")
public record SweepSettings(@DefaultValue("0") int workers, @DefaultValue("256KB") DataSize groupSize,
		@DefaultValue("1MB") DataSize timingSetSize, @DefaultValue("10ms") Duration minMeasureTime,
		@DefaultValue("5") int minSamples, @DefaultValue("200ms") Duration maxMeasureTime,
		@DefaultValue("0.02") double speedTolerance, @DefaultValue("0.05") double estimateTolerance,
		@DefaultValue("2") int maxEstimatePasses) {

	/**
	 * Returns the number of worker threads.
	 * @return the configured count, or the available cores
	 */
	public int effectiveWorkers() {
		return (this.workers > 0) ? this.workers : Runtime.getRuntime().availableProcessors();
	}

	MeasurementSettings measurement() {
		return new MeasurementSettings(Math.toIntExact(this.groupSize.toBytes()),
				Math.toIntExact(this.timingSetSize.toBytes()), this.minMeasureTime, this.minSamples,
				this.maxMeasureTime, this.speedTolerance, this.estimateTolerance, this.maxEstimatePasses);
	}

}
