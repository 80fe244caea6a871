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
	 * A configuration was measured on the whole sample, before its progress is heard. Its
	 * exact sizes may have taken more codec work than one compression and one
	 * decompression of the sample: with a long-running producer's batching, the steady
	 * stream after the sample is compressed too, for what it stores. By default nothing
	 * is done.
	 * @param result the result
	 * @param streamBytes the bytes of uncompressed records sections compressed after the
	 * sample; 0 when none were
	 */
	default void measured(Result result, long streamBytes) {
	}

	/**
	 * The quick set was measured, before the rest of the sweep. Not called when the sweep
	 * stops first.
	 * @param answer what it measured
	 */
	default void firstAnswer(FirstAnswer answer) {
	}

}
