package io.kcadvisor.sweep;

/**
 * Hears a sweep's progress. Called from worker threads: implementations must be
 * thread-safe and quick.
 */
@FunctionalInterface
public interface SweepListener {

	/**
	 * A configuration finished (measured or failed).
	 * @param completed configurations finished so far
	 * @param total configurations planned
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
