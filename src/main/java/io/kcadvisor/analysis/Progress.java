package io.kcadvisor.analysis;

/**
 * How far an analysis has come.
 *
 * @param completed configurations measured (or failed) so far
 * @param total configurations planned
 */
public record Progress(int completed, int total) {

	/** Nothing planned yet. */
	public static final Progress NONE = new Progress(0, 0);

}
