package io.kcadvisor.advice;

import static io.kcadvisor.advice.TestResults.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.kafka.storage.internals.log.LogConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.Yaml;

class SnippetsTests {

	private static final Map<String, long[]> LIBRDKAFKA_RANGES = Map.of("batch.size", new long[] { 1, 2147483647 },
			"message.max.bytes", new long[] { 1000, 1000000000 }, "batch.num.messages", new long[] { 1, 1000000 },
			"linger.ms", new long[] { 0, 900000 }, "message.timeout.ms", new long[] { 1, 2147483647 },
			"queue.buffering.max.messages", new long[] { 0, 2147483647 }, "queue.buffering.max.kbytes",
			new long[] { 1, 2147483647 }, "compression.level",
			new long[] { Librdkafka.MIN_LEVEL, Librdkafka.MAX_LEVEL });

	@Test
	void snippetsComeInAStableOrder() {
		assertThat(snippets(result(Codec.ZSTD, 6, 65536, 2_240_000, 150), AdviceRequest.defaults()).keySet())
			.containsExactly("kafka-configs", "librdkafka", "spring-boot", "strimzi");
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("results")
	void kafkaConfigsAltersThePlaceholderTopicWithTheTopicProperties(Result result) {
		String snippet = snippets(result, AdviceRequest.defaults()).get(Recommendation.KAFKA_CONFIGS);
		List<String> lines = snippet.lines().toList();
		assertThat(lines).hasSize(2);
		assertThat(lines.get(0)).startsWith("#").contains("my-topic");
		String prefix = "kafka-configs.sh --bootstrap-server localhost:9092 --alter --entity-type topics "
				+ "--entity-name my-topic --add-config ";
		assertThat(lines.get(1)).startsWith(prefix);
		String configs = lines.get(1).substring(prefix.length());
		assertThat(configs).doesNotContain(" ");
		Map<String, String> pairs = Arrays.stream(configs.split(","))
			.map((pair) -> pair.split("=", 2))
			.collect(Collectors.toMap((pair) -> pair[0], (pair) -> pair[1], (a, b) -> a, LinkedHashMap::new));
		assertThat(pairs).isEqualTo(PropertiesWriter.topic(result, AdviceRequest.defaults()));
		Properties config = new Properties();
		config.putAll(pairs);
		assertThatNoException().isThrownBy(() -> LogConfig.validate(config));
	}

	@Test
	void beforeKafka09TopicsAreAlteredWithKafkaTopicsAndNeedNothingWithinTheDefaultLimit() {
		AdviceRequest old = new AdviceRequest(null, KafkaVersion.parse("0.8.2"), null);
		assertThat(snippets(result(Codec.LZ4, 9, 16384, 4_000_000, 700), old, KafkaVersion.parse("0.8.2"))
			.get(Recommendation.KAFKA_CONFIGS))
			.isEqualTo("# Kafka 0.8.2 topics need no configuration for these settings.\n");
		assertThat(snippets(result(Codec.LZ4, 9, 4194304, 2_000_000, 700), old, KafkaVersion.parse("0.8.2"))
			.get(Recommendation.KAFKA_CONFIGS))
			.isEqualTo("# Replace my-topic with your topic's name and localhost:2181 with your ZooKeeper connection.\n"
					+ "kafka-topics.sh --zookeeper localhost:2181 --alter --topic my-topic --config "
					+ "max.message.bytes=4613734\n");
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("results")
	void strimziSaysItReplacesTheWholeConfigAndGivesAMergePatchThatDoesNot(Result result) throws Exception {
		String snippet = snippets(result, AdviceRequest.defaults()).get(Recommendation.STRIMZI);
		assertThat(snippet).contains("# spec.config replaces the topic's whole configuration: copy its other "
				+ "settings (retention.ms,\n# cleanup.policy, ...) into it, or change only these on an existing "
				+ "KafkaTopic with\n");
		String patch = snippet.lines()
			.filter((line) -> line.startsWith("#   kubectl patch kafkatopic my-topic --type merge -p '"))
			.findFirst()
			.orElseThrow();
		String json = patch.substring(patch.indexOf('\'') + 1, patch.lastIndexOf('\''));
		Map<String, Object> config = at(new Yaml().load(json), "spec", "config");
		assertThat(config).isEqualTo(new LinkedHashMap<>(PropertiesWriter.topic(result, AdviceRequest.defaults())));
	}

	/**
	 * An analysis of a live topic knows its name: the commands alter that topic, and say
	 * to replace only the address.
	 */
	@Test
	void aKnownTopicIsAlteredByItsName() {
		Result result = result(Codec.ZSTD, 6, 65536, 2_240_000, 150);
		String snippet = snippets(result, onTopic("orders.v2")).get(Recommendation.KAFKA_CONFIGS);
		assertThat(snippet).isEqualTo("# Replace localhost:9092 with one of your brokers.\n"
				+ "kafka-configs.sh --bootstrap-server localhost:9092 --alter --entity-type topics --entity-name "
				+ "orders.v2 --add-config compression.type=producer\n");
		assertThat(snippets(result(Codec.LZ4, 9, 4194304, 2_000_000, 700),
				new AdviceRequest(null, KafkaVersion.parse("0.8.2"), null)
					.forTopic(new AdvisedTopic("orders", null, null, null, null)),
				KafkaVersion.parse("0.8.2"))
			.get(Recommendation.KAFKA_CONFIGS))
			.isEqualTo("# Replace localhost:2181 with your ZooKeeper connection.\n"
					+ "kafka-topics.sh --zookeeper localhost:2181 --alter --topic orders --config "
					+ "max.message.bytes=4613734\n");
	}

	/**
	 * A KafkaTopic resource is named by a Kubernetes name, which a Kafka topic's name may
	 * not be: capitals and {@code _} are Kafka's but not Kubernetes', and Strimzi then
	 * takes the topic's name from {@code spec.topicName}. Both are strings, also where
	 * YAML would read the bare name as a number, a boolean or nothing.
	 */
	@ParameterizedTest(name = "{0}")
	@CsvSource(textBlock = """
			orders.v2,		orders.v2,	,			orders.v2 with the name
			Orders,			my-topic,	Orders,		my-topic with the name
			order_events,	my-topic,	order_events,	my-topic with the name
			orders..v2,		my-topic,	orders..v2,	my-topic with the name
			-orders,		my-topic,	-orders,	my-topic with the name
			2024,			2024,		,			2024 with the name
			true,			true,		,			true with the name
			null,			null,		,			null with the name
			Yes,			my-topic,	Yes,		my-topic with the name
			""")
	void strimziNamesAKnownTopicByItsResourceNameWhereItIsOne(String topic, String resourceName, String topicName,
			String replace) {
		Result result = result(Codec.ZSTD, 6, 65536, 2_240_000, 150);
		String snippet = snippets(result, onTopic(topic)).get(Recommendation.STRIMZI);
		Map<String, Object> resource = new Yaml().load(snippet);
		assertThat(at(resource, "metadata")).containsEntry("name", resourceName);
		if (topicName == null) {
			assertThat(at(resource, "spec")).doesNotContainKey("topicName");
		}
		else {
			assertThat(at(resource, "spec")).containsEntry("topicName", topicName);
		}
		assertThat(snippet)
			.startsWith("# Replace my-cluster with your Kafka cluster's name, and " + replace
					+ " of the topic's KafkaTopic resource")
			.contains("#   kubectl patch kafkatopic " + resourceName + " --type merge -p '");
	}

	/**
	 * kafka-configs.sh alters topics through the brokers from Kafka 2.5: before, its
	 * {@code --bootstrap-server} took only broker configs, and refused topics
	 * ({@code ConfigCommand.BrokerSupportedConfigTypes}).
	 */
	@ParameterizedTest(name = "{0}: {1}")
	@CsvSource(textBlock = """
			2.1,	--zookeeper localhost:2181
			2.2,	--zookeeper localhost:2181
			2.4,	--zookeeper localhost:2181
			2.5,	--bootstrap-server localhost:9092
			4.0,	--bootstrap-server localhost:9092
			""")
	void kafkaConfigsAltersTopicsThroughTheBrokersFromKafka25(String version, String connection) {
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse(version), null);
		String snippet = snippets(result(Codec.LZ4, 9, 16384, 4_000_000, 700), request)
			.get(Recommendation.KAFKA_CONFIGS);
		assertThat(snippet).contains("kafka-configs.sh " + connection + " --alter --entity-type topics");
		String server = connection.substring(connection.indexOf(' ') + 1);
		assertThat(snippet.lines().findFirst().orElseThrow())
			.isEqualTo("# Replace my-topic with your topic's name and " + server + " with "
					+ (server.endsWith("9092") ? "one of your brokers." : "your ZooKeeper connection."));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("results")
	void librdkafkaSetsKnownPropertiesWithinTheirRanges(Result result) {
		String snippet = snippets(result, AdviceRequest.defaults()).get(Recommendation.LIBRDKAFKA);
		Map<String, String> properties = snippet.lines()
			.filter((line) -> !line.startsWith("#"))
			.map((line) -> line.split("=", 2))
			.collect(Collectors.toMap((pair) -> pair[0], (pair) -> pair[1], (a, b) -> a, LinkedHashMap::new));
		assertThat(properties).containsEntry("compression.codec", result.codec().kafkaName())
			.containsKeys("batch.size", "linger.ms");
		properties.remove("compression.codec");
		assertThat(LIBRDKAFKA_RANGES).containsKeys(properties.keySet().toArray(String[]::new));
		properties.forEach((key, value) -> assertThat(Long.parseLong(value)).as(key)
			.isBetween(LIBRDKAFKA_RANGES.get(key)[0], LIBRDKAFKA_RANGES.get(key)[1]));
		assertThat(properties.containsKey("compression.level"))
			.isEqualTo(result.codec().hasLevel() && !result.level().equals(result.codec().defaultLevel()));
	}

	/**
	 * librdkafka took {@code batch.size} from 1.5.0; older releases refuse the whole
	 * configuration ("No such configuration property").
	 */
	@ParameterizedTest(name = "{0}")
	@MethodSource("results")
	void librdkafkaSaysWhichReleaseTakesItsProperties(Result result) {
		String snippet = snippets(result, AdviceRequest.defaults()).get(Recommendation.LIBRDKAFKA);
		assertThat(snippet.lines().filter((line) -> line.startsWith("#")))
			.anyMatch((line) -> line.contains("librdkafka 1.5 or newer"));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("results")
	void springBootIsApplicationYamlForSpringKafka(Result result) {
		Map<String, String> producerProperties = PropertiesWriter.producer(result, AdviceRequest.defaults());
		String snippet = snippets(result, AdviceRequest.defaults()).get(Recommendation.SPRING_BOOT);
		Map<String, Object> producer = at(new Yaml().load(snippet), "spring", "kafka", "producer");
		assertThat(producer).containsOnlyKeys("compression-type", "batch-size", "properties");
		assertThat(producer.get("compression-type")).isEqualTo(result.codec().kafkaName());
		assertThat(producer.get("batch-size")).isEqualTo(result.batchSize());
		Map<String, Object> properties = at(producer, "properties");
		Map<String, String> expected = new LinkedHashMap<>();
		producerProperties.forEach((key, value) -> {
			if (!key.equals("compression.type") && !key.equals("batch.size")) {
				expected.put("[" + key + "]", value);
			}
		});
		assertThat(properties.entrySet()
			.stream()
			.collect(Collectors.toMap(Map.Entry::getKey, (entry) -> String.valueOf(entry.getValue()))))
			.isEqualTo(expected);
	}

	/**
	 * Strimzi serves KafkaTopic as {@code kafka.strimzi.io/v1} from 0.49, and only as
	 * that from 1.0, which no longer knows {@code v1beta2}; before 0.49 it served
	 * {@code v1beta2} only, as a comment says.
	 */
	@ParameterizedTest(name = "{0}")
	@MethodSource("results")
	void strimziIsAKafkaTopicResourceWithTheTopicProperties(Result result) {
		String snippet = snippets(result, AdviceRequest.defaults()).get(Recommendation.STRIMZI);
		Map<String, Object> resource = new Yaml().load(snippet);
		assertThat(resource).containsEntry("apiVersion", "kafka.strimzi.io/v1").containsEntry("kind", "KafkaTopic");
		assertThat(snippet).contains("# Strimzi before 0.49 takes apiVersion: kafka.strimzi.io/v1beta2.\n");
		assertThat(at(resource, "metadata")).containsEntry("name", "my-topic");
		assertThat(at(resource, "metadata", "labels")).containsEntry("strimzi.io/cluster", "my-cluster");
		Map<String, Object> config = at(resource, "spec", "config");
		assertThat(config.entrySet()
			.stream()
			.collect(Collectors.toMap(Map.Entry::getKey, (entry) -> String.valueOf(entry.getValue()))))
			.isEqualTo(PropertiesWriter.topic(result, AdviceRequest.defaults()));
	}

	@Test
	void theLevelPropertyGoesUnderSpringKafkasPropertiesWithItsDotsKept() {
		String snippet = snippets(result(Codec.ZSTD, 6, 65536, 2_240_000, 150), AdviceRequest.defaults())
			.get(Recommendation.SPRING_BOOT);
		assertThat(snippet).isEqualTo("""
				# application.yaml (spring-kafka producer)
				spring:
				  kafka:
				    producer:
				      compression-type: zstd
				      batch-size: 65536
				      properties:
				        "[compression.zstd.level]": 6
				        "[linger.ms]": 5
				""");
	}

	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource({ "4.2", "3.7", "2.0" })
	void everySnippetSendsBatchesModelledFullWithTheLingerOfTheProducerProperties(String version) {
		Result result = result(Codec.GZIP, 6, 1048576, 2_400_000, 45);
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse(version), null);
		assertThat(PropertiesWriter.producer(result, request)).containsEntry("linger.ms", "5");
		Map<String, String> snippets = snippets(result, request);
		assertThat(snippets.get(Recommendation.LIBRDKAFKA)).contains("\nlinger.ms=5\n");
		assertThat(snippets.get(Recommendation.SPRING_BOOT)).contains("\"[linger.ms]\": 5\n");
	}

	static Stream<Result> results() {
		return Stream.of(result(Codec.ZSTD, 6, 65536, 2_240_000, 150), result(Codec.ZSTD, 3, 16384, 2_700_000, 330),
				result(Codec.ZSTD, 19, 1048576, 1_800_000, 5), result(Codec.ZSTD, 3, 4194304, 1_700_000, 300),
				result(Codec.GZIP, 6, 16384, 2_600_000, 45), result(Codec.LZ4, 17, 262144, 3_400_000, 30),
				result(Codec.SNAPPY, null, 16384, 4_200_000, 600), result(Codec.NONE, null, 16384, 10_000_000, 2500));
	}

	private static AdviceRequest onTopic(String name) {
		return AdviceRequest.defaults().forTopic(new AdvisedTopic(name, null, "delete", null, null));
	}

	private static Map<String, String> snippets(Result result, AdviceRequest request) {
		return snippets(result, request, KafkaVersion.NEWEST);
	}

	private static Map<String, String> snippets(Result result, AdviceRequest request, KafkaVersion topicVersion) {
		return Snippets.of(PropertiesWriter.producer(result, request),
				PropertiesWriter.topic(result, new AdviceRequest(null, topicVersion, null)),
				Librdkafka.properties(result, request), request.kafkaVersion(), request.topic().name());
	}

	@SuppressWarnings("unchecked")
	private static Map<String, Object> at(Map<String, Object> map, String... path) {
		Map<String, Object> current = map;
		for (String key : path) {
			assertThat(current).containsKey(key);
			current = (Map<String, Object>) current.get(key);
		}
		return current;
	}

}
