package io.kcadvisor.sweep;

import java.util.List;

/**
 * What a sweep produced.
 *
 * @param results the configurations measured, in plan order
 * @param failures the configurations that could not be measured, and why
 * @param total the number of configurations planned
 * @param ending how the sweep ended
 */
public record SweepOutcome(List<Result> results, List<FailedConfiguration> failures, int total, Ending ending) {

	/**
	 * How a sweep ended.
	 */
	public enum Ending {

		/** Every configuration was attempted. */
		COMPLETED,

		/** Cancelled before every configuration was measured. */
		CANCELLED,

		/** The time budget ran out before every configuration was measured. */
		OUT_OF_TIME

	}

	/**
	 * A configuration that failed, without failing the sweep.
	 *
	 * @param configuration the configuration, for example
	 * {@code zstd 3 at batch.size 16384}
	 * @param reason why it failed
	 */
	public record FailedConfiguration(String configuration, String reason) {
	}

}
