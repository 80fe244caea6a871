package io.kcadvisor.analysis;

/**
 * The memory set aside for samples, and what each holder is counted at: the one place
 * this accounting is decided. Not thread-safe: the {@link Admission} guards it.
 */
final class SampleMemory {

	private final AnalysisSettings settings;

	private long heldBytes;

	private int holders;

	SampleMemory(AnalysisSettings settings) {
		this.settings = settings;
	}

	/**
	 * Returns the memory splitting an upload takes at most: its bytes, read from the
	 * parts, and the records split from them.
	 * @param uploadBytes the upload's size, or -1 when not known
	 * @return bytes
	 */
	static long whileSplitting(long uploadBytes) {
		return 2 * Math.max(0, uploadBytes);
	}

	/**
	 * Returns the memory an analysis's sample takes while it is queued or running: its
	 * records' bodies.
	 * @param analysis the analysis, not ended
	 * @return bytes
	 */
	static long of(Analysis analysis) {
		return analysis.records().bodyBytes();
	}

	/**
	 * Returns whether a sample fits beside those held; the first is always taken, so that
	 * a service with little memory still measures one.
	 * @param bytes what the sample takes
	 * @return {@code true} when it fits
	 */
	boolean fits(long bytes) {
		return this.holders == 0 || this.heldBytes + bytes <= this.settings.effectiveMaxHeldSampleBytes();
	}

	void hold(long bytes) {
		this.heldBytes += bytes;
		this.holders++;
	}

	void release(long bytes) {
		this.heldBytes -= bytes;
		this.holders--;
	}

}
