package io.kcadvisor.broker;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.io.FileSystemResource;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import tools.jackson.databind.JsonNode;

/**
 * The advice works on a real Kafka broker: a topic created with the recommended topic
 * properties is accepted, a producer configured with the recommended producer properties
 * (a longer {@code linger.ms} aside, so that batches close full as under load) sends the
 * sample over and over as a long-running producer does ({@link SteadyStream}), every
 * record comes back unchanged, and the broker stores what the advisor predicted, within
 * 1%, once the producer's ratio estimate has settled.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("brief-timing")
@EmbeddedKafka(count = 1)
class RecommendationsOnARealBrokerTests {

	private static final Path SAMPLE = Path.of("samples/iot-sensors.jsonl");

	/** Batches the producer's estimate settles in before the stored batches count. */
	private static final int SETTLING = 40;

	/** Batches counted. */
	private static final int COUNTED = 160;

	private static List<byte[]> records;

	@LocalServerPort
	private int port;

	@Autowired
	private EmbeddedKafkaBroker broker;

	@BeforeAll
	static void readSample() throws IOException {
		records = new ArrayList<>();
		for (String line : Files.readAllLines(SAMPLE)) {
			records.add(line.getBytes(StandardCharsets.UTF_8));
		}
	}

	@AfterAll
	static void forget() {
		records = null;
	}

	@ParameterizedTest(name = "the top {0} recommendation for Kafka {1}")
	@CsvSource(textBlock = """
			balanced, 4.2
			fastest,  4.2
			smallest, 3.7
			""")
	void theTopRecommendationWorksOnABrokerAndStoresWhatWasPredicted(String objective, String version)
			throws Exception {
		JsonNode recommendation = advise(objective, version);
		String topic = "advised-" + objective + "-" + version.replace('.', '-');
		try (Admin admin = Admin
			.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, this.broker.getBrokersAsString()))) {
			NewTopic newTopic = new NewTopic(topic, 1, (short) 1)
				.configs(strings(recommendation.path("topicProperties")));
			admin.createTopics(List.of(newTopic)).all().get();
			JsonNode result = recommendation.path("result");
			Map<String, String> producer = strings(recommendation.path("producerProperties"));
			SteadyStream.Stored stored = new SteadyStream(this.broker.getBrokersAsString(), admin).send(topic, producer,
					records, SETTLING + COUNTED, result.path("recordsPerBatch").asDouble());
			List<byte[]> consumed = consumeAll(topic, stored.records());
			assertThat(consumed).hasSize(Math.toIntExact(stored.records()));
			for (int index = 0; index < consumed.size(); index++) {
				assertThat(consumed.get(index)).as("record %d", index).isEqualTo(records.get(index % records.size()));
			}
			long predicted = result.path("compressedBytes").asLong();
			double perSample = stored.bytesPerRecord(SETTLING) * records.size();
			double difference = perSample / predicted - 1;
			System.out.printf(
					"%s on Kafka %s with %s: the broker stored %.0f bytes per sample over %d batches, "
							+ "%d predicted (%+.2f%%)%n",
					objective, version, producer, perSample, stored.counted(SETTLING), predicted, 100 * difference);
			assertThat(stored.counted(SETTLING)).isGreaterThan(COUNTED / 2);
			assertThat(difference).as("stored over predicted, less one").isBetween(-0.01, 0.01);
		}
	}

	private JsonNode advise(String objective, String version) throws InterruptedException {
		MultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
		form.add("sample", new FileSystemResource(SAMPLE));
		form.add("preset", "quick");
		form.add("objective", objective);
		form.add("kafkaVersion", version);
		return Analyses.run(this.port, form).path("recommendations").get(0);
	}

	private List<byte[]> consumeAll(String topic, long expected) {
		Map<String, Object> config = Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, this.broker.getBrokersAsString(),
				ConsumerConfig.GROUP_ID_CONFIG, topic, ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest",
				ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class,
				ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class);
		List<byte[]> values = new ArrayList<>();
		try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(config)) {
			consumer.subscribe(Set.of(topic));
			long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
			while (values.size() < expected && System.nanoTime() < deadline) {
				for (ConsumerRecord<byte[], byte[]> record : consumer.poll(Duration.ofMillis(500))) {
					values.add(record.value());
				}
			}
		}
		return values;
	}

	private static Map<String, String> strings(JsonNode properties) {
		Map<String, String> map = new HashMap<>();
		properties.properties().forEach((entry) -> map.put(entry.getKey(), entry.getValue().asString()));
		return map;
	}

}
