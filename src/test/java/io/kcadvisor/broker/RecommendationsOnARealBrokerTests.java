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
import java.util.Objects;
import java.util.Set;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
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
 * sample, every record comes back unchanged, and the broker stores about the bytes the
 * advisor predicted.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("brief-timing")
@EmbeddedKafka(count = 1)
class RecommendationsOnARealBrokerTests {

	private static final Path SAMPLE = Path.of("samples/iot-sensors.jsonl");

	/**
	 * Passes of the sample sent: a new producer's compression ratio estimate starts at
	 * 1.0 and falls by 0.005 a batch, so it takes a few passes to converge as a
	 * long-running producer's has.
	 */
	private static final int PASSES = 6;

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
			TopicPartition partition = new TopicPartition(topic, 0);
			List<Long> passes = new ArrayList<>();
			long stored = 0;
			for (int pass = 0; pass < PASSES; pass++) {
				passes.add(produce(recommendation, topic, partition, admin, stored));
				stored += passes.get(pass);
			}
			List<byte[]> consumed = consumeAll(topic);
			assertThat(consumed).hasSize(PASSES * records.size());
			for (int index = 0; index < consumed.size(); index++) {
				assertThat(consumed.get(index)).as("record %d", index).isEqualTo(records.get(index % records.size()));
			}
			long predicted = recommendation.path("result").path("compressedBytes").asLong();
			long warm = (passes.get(PASSES - 1) + passes.get(PASSES - 2)) / 2;
			double difference = warm / (double) predicted - 1;
			System.out.printf(
					"%s on Kafka %s with %s: the broker stored %s bytes on successive passes; "
							+ "warm %d against %d predicted (%+.1f%%)%n",
					objective, version, strings(recommendation.path("producerProperties")), passes, warm, predicted,
					100 * difference);
			assertThat(difference).as("stored bytes once the producer's ratio estimate has converged, over predicted")
				.isBetween(-0.05, 0.15);
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

	/** Sends the sample once and returns the bytes the broker stored for it. */
	private long produce(JsonNode recommendation, String topic, TopicPartition partition, Admin admin, long before)
			throws Exception {
		Map<String, Object> config = new HashMap<>(strings(recommendation.path("producerProperties")));
		config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, this.broker.getBrokersAsString());
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		// The advice's batches are those of a producer under load, which fills each batch
		// before its linger.ms ends. This test's thread sends as fast as it can, but on a
		// busy
		// machine it can be descheduled for longer than a few milliseconds, and the
		// batches
		// that linger then closes part-filled are an accident of the machine, not what
		// the
		// advice predicts: a linger no pause reaches leaves batches to close when full.
		config.put(ProducerConfig.LINGER_MS_CONFIG, 60_000);
		try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(config)) {
			for (byte[] value : records) {
				producer.send(new ProducerRecord<>(topic, 0, null, value));
			}
			producer.flush();
		}
		return storedBytes(admin, partition) - before;
	}

	private long storedBytes(Admin admin, TopicPartition partition) throws Exception {
		List<Integer> brokers = admin.describeCluster().nodes().get().stream().map(Node::id).toList();
		return admin.describeLogDirs(brokers)
			.allDescriptions()
			.get()
			.values()
			.stream()
			.flatMap((dirs) -> dirs.values().stream())
			.map((dir) -> dir.replicaInfos().get(partition))
			.filter(Objects::nonNull)
			.mapToLong((info) -> info.size())
			.sum();
	}

	private List<byte[]> consumeAll(String topic) {
		Map<String, Object> config = Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, this.broker.getBrokersAsString(),
				ConsumerConfig.GROUP_ID_CONFIG, topic, ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest",
				ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class,
				ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class);
		List<byte[]> values = new ArrayList<>();
		try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(config)) {
			consumer.subscribe(Set.of(topic));
			long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
			while (values.size() < PASSES * records.size() && System.nanoTime() < deadline) {
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
