package io.kcadvisor.scan;

import io.kcadvisor.scan.ScanTopic.TopicFailure;

/**
 * How a topic of a scan ended, as its row keeps it.
 *
 * @param status its final status
 * @param saving what switching saves, once it succeeded with a recommendation
 * @param failure why it could not be analysed, once failed
 * @param note why it has no saving though it was analysed, or {@code null}
 */
record TopicEnding(ScanStatus status, TopicSaving saving, TopicFailure failure, String note) {

	/**
	 * Returns the ending of a topic that did not succeed.
	 * @param status its final status
	 * @param failure why it failed, or {@code null} when cancelled
	 * @return the ending
	 */
	static TopicEnding without(ScanStatus status, TopicFailure failure) {
		return new TopicEnding(status, null, failure, null);
	}

}
