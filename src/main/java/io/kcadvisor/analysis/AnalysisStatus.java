package io.kcadvisor.analysis;

/**
 * Where an analysis is in its life.
 */
public enum AnalysisStatus {

	/** Accepted, waiting for a free worker. */
	QUEUED,

	/** Being measured. */
	RUNNING,

	/** Measured; results and recommendations are ready. */
	SUCCEEDED,

	/** Could not be measured; the error says why. */
	FAILED,

	/** Cancelled by its owner. */
	CANCELLED;

	/**
	 * Returns whether the analysis has ended.
	 * @return {@code true} for succeeded, failed and cancelled
	 */
	public boolean isFinal() {
		return this == SUCCEEDED || this == FAILED || this == CANCELLED;
	}

}
