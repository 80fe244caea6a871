package io.kcadvisor.analysis;

/**
 * How far an analysis has come.
 *
 * @param completed measurements made (or failed) so far
 * @param total measurements planned: one for each configuration, on the whole sample, and
 * from the start of the sweep, when its first answer is measured on a part of the sample,
 * one for each of the first answer's configurations on that part
 */
public record Progress(int completed, int total) {

	/** Nothing planned yet. */
	public static final Progress NONE = new Progress(0, 0);

}
