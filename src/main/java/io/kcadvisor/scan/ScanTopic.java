package io.kcadvisor.scan;

/**
 * One topic of a scan.
 *
 * @param topic the topic's name
 * @param status where its analysis is
 * @param analysisId its analysis, once started
 * @param sizeBytes its leader replicas' log size when the scan started
 * @param saving what switching to the recommendation saves, once it succeeded with one
 * @param error why it could not be analysed, once failed
 * @param note why it has no saving though it was analysed: nothing to recommend, or what
 * it stores today not known; {@code null} otherwise
 */
public record ScanTopic(String topic, ScanStatus status, String analysisId, long sizeBytes, TopicSaving saving,
		TopicFailure error, String note) {

	/**
	 * Why a topic could not be analysed.
	 *
	 * @param type the problem type's slug, such as {@code not-authorized}
	 * @param title the problem type's title
	 * @param detail what happened
	 */
	public record TopicFailure(String type, String title, String detail) {
	}

}
