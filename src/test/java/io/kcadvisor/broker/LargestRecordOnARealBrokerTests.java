package io.kcadvisor.broker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.errors.RecordTooLargeException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import tools.jackson.databind.JsonNode;

/**
 * A sample whose largest record the sample limit takes (1 MiB of key, value and headers)
 * but a Java producer with its default settings refuses: a producer and a topic
 * configured with the recommended properties take it on a real broker, where a producer
 * with the defaults fails it with {@link RecordTooLargeException}; and one whose largest
 * record a topic with the default limit stores uncompressed, but not as gzip writes it.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("brief-timing")
@EmbeddedKafka(count = 1)
class LargestRecordOnARealBrokerTests {

	/** The default limit for one record of a sample, which it takes. */
	private static final int LARGEST = 1 << 20;

	/**
	 * Random bytes of value whose batch the Java producer bounds at 1048582 bytes, which
	 * the default max.message.bytes takes uncompressed.
	 */
	private static final int RANDOM = 1_048_495;

	private static byte[] sample;

	private static byte[] largest;

	@LocalServerPort
	private int port;

	@Autowired
	private EmbeddedKafkaBroker broker;

	/**
	 * Makes a sample of 2,000 short lines and one of {@value #LARGEST} bytes of random
	 * letters, which compress to about three quarters.
	 */
	@BeforeAll
	static void makeSample() {
		SplittableRandom random = new SplittableRandom(42);
		largest = new byte[LARGEST];
		for (int index = 0; index < largest.length; index++) {
			largest[index] = (byte) ('a' + random.nextInt(26));
		}
		ByteArrayOutputStream lines = new ByteArrayOutputStream();
		for (int index = 0; index < 2000; index++) {
			lines.writeBytes(("{\"id\":" + index + ",\"status\":\"ok\",\"value\":" + random.nextInt(1000) + "}\n")
				.getBytes(StandardCharsets.UTF_8));
			if (index == 1000) {
				lines.writeBytes(largest);
				lines.write('\n');
			}
		}
		sample = lines.toByteArray();
	}

	@ParameterizedTest(name = "for Kafka {0}")
	@CsvSource({ "4.2", "2.4" })
	void theRecommendedPropertiesTakeTheSamplesLargestRecordWhereTheDefaultsRefuseIt(String version) throws Exception {
		JsonNode recommendation = advise(version);
		String topic = "largest-" + version.replace('.', '-');
		createTopic(topic, strings(recommendation.path("topicProperties")));
		try (KafkaProducer<byte[], byte[]> advised = producer(strings(recommendation.path("producerProperties")))) {
			RecordMetadata stored = advised.send(new ProducerRecord<>(topic, largest)).get();
			assertThat(stored.serializedValueSize()).isEqualTo(LARGEST);
		}
		try (KafkaProducer<byte[], byte[]> defaults = producer(Map.of())) {
			assertThatExceptionOfType(ExecutionException.class)
				.isThrownBy(() -> defaults.send(new ProducerRecord<>(topic, largest)).get())
				.withCauseInstanceOf(RecordTooLargeException.class);
		}
	}

	/**
	 * A record of {@value #RANDOM} random bytes, just over what a default Java producer
	 * takes, which gzip writes in a batch of 1048905 bytes, over the default
	 * max.message.bytes (1048588): the topic configured as recommended for gzip stores
	 * it, where a topic with the default refuses the batch of a producer configured as
	 * recommended, which cannot split it.
	 */
	@Test
	void theTopicConfiguredForGzipStoresARecordThatGzipGrows() throws Exception {
		SplittableRandom random = new SplittableRandom(7);
		byte[] incompressible = new byte[RANDOM];
		random.nextBytes(incompressible);
		ByteArrayOutputStream records = new ByteArrayOutputStream();
		for (int index = 0; index < 5000; index++) {
			byte[] line = ("{\"id\":" + index + ",\"token\":\"" + Long.toHexString(random.nextLong()) + "\"}")
				.getBytes(StandardCharsets.UTF_8);
			records.writeBytes(ByteBuffer.allocate(4).putInt(line.length).array());
			records.writeBytes(line);
		}
		records.writeBytes(ByteBuffer.allocate(4).putInt(RANDOM).array());
		records.writeBytes(incompressible);
		JsonNode recommendation = advise(records.toByteArray(), "length-prefixed", "4.2", "gzip");
		Map<String, String> producerProperties = strings(recommendation.path("producerProperties"));
		assertThat(producerProperties).containsEntry("compression.type", "gzip");
		createTopic("random-gzip", strings(recommendation.path("topicProperties")));
		createTopic("random-gzip-default", Map.of());
		try (KafkaProducer<byte[], byte[]> advised = producer(producerProperties)) {
			RecordMetadata stored = advised.send(new ProducerRecord<>("random-gzip", incompressible)).get();
			assertThat(stored.serializedValueSize()).isEqualTo(RANDOM);
			assertThatExceptionOfType(ExecutionException.class)
				.isThrownBy(() -> advised.send(new ProducerRecord<>("random-gzip-default", incompressible)).get())
				.withCauseInstanceOf(RecordTooLargeException.class);
		}
	}

	private JsonNode advise(String version) throws InterruptedException {
		return advise(sample, "lines", version, null);
	}

	private JsonNode advise(byte[] records, String format, String version, String codecs) throws InterruptedException {
		MultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
		form.add("sample", new ByteArrayResource(records) {

			@Override
			public String getFilename() {
				return "largest.bin";
			}

		});
		form.add("format", format);
		form.add("preset", "quick");
		form.add("kafkaVersion", version);
		if (codecs != null) {
			form.add("codecs", codecs);
		}
		return Analyses.run(this.port, form).path("recommendations").get(0);
	}

	private void createTopic(String topic, Map<String, String> configs) throws Exception {
		try (Admin admin = Admin
			.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, this.broker.getBrokersAsString()))) {
			admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1).configs(configs))).all().get();
		}
	}

	private KafkaProducer<byte[], byte[]> producer(Map<String, String> properties) {
		Map<String, Object> config = new HashMap<>(properties);
		config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, this.broker.getBrokersAsString());
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		return new KafkaProducer<>(config);
	}

	private static Map<String, String> strings(JsonNode properties) {
		Map<String, String> map = new HashMap<>();
		properties.properties().forEach((entry) -> map.put(entry.getKey(), entry.getValue().asString()));
		return map;
	}

}
