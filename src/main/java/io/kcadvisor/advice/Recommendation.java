package io.kcadvisor.advice;

import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One recommended configuration with everything needed to apply it.
 *
 * @param rank 1 for the best for the objective
 * @param result the measured result it recommends, always configurable for the version
 * @param rationale one or two sentences, with figures taken from the results
 * @param producerProperties ready-to-paste Java producer properties, in a stable order
 * @param topicProperties ready-to-paste topic configuration, in a stable order
 * @param snippets the same settings as text for {@code kafka-configs},
 * {@code librdkafka}, {@code spring-boot} and {@code strimzi}, in that order
 * @param warnings what the user must know before applying it
 * @param workload the cost at the user's workload, or {@code null} without a message rate
 */
public record Recommendation(int rank, Result result, String rationale, Map<String, String> producerProperties,
		Map<String, String> topicProperties, Map<String, String> snippets, List<String> warnings,
		WorkloadCost workload) {

	/**
	 * The broker the {@code kafka-configs.sh} command connects to in place of the user's.
	 */
	public static final String BROKER_PLACEHOLDER = "localhost:9092";

	/**
	 * The ZooKeeper the command connects to in place of the user's, where Kafka's tools
	 * could not yet alter topics through the brokers.
	 */
	public static final String ZOOKEEPER_PLACEHOLDER = "localhost:2181";

	/** The key of the {@code kafka-configs.sh --alter} command in {@link #snippets()}. */
	public static final String KAFKA_CONFIGS = "kafka-configs";

	/** The key of the librdkafka producer configuration in {@link #snippets()}. */
	public static final String LIBRDKAFKA = "librdkafka";

	/** The key of the spring-kafka {@code application.yaml} in {@link #snippets()}. */
	public static final String SPRING_BOOT = "spring-boot";

	/** The key of the Strimzi {@code KafkaTopic} resource in {@link #snippets()}. */
	public static final String STRIMZI = "strimzi";

	public Recommendation {
		producerProperties = ordered(producerProperties);
		topicProperties = ordered(topicProperties);
		snippets = ordered(snippets);
		warnings = List.copyOf(warnings);
	}

	/**
	 * Returns the rank of each recommended result, the first where a result is
	 * recommended more than once.
	 * @param recommendations the recommendations, best first
	 * @return each recommended result's rank
	 */
	public static Map<Result, Integer> ranks(List<Recommendation> recommendations) {
		Map<Result, Integer> ranks = new HashMap<>();
		recommendations.forEach((recommendation) -> ranks.putIfAbsent(recommendation.result(), recommendation.rank()));
		return ranks;
	}

	/**
	 * Returns the address the {@code kafka-configs} snippet connects to for a Kafka
	 * version: a broker from 2.5, whose tools alter topics through the brokers, its
	 * ZooKeeper before.
	 * @param version the user's Kafka version
	 * @return {@link #BROKER_PLACEHOLDER} or {@link #ZOOKEEPER_PLACEHOLDER}
	 */
	public static String serverPlaceholder(KafkaVersion version) {
		return version.isAtLeast(KafkaVersion.CONFIGS_THROUGH_BROKERS) ? BROKER_PLACEHOLDER : ZOOKEEPER_PLACEHOLDER;
	}

	/**
	 * Says which address in the {@code kafka-configs} snippet to replace, and with what.
	 * @param version the user's Kafka version
	 * @param whose whose brokers or ZooKeeper, such as {@code your} or {@code its}
	 * @return for example {@code localhost:9092 with one of your brokers}
	 */
	public static String serverToReplace(KafkaVersion version, String whose) {
		String server = serverPlaceholder(version);
		return server + (server.equals(BROKER_PLACEHOLDER) ? " with one of " + whose + " brokers"
				: " with " + whose + " ZooKeeper connection");
	}

	private static Map<String, String> ordered(Map<String, String> map) {
		return Collections.unmodifiableMap(new LinkedHashMap<>(map));
	}

}
