package io.kcadvisor.scan;

/**
 * Where a scan, or one topic of it, is.
 */
public enum ScanStatus {

	/** Waiting for an instance to take it. */
	QUEUED,

	/** Being analysed. */
	RUNNING,

	/** Done: for a scan, every topic has ended, analysed or failed. */
	SUCCEEDED,

	/** The topic could not be analysed; the scan goes on. */
	FAILED,

	/** Cancelled before it ended. */
	CANCELLED;

	/**
	 * Returns whether it has ended.
	 * @return {@code true} once it will not change
	 */
	public boolean isFinal() {
		return this != QUEUED && this != RUNNING;
	}

}
