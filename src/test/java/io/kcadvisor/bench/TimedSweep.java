package io.kcadvisor.bench;

import io.kcadvisor.sweep.FirstAnswer;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepOutcome;
import java.time.Duration;
import java.util.Locale;

/**
 * A sweep the bench timed: when its first answer came and when it ended, and the least it
 * could have taken.
 *
 * @param outcome what it measured
 * @param firstAnswer its first answer
 * @param toFirstAnswer from its start to its first answer
 * @param wall from its start to its end
 * @param workers the worker threads it ran on
 * @param streamSeconds the CPU seconds, at the codec's own compression speed each
 * configuration measured, of compressing the records sections its measurement compressed
 * after the sample, for what a long-running producer's steady stream stores
 */
record TimedSweep(SweepOutcome outcome, FirstAnswer firstAnswer, Duration toFirstAnswer, Duration wall, int workers,
		double streamSeconds) {

	/**
	 * Returns the lower bound of the sweep's wall time: one compression and one
	 * decompression of the whole sample per configuration, at the codec's own speeds the
	 * sweep measured, spread evenly over the workers.
	 * @return seconds
	 */
	double lowerBoundSeconds() {
		double cpuSeconds = 0;
		for (Result result : this.outcome.results()) {
			double megabytes = result.recordBytes() / 1e6;
			cpuSeconds += megabytes / result.codecCompressMBps() + megabytes / result.codecDecompressMBps();
		}
		return cpuSeconds / this.workers;
	}

	/**
	 * Returns the wall time over its lower bound.
	 * @return the ratio, 1 at best
	 */
	double overLowerBound() {
		return this.wall.toNanos() / 1e9 / lowerBoundSeconds();
	}

	/**
	 * Returns the lower bound of the sweep's wall time with the codec work its exact
	 * sizes take: the {@link #lowerBoundSeconds() lower bound} and, per configuration,
	 * the compression of the stream after the sample, at the codec's own speed, spread
	 * evenly over the workers.
	 * @return seconds
	 */
	double exactSizesBoundSeconds() {
		return lowerBoundSeconds() + this.streamSeconds / this.workers;
	}

	/**
	 * Returns the wall time over its lower bound with the exact sizes' codec work.
	 * @return the ratio, 1 at best
	 */
	double overExactSizesBound() {
		return this.wall.toNanos() / 1e9 / exactSizesBoundSeconds();
	}

	/**
	 * Says what the first answer was measured on.
	 * @return {@code whole} or the part's MiB
	 */
	String firstAnswerOn() {
		return this.firstAnswer.wholeSample() ? "whole"
				: String.format(Locale.ROOT, "part, %.2f MiB", this.firstAnswer.bytes() / 1048576.0);
	}

}
