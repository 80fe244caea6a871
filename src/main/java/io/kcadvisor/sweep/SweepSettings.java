package io.kcadvisor.sweep;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Settings of the sweep's worker pool and measurements.
 *
 * @param workers worker threads measuring configurations; 0 uses one per available core
 * @param timingSetSize about how many uncompressed bytes of batches, from stretches
 * spread over the sample, are timed again as one repetition after the pass that measures
 * every batch
 * @param minMeasureTime CPU time compression and decompression of each configuration are
 * each timed for at least
 * @param minSamples timed repetitions per direction at least, unless they already took
 * the maximum measure time
 * @param maxMeasureTime CPU time after which timing one direction stops, however few
 * repetitions it has and however stable their median
 * @param speedTolerance relative half-width of the 95% confidence interval of the median
 * speed at which timing one direction stops, once the minimum time and samples are
 * measured
 * @param firstAnswerSize the most bytes of records (keys, values and headers) the quick
 * set is measured on first, for a preliminary ranking while the rest runs: the whole
 * sample when it holds no more, otherwise an evenly spread part of about this size; 0 for
 * no first answer
 * @param codecMemory the native memory, outside the heap, that the codec contexts of the
 * configurations measured at the same time may take together, shared by every worker: a
 * configuration waits until its contexts fit, and one that takes more than this runs
 * alone. zstd takes the most, 778 MiB at level 22, 386 MiB at level 21 and 90 MiB at
 * level 19; the other codecs under 1 MiB. The default lets zstd 22 be measured beside
 * zstd 19 or lower, not beside 20 or 21
 */
@ConfigurationProperties("advisor.sweep")
public record SweepSettings(@DefaultValue("0") int workers, @DefaultValue("1MB") DataSize timingSetSize,
		@DefaultValue("10ms") Duration minMeasureTime, @DefaultValue("5") int minSamples,
		@DefaultValue("100ms") Duration maxMeasureTime, @DefaultValue("0.02") double speedTolerance,
		@DefaultValue("4MB") DataSize firstAnswerSize, @DefaultValue("900MB") DataSize codecMemory) {

	/**
	 * Returns the number of worker threads.
	 * @return the configured count, or the available cores
	 */
	public int effectiveWorkers() {
		return (this.workers > 0) ? this.workers : Runtime.getRuntime().availableProcessors();
	}

	MeasurementSettings measurement() {
		return new MeasurementSettings(Math.toIntExact(this.timingSetSize.toBytes()), this.minMeasureTime,
				this.minSamples, this.maxMeasureTime, this.speedTolerance);
	}

}
