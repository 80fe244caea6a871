package io.kcadvisor.advice;

import io.kcadvisor.kafka.KafkaVersion;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Writes the recommended settings as text for four tools. They name the topic where it is
 * known (an analysis of a live topic), a placeholder ({@value #TOPIC}) otherwise; the
 * Strimzi cluster is always a placeholder ({@value #CLUSTER}); each snippet says in a
 * comment what to replace.
 * <ul>
 * <li>{@code kafka-configs}: a {@code kafka-configs.sh --alter --add-config} command
 * setting the topic configuration and leaving the topic's other settings as they are
 * ({@code --bootstrap-server} from Kafka 2.5, {@code --zookeeper} before, when the tool
 * could not yet alter topics through the brokers; before 0.9, which had no
 * {@code kafka-configs.sh}, {@code kafka-topics.sh --alter --config}).</li>
 * <li>{@code librdkafka}: {@code key=value} lines, as {@code kcat -F} reads them and the
 * Python, Go and .NET clients take them, from {@link Librdkafka}, with a comment naming
 * the releases that take them ({@link Librdkafka#releases}).</li>
 * <li>{@code spring-boot}: {@code application.yaml} for spring-kafka:
 * {@code spring.kafka.producer.compression-type} and {@code batch-size}, and the other
 * producer properties under {@code spring.kafka.producer.properties} with bracketed keys
 * so their dots are kept.</li>
 * <li>{@code strimzi}: a {@code KafkaTopic} resource with the topic configuration, whose
 * {@code spec.config} replaces all of the topic's configuration, as a comment says, with
 * the {@code kubectl patch --type merge} command that changes only these settings. Its
 * {@code apiVersion} is {@code kafka.strimzi.io/v1}, which Strimzi serves from 0.49 and
 * alone from 1.0; a comment gives the {@code v1beta2} of the releases before. A topic
 * name that is not a Kubernetes resource name (capitals, {@code _}) is given as
 * {@code spec.topicName}, under a placeholder resource name; and as a topic's existing
 * resource may have another name than the topic, the comment says to use that.</li>
 * </ul>
 */
final class Snippets {

	/** The placeholder topic name. */
	static final String TOPIC = "my-topic";

	/** The placeholder Strimzi cluster name. */
	static final String CLUSTER = "my-cluster";

	/**
	 * What a Kubernetes resource may be named: a DNS subdomain (RFC 1123), labels of
	 * lower-case letters, digits and {@code -} that start and end with a letter or digit,
	 * joined by {@code .}, up to 253 characters, which no Kafka topic name exceeds. Kafka
	 * topic names may also hold capitals and {@code _}, and dots anywhere.
	 */
	private static final Pattern RESOURCE_NAME = Pattern
		.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*");

	private Snippets() {
	}

	/**
	 * Returns the snippets.
	 * @param producer the Java producer properties
	 * @param topic the topic configuration
	 * @param librdkafka the librdkafka producer properties
	 * @param version the user's Kafka version
	 * @param topicName the topic's name, or {@code null} when not known
	 * @return the snippets by tool, in the order of {@link Recommendation#snippets()}
	 */
	static Map<String, String> of(Map<String, String> producer, Map<String, String> topic,
			Map<String, String> librdkafka, KafkaVersion version, String topicName) {
		Map<String, String> snippets = new LinkedHashMap<>();
		snippets.put(Recommendation.KAFKA_CONFIGS, kafkaConfigs(topic, version, topicName));
		snippets.put(Recommendation.LIBRDKAFKA, librdkafka(librdkafka));
		snippets.put(Recommendation.SPRING_BOOT, springBoot(producer));
		snippets.put(Recommendation.STRIMZI, strimzi(topic, topicName));
		return snippets;
	}

	private static String kafkaConfigs(Map<String, String> topic, KafkaVersion version, String topicName) {
		if (topic.isEmpty()) {
			return "# Kafka " + version + " topics need no configuration for these settings.\n";
		}
		String configs = topic.entrySet()
			.stream()
			.map((entry) -> entry.getKey() + "=" + entry.getValue())
			.collect(Collectors.joining(","));
		String server = Recommendation.serverPlaceholder(version);
		boolean broker = server.equals(Recommendation.BROKER_PLACEHOLDER);
		String name = (topicName != null) ? topicName : TOPIC;
		String comment = "# Replace " + ((topicName != null) ? "" : TOPIC + " with your topic's name and ")
				+ Recommendation.serverToReplace(version, "your") + ".\n";
		if (!version.isAtLeast(KafkaVersion.TOPIC_COMPRESSION)) {
			return comment + "kafka-topics.sh --zookeeper " + server + " --alter --topic " + name + " --config "
					+ configs.replace(",", " --config ") + "\n";
		}
		return comment + "kafka-configs.sh " + (broker ? "--bootstrap-server " : "--zookeeper ") + server
				+ " --alter --entity-type topics --entity-name " + name + " --add-config " + configs + "\n";
	}

	private static String librdkafka(Map<String, String> properties) {
		StringBuilder text = new StringBuilder("# librdkafka producer configuration (C, Python, Go, .NET, kcat -F)\n");
		text.append("# ").append(Librdkafka.releases(properties)).append('\n');
		properties.forEach((key, value) -> text.append(key).append('=').append(value).append('\n'));
		return text.toString();
	}

	private static String springBoot(Map<String, String> producer) {
		StringBuilder text = new StringBuilder("# application.yaml (spring-kafka producer)\n");
		text.append("spring:\n  kafka:\n    producer:\n");
		text.append("      compression-type: ").append(producer.get("compression.type")).append('\n');
		text.append("      batch-size: ").append(producer.get("batch.size")).append('\n');
		text.append("      properties:\n");
		producer.forEach((key, value) -> {
			if (!key.equals("compression.type") && !key.equals("batch.size")) {
				text.append("        \"[").append(key).append("]\": ").append(value).append('\n');
			}
		});
		return text.toString();
	}

	private static String strimzi(Map<String, String> topic, String topicName) {
		boolean named = topicName != null && RESOURCE_NAME.matcher(topicName).matches();
		String resource = named ? topicName : TOPIC;
		StringBuilder text = new StringBuilder();
		if (topicName == null) {
			text.append("# Replace ").append(TOPIC).append(" and ").append(CLUSTER);
			text.append(" with your topic's and Kafka cluster's names.\n");
		}
		else {
			text.append("# Replace ").append(CLUSTER).append(" with your Kafka cluster's name, and ").append(resource);
			text.append(named ? " with the name of the topic's KafkaTopic resource if it has another.\n"
					: " with the name of the topic's KafkaTopic resource: " + topicName
							+ " is not a Kubernetes name, so spec.topicName names it.\n");
		}
		text.append("# spec.config replaces the topic's whole configuration: copy its other settings (retention.ms,\n");
		text.append("# cleanup.policy, ...) into it, or change only these on an existing KafkaTopic with\n");
		text.append("#   kubectl patch kafkatopic ").append(resource).append(" --type merge -p '");
		text.append(topic.entrySet()
			.stream()
			.map((entry) -> "\"" + entry.getKey() + "\":\"" + entry.getValue() + "\"")
			.collect(Collectors.joining(",", "{\"spec\":{\"config\":{", "}}}")));
		text.append("'\n");
		text.append("# Strimzi before 0.49 takes apiVersion: kafka.strimzi.io/v1beta2.\n");
		text.append("apiVersion: kafka.strimzi.io/v1\nkind: KafkaTopic\nmetadata:\n");
		text.append("  name: ").append(quoted(resource)).append('\n');
		text.append("  labels:\n    strimzi.io/cluster: ").append(CLUSTER).append('\n');
		text.append("spec:\n");
		if (topicName != null && !named) {
			text.append("  topicName: ").append(quoted(topicName)).append('\n');
		}
		text.append("  config:").append(topic.isEmpty() ? " {}\n" : "\n");
		topic.forEach((key, value) -> text.append("    ").append(key).append(": ").append(value).append('\n'));
		return text.toString();
	}

	/**
	 * Returns a name as a YAML string, which a bare name such as {@code 2024},
	 * {@code true} or {@code null} would not be; a Kafka topic's name has nothing to
	 * escape.
	 */
	private static String quoted(String name) {
		return "\"" + name + "\"";
	}

}
