package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import java.util.Arrays;

/**
 * What is known of the topic the advice is for: everything where the analysis read its
 * sample from a live topic, nothing for an upload.
 *
 * @param name the topic's name, which the topic snippets name, or {@code null} when not
 * known: they then name a placeholder ({@link Snippets#TOPIC}) and say to replace it
 * @param maxMessageBytes the topic's {@code max.message.bytes}, or {@code null} when not
 * known, for the default of the brokers' version
 * @param cleanupPolicy the topic's {@code cleanup.policy} ({@code delete},
 * {@code compact} or both), or {@code null} when not known
 * @param retentionBytes the most bytes the topic keeps in each partition
 * ({@code retention.bytes}, under a {@code cleanup.policy} with {@code delete}), or
 * {@code null} when no size bounds it or it is not known
 * @param compressionType the topic's {@code compression.type} ({@code producer}, or a
 * codec the leader stores every batch in), or {@code null} when not known
 */
public record AdvisedTopic(String name, Integer maxMessageBytes, String cleanupPolicy, Long retentionBytes,
		String compressionType) {

	/** A topic of which nothing is known, as for an upload. */
	public static final AdvisedTopic UNKNOWN = new AdvisedTopic(null, null, null, null, null);

	/** The topic {@code compression.type} that stores batches as producers send them. */
	static final String PRODUCER = "producer";

	/**
	 * Returns the codec the topic is set to, which its leader stores every batch in,
	 * recompressing those producers send in another.
	 * @return the codec, or {@code null} for {@code producer} and when not known
	 */
	Codec codecSet() {
		if (this.compressionType == null || this.compressionType.equals(PRODUCER)) {
			return null;
		}
		return Arrays.stream(Codec.values())
			.filter((codec) -> topicName(codec).equals(this.compressionType))
			.findFirst()
			.orElse(null);
	}

	/**
	 * Returns the topic {@code compression.type} that names a codec: its Kafka name, and
	 * {@code uncompressed} for none.
	 * @param codec the codec
	 * @return the value
	 */
	static String topicName(Codec codec) {
		return (codec == Codec.NONE) ? "uncompressed" : codec.kafkaName();
	}

	/**
	 * Returns whether the log cleaner may compact the topic: where its
	 * {@code cleanup.policy} has {@code compact}, or is not known.
	 * @return {@code false} only for a topic known to delete its old segments alone
	 */
	boolean mayBeCompacted() {
		return this.cleanupPolicy == null || this.cleanupPolicy.contains("compact");
	}

}
