package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;

import io.kcadvisor.kafka.KafkaVersion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.storage.internals.log.LogConfig;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import tools.jackson.databind.JsonNode;

/**
 * Every sample in {@code samples/}, analysed as users do (the standard preset; a high
 * rate on Kafka 3.7, with {@code batch.size} 0 and 1 MiB; a low keyed rate with
 * {@code linger.ms} 0), and its advice asked for every objective on every release where
 * what the advice may set changes: no recommendation stores more than {@code none} or
 * rests on fewer than two full batches, every property is one that version knows with a
 * value kafka-clients accepts, every librdkafka setting is within librdkafka's documented
 * ranges, and every {@code linger.ms} the notes, warnings and rationale name is the one
 * the settings set.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sample.max-size=4MB" })
@ActiveProfiles("brief-timing")
class SampleAdviceTests {

	private static final List<String[]> SAMPLES = List.of(new String[] { "iot-sensors.jsonl", "lines" },
			new String[] { "nginx-access.log", "lines" }, new String[] { "cdc-orders.jsonl", "lines" },
			new String[] { "payments.bin", "length-prefixed" }, new String[] { "metrics.csv", "lines" },
			new String[] { "tiny-events.txt", "lines" });

	private static final List<String[]> ANALYSES = List.of(new String[] { "preset", "standard" },
			new String[] { "preset", "quick", "batchSizes", "0,16384,1048576", "kafkaVersion", "3.7",
					"messagesPerSecond", "1000000", "partitions", "12" },
			new String[] { "preset", "quick", "messagesPerSecond", "2000", "partitions", "50", "keyed", "true",
					"lingerMs", "0" });

	/**
	 * The producer and topic properties the advice may set, with the first release that
	 * knows each (checked in Kafka's sources: the Java producer of 0.8.2, topic
	 * compression.type from 0.9.0, KIP-390's levels from 3.8), and the codecs each
	 * release takes.
	 */
	private static final Map<String, String> PRODUCER_PROPERTY_SINCE = Map.of("compression.type", "0.8.2", "batch.size",
			"0.8.2", "linger.ms", "0.8.2", "max.request.size", "0.8.2", "compression.gzip.level", "3.8",
			"compression.lz4.level", "3.8", "compression.zstd.level", "3.8");

	private static final Map<String, String> TOPIC_PROPERTY_SINCE = Map.of("compression.type", "0.9.0",
			"max.message.bytes", "0.8.0");

	private static final Map<String, String> CODEC_SINCE = Map.of("none", "0.8.0", "uncompressed", "0.9.0", "producer",
			"0.9.0", "gzip", "0.8.0", "snappy", "0.8.0", "lz4", "0.8.2", "zstd", "2.1");

	/**
	 * librdkafka's producer properties with their documented ranges (CONFIGURATION.md),
	 * and compression.level's usable range by codec.
	 */
	private static final Map<String, long[]> LIBRDKAFKA_RANGES = Map.of("batch.size", new long[] { 1, 2147483647 },
			"message.max.bytes", new long[] { 1000, 1000000000 }, "batch.num.messages", new long[] { 1, 1000000 },
			"linger.ms", new long[] { 0, 900000 }, "message.timeout.ms", new long[] { 0, 2147483647 },
			"queue.buffering.max.messages", new long[] { 0, 2147483647 }, "queue.buffering.max.kbytes",
			new long[] { 1, 2147483647 });

	private static final Map<String, long[]> LIBRDKAFKA_LEVELS = Map.of("gzip", new long[] { -1, 9 }, "lz4",
			new long[] { -1, 12 }, "zstd", new long[] { -1, 12 }, "snappy", new long[] { -1, 0 });

	private static final Pattern LINGER_MS = Pattern.compile("linger\\.ms (\\d+)");

	/**
	 * The releases where what the advice may set or must say changes, and the one before
	 * each: what a property, codec or default needs, the partitioner (2.4), the message
	 * format (0.11.0), the brokers' tools (2.5) and KRaft (4.0); and the newest.
	 */
	private static final List<KafkaVersion> VERSIONS = Stream
		.of("0.8.1", "0.8.2", "0.9.0", "0.10.2", "0.11.0", "2.0", "2.1", "2.2", "2.3", "2.4", "2.5", "3.7", "3.8",
				"3.9", "4.0", KafkaVersion.NEWEST.toString())
		.map(KafkaVersion::parse)
		.toList();

	@LocalServerPort
	private int port;

	private ApiClient api;

	@BeforeEach
	void connect() {
		this.api = new ApiClient(this.port);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("samples")
	void everyRecommendationOnEverySampleIsSafeToPasteForEveryObjectiveAndVersion(String sample, String format)
			throws Exception {
		byte[] bytes = Files.readAllBytes(Path.of("samples", sample));
		for (String[] fields : ANALYSES) {
			List<String> all = new ArrayList<>(List.of("format", format));
			all.addAll(List.of(fields));
			String id = json(this.api.post(form(sample, bytes, all.toArray(String[]::new)))).path("id").asString();
			JsonNode analysis = this.api.await(id,
					(state) -> !List.of("QUEUED", "RUNNING").contains(state.path("status").asString()),
					Duration.ofMinutes(5));
			assertThat(analysis.path("status").asString()).as(String.join(" ", fields)).isEqualTo("SUCCEEDED");
			for (KafkaVersion version : VERSIONS) {
				for (String objective : List.of("balanced", "smallest", "fastest")) {
					JsonNode advised = json(this.api
						.get("/api/v1/analyses/" + id + "?objective=" + objective + "&kafkaVersion=" + version));
					String context = sample + " " + String.join(" ", fields) + ", " + objective + " on " + version;
					checkRecommendations(advised, version, context);
				}
			}
			this.api.delete("/api/v1/analyses/" + id);
		}
	}

	private static void checkRecommendations(JsonNode analysis, KafkaVersion version, String context) {
		JsonNode recommendations = analysis.path("recommendations");
		if (!version.isAtLeast(KafkaVersion.JAVA_PRODUCER)) {
			assertThat(recommendations).as(context).isEmpty();
			return;
		}
		assertThat(recommendations).as(context).isNotEmpty();
		for (JsonNode recommendation : recommendations) {
			JsonNode result = recommendation.path("result");
			String where = context + ", rank " + recommendation.path("rank").asInt();
			assertThat(result.path("batches").asInt()).as(where).isGreaterThanOrEqualTo(3);
			if (!result.path("codec").asString().equals("none")) {
				assertThat(result.path("compressedBytes").asLong()).as(where)
					.isLessThan(result.path("uncompressedBytes").asLong())
					.isLessThan(noneAt(analysis.path("results"), result.path("batchSize")));
			}
			Map<String, String> producer = strings(recommendation.path("producerProperties"));
			Map<String, String> topic = strings(recommendation.path("topicProperties"));
			checkProducer(producer, version, where);
			checkTopic(topic, version, where);
			checkLibrdkafka(recommendation.path("snippets").path("librdkafka").asString(), topic, version, where);
			List<String> texts = new ArrayList<>();
			recommendation.path("warnings").forEach((warning) -> texts.add(warning.asString()));
			texts.add(recommendation.path("rationale").asString());
			analysis.path("notes").forEach((note) -> texts.add(note.asString()));
			texts.forEach((text) -> assertThat(LINGER_MS.matcher(text).results())
				.allSatisfy((named) -> assertThat(named.group(1)).as(where + ": " + text)
					.isEqualTo(producer.get("linger.ms"))));
		}
	}

	private static void checkProducer(Map<String, String> producer, KafkaVersion version, String where) {
		producer.keySet()
			.forEach((name) -> assertThat(version.isAtLeast(KafkaVersion.parse(PRODUCER_PROPERTY_SINCE.get(name))))
				.as(where + ": " + name)
				.isTrue());
		assertThat(version.isAtLeast(KafkaVersion.parse(CODEC_SINCE.get(producer.get("compression.type"))))).as(where)
			.isTrue();
		assertThat(ProducerConfig.configNames()).as(where).containsAll(producer.keySet());
		Map<String, Object> config = new HashMap<>(producer);
		config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		assertThatNoException().as(where).isThrownBy(() -> ProducerConfig.configDef().parse(config));
	}

	private static void checkTopic(Map<String, String> topic, KafkaVersion version, String where) {
		topic.forEach((name, value) -> {
			assertThat(version.isAtLeast(KafkaVersion.parse(TOPIC_PROPERTY_SINCE.get(name)))).as(where + ": " + name)
				.isTrue();
			if (name.equals("compression.type")) {
				assertThat(version.isAtLeast(KafkaVersion.parse(CODEC_SINCE.get(value)))).as(where).isTrue();
			}
		});
		assertThat(LogConfig.configNames()).as(where).containsAll(topic.keySet());
		Properties config = new Properties();
		config.putAll(topic);
		assertThatNoException().as(where).isThrownBy(() -> LogConfig.validate(config));
	}

	private static void checkLibrdkafka(String snippet, Map<String, String> topic, KafkaVersion version, String where) {
		Map<String, String> properties = new LinkedHashMap<>();
		snippet.lines()
			.filter((line) -> !line.startsWith("#"))
			.map((line) -> line.split("=", 2))
			.forEach((pair) -> properties.put(pair[0], pair[1]));
		String codec = properties.remove("compression.codec");
		assertThat(codec).as(where).isIn("none", "gzip", "snappy", "lz4", "zstd");
		String apiVersionRequest = properties.remove("api.version.request");
		String fallback = properties.remove("broker.version.fallback");
		if (version.isAtLeast(KafkaVersion.API_VERSIONS)) {
			assertThat(apiVersionRequest).as(where).isNull();
			assertThat(fallback).as(where).isNull();
		}
		else {
			// librdkafka's CONFIGURATION.md: "Valid values are: 0.9.0, 0.8.2,
			// 0.8.1, 0.8.0"
			assertThat(apiVersionRequest).as(where).isEqualTo("false");
			assertThat(fallback).as(where).isEqualTo(version.toString()).isIn("0.9.0", "0.8.2", "0.8.1", "0.8.0");
		}
		String level = properties.remove("compression.level");
		if (level != null) {
			assertThat(Long.parseLong(level)).as(where)
				.isBetween(LIBRDKAFKA_LEVELS.get(codec)[0], LIBRDKAFKA_LEVELS.get(codec)[1]);
		}
		assertThat(LIBRDKAFKA_RANGES).as(where).containsKeys(properties.keySet().toArray(String[]::new));
		properties.forEach((key, value) -> assertThat(Long.parseLong(value)).as(where + ": " + key)
			.isBetween(LIBRDKAFKA_RANGES.get(key)[0], LIBRDKAFKA_RANGES.get(key)[1]));
		long batchSize = Long.parseLong(properties.get("batch.size"));
		long messageMaxBytes = Long.parseLong(properties.getOrDefault("message.max.bytes", "1000000"));
		assertThat(batchSize).as(where)
			.isLessThanOrEqualTo(Math.max(messageMaxBytes, 1000000))
			.isLessThan(Long
				.parseLong(topic.getOrDefault("max.message.bytes", String.valueOf(version.defaultMaxMessageBytes()))));
		assertThat(Long.parseLong(properties.getOrDefault("message.timeout.ms", "300000"))).as(where)
			.isGreaterThan(Long.parseLong(properties.get("linger.ms")));
	}

	private static long noneAt(JsonNode results, JsonNode batchSize) {
		for (JsonNode result : results) {
			if (result.path("codec").asString().equals("none") && result.path("batchSize").equals(batchSize)) {
				return result.path("compressedBytes").asLong();
			}
		}
		return Long.MAX_VALUE;
	}

	private static Map<String, String> strings(JsonNode object) {
		Map<String, String> map = new LinkedHashMap<>();
		object.properties().forEach((entry) -> map.put(entry.getKey(), entry.getValue().asString()));
		return map;
	}

	static Stream<Arguments> samples() {
		return SAMPLES.stream().map((sample) -> Arguments.of(sample[0], sample[1]));
	}

}
