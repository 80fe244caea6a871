package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.List;

/**
 * What a recommendation does on the brokers and to a topic that already holds data, as
 * Kafka's sources show it ({@code LogValidator}, {@code MemoryRecords.filterTo}):
 * <ul>
 * <li>the partition leader decompresses every compressed batch it receives to validate
 * it, even with {@code compression.type=producer}; only the leader, and only when the
 * topic's codec differs from the batch's, also recompresses it; followers copy the
 * leader's bytes and consumers still read without a copy. Before Kafka 0.10.0 the leader
 * recompresses every compressed batch to assign its offsets
 * ({@code ByteBufferMessageSet});</li>
 * <li>on a compacted topic the log cleaner copies the batches it keeps whole as they are,
 * and rebuilds only a batch that lost records, with its codec's default level, as a batch
 * does not record the level it was written at: said unless the topic is known to delete
 * its old segments alone;</li>
 * <li>on a topic that already holds data, only the batches written after the change use
 * it, and every consumer must read a new codec before the first producer writes it.</li>
 * </ul>
 */
final class TopicWarnings {

	private TopicWarnings() {
	}

	/**
	 * Returns the warnings on the brokers and the topic for a result.
	 * @param result the result
	 * @param version the user's Kafka version
	 * @param topic what is known of the topic
	 * @return the warnings
	 */
	static List<String> of(Result result, KafkaVersion version, AdvisedTopic topic) {
		List<String> warnings = new ArrayList<>();
		warnings.add(brokers(result, version, topic));
		if (result.codec() != Codec.NONE) {
			warnings.add(existingTopic(result, topic.codecSet()));
		}
		if (PropertiesWriter.setsLevel(result, version) && topic.mayBeCompacted()) {
			Codec codec = result.codec();
			warnings.add("On a compacted topic (cleanup.policy=compact) the log cleaner copies the batches it keeps "
					+ "whole as they are, but rebuilds a batch that lost records at " + codec.kafkaName()
					+ "'s default level " + codec.defaultLevel() + ", not level " + result.level()
					+ ", as a batch does not record its level: compacted data gradually loses what the level was "
					+ "chosen for.");
		}
		return warnings;
	}

	private static String brokers(Result result, KafkaVersion version, AdvisedTopic topic) {
		Codec codec = result.codec();
		if (codec != Codec.NONE && !version.isAtLeast(KafkaVersion.RELATIVE_OFFSETS)) {
			return recompressingLeader(result, version);
		}
		if (!version.isAtLeast(KafkaVersion.TOPIC_COMPRESSION)) {
			return "Kafka " + version + " brokers store each batch as the producer sent it: topics have a "
					+ "compression.type from " + KafkaVersion.TOPIC_COMPRESSION + " on.";
		}
		String validation = (codec == Codec.NONE) ? ""
				: " The leader still decompresses every batch once to validate it, at about "
						+ Text.speed(result.decompressMBps()) + " per core for " + codec.kafkaName() + " here.";
		Codec set = topic.codecSet();
		if (set != null) {
			String name = AdvisedTopic.topicName(codec);
			return "The topic is set to compression.type=" + AdvisedTopic.topicName(set) + ", and these settings set "
					+ "it to " + name
					+ (PropertiesWriter.setsLevel(result, version)
							? " with " + codec.levelProperty() + "=" + result.level() : "")
					+ ": its partition leader stores " + name + " batches as producers send them, and decompresses and "
					+ "recompresses any other batch to " + name + ", costing its CPU, so the topic stores " + name
					+ " as soon as it is set, before every producer is switched." + validation + " Followers copy the "
					+ "leader's bytes, and consumers read without a copy.";
		}
		String same = (codec == Codec.NONE) ? "uncompressed"
				: codec.kafkaName() + (PropertiesWriter.setsLevel(result, version)
						? " with " + codec.levelProperty() + "=" + result.level() : "");
		return "The topic keeps compression.type=producer, so the partition leader stores each batch as the "
				+ "producer compressed it." + validation + " A topic set to another codec than the producer's makes "
				+ "the leader decompress and recompress every batch as well, costing its CPU; followers copy the "
				+ "leader's bytes, and consumers still read without a copy. Keep producer, or set the topic to " + same
				+ ".";
	}

	/**
	 * Says that the leader of a version before {@link KafkaVersion#RELATIVE_OFFSETS}
	 * recompresses every compressed batch, with the producer's codec unless the topic
	 * names another.
	 */
	private static String recompressingLeader(Result result, KafkaVersion version) {
		String codec = result.codec().kafkaName();
		String topic = version.isAtLeast(KafkaVersion.TOPIC_COMPRESSION)
				? " A topic set to another codec than the producer's makes the leader compress them with that codec "
						+ "instead: keep producer, or set the topic to " + codec + "."
				: " Topics have a compression.type from " + KafkaVersion.TOPIC_COMPRESSION + " on.";
		return "Kafka " + version + "'s partition leader decompresses every " + codec + " batch, at about "
				+ Text.speed(result.decompressMBps()) + " per core here, and compresses it again with " + codec
				+ " to assign its records' offsets, whatever the topic's compression.type: brokers keep the "
				+ "producer's batches as they are only from " + KafkaVersion.RELATIVE_OFFSETS + " on. Followers copy "
				+ "the leader's bytes, and consumers read without a copy." + topic;
	}

	private static String existingTopic(Result result, Codec set) {
		Codec codec = result.codec();
		String period = " until retention removes it, so stored bytes reach these figures after one retention period.";
		if (set == codec) {
			return "The topic already stores " + codec.kafkaName() + ", which its consumers read. Only batches written "
					+ "after the change take these settings: what is stored keeps its level" + period;
		}
		String stored = "Only batches written after the change are " + codec.kafkaName()
				+ ": what is stored keeps its codec" + period;
		if (codec.sinceKafka() == KafkaVersion.OLDEST) {
			// every Kafka consumer reads it: no order of upgrades to keep
			return "On a topic that already holds data, consumers of every Kafka version read " + codec.kafkaName()
					+ ". " + stored;
		}
		String since = " (Kafka " + codec.sinceKafka() + " or newer)";
		String upgrade = (set != null)
				? "every consumer must read " + codec.kafkaName() + since + " before the topic is set to it, as its "
						+ "leader then stores " + codec.kafkaName() + " at once"
				: "upgrade consumers before producers: every consumer must read " + codec.kafkaName() + since
						+ " before the first producer writes it";
		return "On a topic that already holds data, " + upgrade + ". " + stored;
	}

}
