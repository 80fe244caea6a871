package io.kcadvisor.sweep;

/**
 * Hears a sweep's progress. Called from worker threads: implementations must be
 * thread-safe and quick.
 */
@FunctionalInterface
public interface SweepListener {

	/**
	 * A measurement finished (measured or failed), or, with none completed, the sweep
	 * started. Each configuration is measured once on the whole sample; when the first
	 * answer is measured on a part of the sample, each of its configurations is measured
	 * on that part first, and counts too.
	 * @param completed measurements finished so far
	 * @param total measurements planned
	 */
	void progress(int completed, int total);

	/**
	 * The quick set was measured, before the rest of the sweep. Not called when the sweep
	 * stops first.
	 * @param answer what it measured
	 */
	default void firstAnswer(FirstAnswer answer) {
	}

}
