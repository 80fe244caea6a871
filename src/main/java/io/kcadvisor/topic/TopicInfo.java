package io.kcadvisor.topic;

import io.kcadvisor.sample.CurrentStorage;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A topic as the service sees it before sampling it.
 *
 * @param name the topic's name
 * @param partitions its number of partitions
 * @param replicationFactor copies of each partition
 * @param config its compression-relevant configs: {@code compression.type},
 * {@code cleanup.policy}, {@code max.message.bytes}, {@code retention.ms},
 * {@code retention.bytes}
 * @param sizeBytes the size of its leader replicas' logs on the brokers
 * @param records its records: end minus start offsets over its partitions
 */
public record TopicInfo(String name, int partitions, int replicationFactor, Map<String, String> config, long sizeBytes,
		long records) {

	/** The topic configs listed. */
	static final List<String> CONFIGS = List.of("compression.type", "cleanup.policy", "max.message.bytes",
			"retention.ms", "retention.bytes");

	/**
	 * Returns what the topic stores today, from its leaders' log size and its offsets.
	 * @return what it stores, or {@code null} when its size is not known
	 */
	CurrentStorage currentStorage() {
		return (this.sizeBytes > 0) ? CurrentStorage.of(this.config.getOrDefault("compression.type", "producer"),
				this.sizeBytes, this.records, compacted()) : null;
	}

	/**
	 * Returns the topic's {@code max.message.bytes}: the most a batch may take on it.
	 * @return the value, or {@code null} when the topic does not say, or says something
	 * other than a number Kafka takes (0 or more)
	 */
	Integer maxMessageBytes() {
		String value = this.config.get("max.message.bytes");
		if (value == null) {
			return null;
		}
		try {
			int parsed = Integer.parseInt(value.trim());
			return (parsed >= 0) ? parsed : null;
		}
		catch (NumberFormatException ex) {
			return null;
		}
	}

	/**
	 * Returns how long the topic keeps records, where time alone bounds it: Kafka deletes
	 * segments older than {@code retention.ms} only under a {@code cleanup.policy} with
	 * {@code delete}, and never with {@code retention.ms} -1; and where the policy also
	 * compacts, the log cleaner keeps only the latest record of each key within that
	 * time, so that what the topic holds depends on its keys, which rate times time
	 * overstates as many times over as records repeat a key.
	 * @return milliseconds, or empty when time alone does not bound what the topic holds
	 */
	Optional<Long> retentionMs() {
		String policy = this.config.getOrDefault("cleanup.policy", "delete");
		String retention = this.config.get("retention.ms");
		if (!policy.contains("delete") || policy.contains("compact") || retention == null) {
			return Optional.empty();
		}
		long millis = Long.parseLong(retention.trim());
		return (millis > 0) ? Optional.of(millis) : Optional.empty();
	}

	/**
	 * Returns the most bytes the topic keeps in each partition, where size bounds it:
	 * Kafka deletes a partition's oldest segments once it holds more than
	 * {@code retention.bytes}, only under a {@code cleanup.policy} with {@code delete},
	 * and never with {@code retention.bytes} -1, the default.
	 * @return bytes per partition, or {@code null} when no size bounds what it holds
	 */
	Long retentionBytes() {
		String policy = this.config.getOrDefault("cleanup.policy", "delete");
		String retention = this.config.get("retention.bytes");
		if (!policy.contains("delete") || retention == null) {
			return null;
		}
		try {
			long bytes = Long.parseLong(retention.trim());
			return (bytes > 0) ? bytes : null;
		}
		catch (NumberFormatException ex) {
			return null;
		}
	}

	/**
	 * Returns whether the log cleaner compacts the topic, so that offsets count records
	 * it has removed.
	 * @return {@code true} for {@code cleanup.policy} with {@code compact}
	 */
	boolean compacted() {
		String policy = this.config.get("cleanup.policy");
		return policy != null && policy.contains("compact");
	}

}
