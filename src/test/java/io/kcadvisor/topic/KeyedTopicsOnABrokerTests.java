package io.kcadvisor.topic;

import static io.kcadvisor.topic.AdvisorApi.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntSupplier;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.ResponseEntity;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.ActiveProfiles;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Keyed topics written by a real producer at a steady rate with a real linger, where the
 * rate, not batch.size, closes the batches: what the analysis models for the producer's
 * own configuration comes close to what the broker stores, whether the keys are skewed or
 * spread evenly.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.kafka.clusters.local.bootstrap-servers=${spring.embedded.kafka.brokers}",
				"advisor.kafka.max-sample-records=10000" })
@ActiveProfiles("brief-timing")
@EmbeddedKafka(count = 1)
class KeyedTopicsOnABrokerTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	@Autowired
	private EmbeddedKafkaBroker broker;

	/**
	 * A topic whose keys are skewed: 2000 messages a second, nine in ten with one key,
	 * through a zstd producer of batch.size 16384: the busy partition's batches hold what
	 * 1880 messages a second bring within the linger, about 95 or 190 records, the quiet
	 * ones' what 40 a second bring, a few. Modelled as an even spread, every batch held
	 * what 500 a second bring, and zstd 3 stored 11.8% more per record than the broker at
	 * linger.ms 50. A fresh producer's ratio estimate, which starts at 1.0, holds the
	 * busy partition's batches at linger.ms 100 to about 130 records, where the analysis
	 * models a long-running one's: it stores 2.3% less than the broker there; 4% covers
	 * that.
	 */
	@ParameterizedTest(name = "linger.ms {0}")
	@ValueSource(ints = { 20, 50, 100 })
	void modelsWhatTheProducersOwnConfigurationStoresOnATopicWhoseKeysAreSkewed(int lingerMs) throws Exception {
		String topic = "skewed-" + lingerMs;
		Random random = new Random(42);
		double broker = produceAtRate(topic, 4, new Rate(8000, 2000, lingerMs),
				() -> (random.nextDouble() < 0.9) ? 7 : random.nextInt(50));
		JsonNode analysis = analyse(topic, lingerMs, broker);
		List<Double> shares = new ArrayList<>();
		analysis.path("request")
			.path("workload")
			.path("partitionShares")
			.forEach((share) -> shares.add(share.asDouble()));
		assertThat(shares).hasSize(4).anySatisfy((share) -> assertThat(share).isGreaterThan(0.9));
		assertThat(analysis.path("notes").toString()).contains("Its partitions get unequal shares of the messages",
				"modelled for each partition at its share of the rate");
		assertThat(analysis.path("recommendations").toString()).contains("with keys, spread over 4 partitions as "
				+ "unevenly as the topic's, each partition's batches filling at its own rate");
		double modelled = perRecord(analysis, "zstd", 3);
		System.out.printf("PROBE %s modelled %.2f broker %.2f %.1f%%%n", topic, modelled, broker,
				100 * (modelled / broker - 1));
		assertThat(modelled).as(analysis.toString()).isCloseTo(broker, withinPercentage(4));
	}

	/**
	 * A topic of 12 partitions whose 200 keys spread evenly: 250 messages a second
	 * through a zstd producer, at linger.ms 20 and 80. The producer sends the batches of
	 * all 12 partitions together once the first has waited the linger, so a batch holds
	 * what its partition gets of the 6 or 21 records that arrive meanwhile. Modelled as
	 * each partition filling its own batch within its own linger, 21 messages a second
	 * would hold one record a batch at linger.ms 20; in the same windows at four times
	 * the rate (1000 a second, linger.ms 5) such a model stored 19.5% more per record
	 * than the broker. The model came within 2% of the broker (-0.1% to +1.8%, two runs
	 * on the 2-core reference machine); 5% covers that. At 1000 messages a second and
	 * linger.ms 5 or 20, the same windows at four times the rate, it came 2.6% to 3.4%
	 * and 1.2% to 1.8% above on one machine, but 9.8% to 12.9% and 4.9% to 8.2% above on
	 * another, where the producer's sender thread, the thread calling send() and the
	 * broker contend for 2 cores and the producer sends later than linger.ms after a
	 * batch's first record (6.8 records a request at linger.ms 5, where the window holds
	 * 6): the model does not know how late a busy producer sends, and at a quarter of the
	 * rate that lag moves a window by a quarter as many records.
	 */
	@ParameterizedTest(name = "linger.ms {0}")
	@ValueSource(ints = { 20, 80 })
	void modelsWhatTheProducersOwnConfigurationStoresOnATopicWhoseKeysSpreadEvenly(int lingerMs) throws Exception {
		String topic = "even-" + lingerMs;
		Random random = new Random(42);
		double broker = produceAtRate(topic, 12, new Rate(3000, 250, lingerMs), () -> random.nextInt(200));
		JsonNode analysis = analyse(topic, lingerMs, broker);
		double modelled = perRecord(analysis, "zstd", 3);
		System.out.printf("PROBE %s modelled %.2f broker %.2f %.1f%%%n", topic, modelled, broker,
				100 * (modelled / broker - 1));
		assertThat(modelled).as(analysis.toString()).isCloseTo(broker, withinPercentage(5));
	}

	/**
	 * Analyses a topic with the producer's linger.ms, and checks that what it says the
	 * topic stores today is what the broker reports.
	 */
	private JsonNode analyse(String topic, int lingerMs, double broker) throws Exception {
		AdvisorApi api = new AdvisorApi(this.port);
		ResponseEntity<String> created = api.analyse(form("cluster", "local", "topic", topic, "sampleRecords", "2000",
				"preset", "quick", "codecs", "none,zstd", "lingerMs", String.valueOf(lingerMs)));
		assertThat(created.getStatusCode().value()).as(created.getBody()).isEqualTo(202);
		JsonNode analysis = api.awaitEnd(JSON.readTree(created.getBody()).path("id").asString());
		assertThat(analysis.path("status").asString()).as(analysis.toString()).isEqualTo("SUCCEEDED");
		// the embedded cluster's one broker leads every partition
		assertThat(analysis.path("request").path("workload").path("brokers").asInt()).isEqualTo(1);
		assertThat(analysis.path("notes").toString()).contains("1 leading broker");
		assertThat(analysis.path("current").path("storedBytesPerRecord").asDouble()).isCloseTo(broker,
				withinPercentage(1));
		return analysis;
	}

	/** Returns what a result at batch.size 16384 stores per record of the sample. */
	private static double perRecord(JsonNode analysis, String codec, int level) {
		for (JsonNode result : analysis.path("results")) {
			if (result.path("codec").asString().equals(codec) && result.path("level").asInt() == level
					&& result.path("batchSize").asInt() == 16384) {
				return result.path("compressedBytes").asDouble() / analysis.path("sample").path("records").asInt();
			}
		}
		throw new AssertionError("no " + codec + " " + level + " in " + analysis);
	}

	/**
	 * Creates a topic and sends it JSON-like records at a steady rate, each when it is
	 * due and timestamped then, keyed by device, through a zstd producer of batch.size
	 * 16384 (the default) and the rate's linger.ms.
	 * @return what the topic's log stores per record, as the broker reports it
	 */
	private double produceAtRate(String topic, int partitions, Rate rate, IntSupplier devices) throws Exception {
		try (TestTopics topics = new TestTopics(this.broker.getBrokersAsString())) {
			topics.create(topic, partitions, Map.of("retention.ms", "86400000"));
			Map<String, Object> config = new HashMap<>();
			config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, topics.bootstrapServers());
			config.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, "zstd");
			config.put(ProducerConfig.LINGER_MS_CONFIG, rate.lingerMs());
			config.put(ProducerConfig.ACKS_CONFIG, "1");
			config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, false);
			Random random = new Random(7);
			long start = System.nanoTime();
			long firstTimestamp = System.currentTimeMillis();
			long intervalNanos = TimeUnit.SECONDS.toNanos(1) / rate.perSecond();
			try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(config, new ByteArraySerializer(),
					new ByteArraySerializer())) {
				for (int index = 0; index < rate.records(); index++) {
					long due = start + index * intervalNanos;
					while (System.nanoTime() < due) {
						LockSupport.parkNanos(due - System.nanoTime());
					}
					int device = devices.getAsInt();
					byte[] key = TestTopics.utf8("device-" + device);
					byte[] value = TestTopics
						.utf8("{\"device\":" + device + ",\"temperature\":" + (15 + random.nextInt(200) / 10.0)
								+ ",\"status\":\"" + ((index % 7 == 0) ? "ALERT" : "OK") + "\",\"trace\":\""
								+ Long.toHexString(random.nextLong()) + "\",\"sequence\":" + index + "}");
					long timestamp = firstTimestamp + index * 1000L / rate.perSecond();
					producer.send(new ProducerRecord<>(topic, null, timestamp, key, value));
				}
				producer.flush();
			}
			return topics.logSize(topic) / (double) rate.records();
		}
	}

	/**
	 * How the records are sent.
	 *
	 * @param records how many
	 * @param perSecond how many a second
	 * @param lingerMs the producer's linger.ms
	 */
	private record Rate(int records, int perSecond, int lingerMs) {
	}

}
