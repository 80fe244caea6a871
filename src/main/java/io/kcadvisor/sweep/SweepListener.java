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

}
