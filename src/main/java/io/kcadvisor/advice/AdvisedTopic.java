package io.kcadvisor.advice;

/**
 * What is known of the topic the advice is for: everything where the analysis read its
 * sample from a live topic, nothing for an upload.
 *
 * @param name the topic's name, which the topic snippets name, or {@code null} when not
 * known: they then name a placeholder ({@link Recommendation#TOPIC_PLACEHOLDER}) and say
 * to replace it
 * @param maxMessageBytes the topic's {@code max.message.bytes}, or {@code null} when not
 * known, for the default of the brokers' version
 * @param cleanupPolicy the topic's {@code cleanup.policy} ({@code delete},
 * {@code compact} or both), or {@code null} when not known
 * @param retentionBytes the most bytes the topic keeps in each partition
 * ({@code retention.bytes}, under a {@code cleanup.policy} with {@code delete}), or
 * {@code null} when no size bounds it or it is not known
 */
public record AdvisedTopic(String name, Integer maxMessageBytes, String cleanupPolicy, Long retentionBytes) {

	/** A topic of which nothing is known, as for an upload. */
	public static final AdvisedTopic UNKNOWN = new AdvisedTopic(null, null, null, null);

	/**
	 * Returns whether the log cleaner may compact the topic: where its
	 * {@code cleanup.policy} has {@code compact}, or is not known.
	 * @return {@code false} only for a topic known to delete its old segments alone
	 */
	boolean mayBeCompacted() {
		return this.cleanupPolicy == null || this.cleanupPolicy.contains("compact");
	}

}
