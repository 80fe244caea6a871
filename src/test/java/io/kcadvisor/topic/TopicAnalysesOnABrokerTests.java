package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;
import static io.kcadvisor.topic.AdvisorApi.form;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Analyses of live topics on a real broker: records produced by a real producer with each
 * codec, with keys and without, with headers, are read back exactly; what the topic
 * stores today matches the broker's own log size; and every fault is a clear problem.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.kafka.clusters.local.bootstrap-servers=${spring.embedded.kafka.brokers}",
				"advisor.kafka.clusters.local.properties.sasl.jaas.config=secret-that-never-shows",
				"advisor.kafka.clusters.nowhere.bootstrap-servers=localhost:9",
				"advisor.kafka.clusters.unresolvable.bootstrap-servers=no-such-host.invalid:9092",
				"advisor.kafka.clusters.misconfigured.bootstrap-servers=${spring.embedded.kafka.brokers}",
				"advisor.kafka.clusters.misconfigured.properties.security.protocol=BOGUS",
				"advisor.kafka.request-timeout=3s", "advisor.kafka.max-sample-records=5000",
				"advisor.sample.max-record-size=64KB" })
@ActiveProfiles("brief-timing")
@EmbeddedKafka(count = 1)
class TopicAnalysesOnABrokerTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final int RECORDS = 600;

	private static TestTopics topics;

	@LocalServerPort
	private int port;

	@Autowired
	private TopicCatalog catalog;

	@Autowired
	private TopicSampler sampler;

	@BeforeAll
	static void connect(@Autowired EmbeddedKafkaBroker broker) {
		topics = new TestTopics(broker.getBrokersAsString());
	}

	@AfterAll
	static void disconnect() {
		topics.close();
	}

	@ParameterizedTest(name = "{0}, keyed {1}")
	@CsvSource(textBlock = """
			none, true
			none, false
			gzip, true
			gzip, false
			zstd, true
			zstd, false
			""")
	void readsBackExactlyTheRecordsProducedAndTheLatestOfEachPartition(String compression, boolean keyed)
			throws Exception {
		String topic = "produced-" + compression + "-" + keyed;
		topics.create(topic, 3, Map.of());
		Map<Integer, List<KafkaRecord>> produced = topics.produce(topic, compression, keyed, RECORDS,
				Map.of("linger.ms", 5));
		DescribedTopic described = this.catalog.topic("local", topic);
		assertThat(described.info().records()).isEqualTo(RECORDS);

		TopicSample all = this.sampler.read("local", described,
				new Wanted(Shares.of(described.offsets(), RECORDS), false), null, () -> false, "test-all");
		assertThat(records(all.sample().records()))
			.containsExactlyInAnyOrderElementsOf(produced.values().stream().flatMap(List::stream).toList());
		assertThat(all.keyed()).isEqualTo(keyed);

		Map<Integer, Long> shares = Shares.of(described.offsets(), 30);
		TopicSample latest = this.sampler.read("local", described, new Wanted(shares, false), null, () -> false,
				"test-latest");
		assertThat(shares.values()).allSatisfy((share) -> assertThat(share).isGreaterThanOrEqualTo(10));
		List<KafkaRecord> expected = new ArrayList<>();
		produced.forEach((partition, records) -> expected
			.addAll(records.subList(records.size() - shares.get(partition).intValue(), records.size())));
		assertThat(records(latest.sample().records())).containsExactlyInAnyOrderElementsOf(expected);
	}

	@ParameterizedTest(name = "{0} on a topic of compression.type {1}")
	@CsvSource(textBlock = """
			none, producer
			gzip, gzip
			zstd, producer
			""")
	void analysesATopicAndSaysWhatItStoresTodayAndWhatEachRecommendationSaves(String compression, String topicType)
			throws Exception {
		String topic = "analysed-" + compression + "-" + topicType;
		topics.create(topic, 3, Map.of("compression.type", topicType, "retention.ms", "86400000"));
		topics.produce(topic, compression, true, RECORDS, Map.of("linger.ms", 5));
		long logSize = topics.logSize(topic);

		ResponseEntity<String> created = api().analyse(form("cluster", "local", "topic", topic, "sampleRecords", "1000",
				"preset", "quick", "codecs", "none,zstd"));
		assertThat(created.getStatusCode().value()).isEqualTo(202);
		JsonNode analysis = api().awaitEnd(JSON.readTree(created.getBody()).path("id").asString());

		assertThat(analysis.path("status").asString()).isEqualTo("SUCCEEDED");
		assertThat(analysis.path("sample").path("format").asString()).isEqualTo("topic");
		assertThat(analysis.path("sample").path("records").asInt()).isEqualTo(RECORDS);
		assertThat(analysis.path("sample").path("source").path("cluster").asString()).isEqualTo("local");
		assertThat(analysis.path("sample").path("source").path("topic").asString()).isEqualTo(topic);
		JsonNode current = analysis.path("current");
		assertThat(current.path("compressionType").asString()).isEqualTo(topicType);
		assertThat(current.path("records").asLong()).isEqualTo(RECORDS);
		assertThat(current.path("approximate").asBoolean()).isFalse();
		assertThat(current.path("storedBytesPerRecord").asDouble()).isCloseTo(logSize / (double) RECORDS,
				within(0.02 * logSize / RECORDS));
		JsonNode workload = analysis.path("request").path("workload");
		assertThat(workload.path("partitions").asInt()).isEqualTo(3);
		assertThat(workload.path("replicationFactor").asInt()).isEqualTo(1);
		assertThat(workload.path("retentionHours").asInt()).isEqualTo(24);
		assertThat(workload.path("keyed").asBoolean()).isTrue();
		// one record every 10 ms, over three partitions
		assertThat(workload.path("messagesPerSecond").asDouble()).isCloseTo(100, within(10.0));
		assertThat(analysis.path("notes").toString()).contains("Workload taken from the topic", "timestamps");
		JsonNode recommendation = analysis.path("recommendations").get(0);
		double perRecord = recommendation.path("result").path("compressedBytes").asDouble() / RECORDS;
		assertThat(recommendation.path("savingVsCurrent").asDouble())
			.isCloseTo(1 - perRecord / current.path("storedBytesPerRecord").asDouble(), within(1e-9));
		assertThat(analysis.path("sample").path("source").path("cleanupPolicy").asString()).isEqualTo("delete");
		// a topic set to a codec is set to the recommended one, so that its leader stores
		// that codec at once, whatever producers not yet switched send
		String codec = recommendation.path("result").path("codec").asString();
		assertThat(recommendation.path("topicProperties").path("compression.type").asString())
			.isEqualTo(topicType.equals("producer") ? "producer" : codec.equals("none") ? "uncompressed" : codec);
		assertThat(recommendation.path("snippets").path("kafka-configs").asString())
			.contains(" --entity-name " + topic + " ")
			.doesNotContain("my-topic");
		assertThat(recommendation.path("snippets").path("strimzi").asString()).contains("  name: \"" + topic + "\"\n")
			.doesNotContain("my-topic");
	}

	/**
	 * The topic configuration sets the value it is given, so on a topic whose
	 * max.message.bytes already takes the batches, a max.message.bytes raised from the
	 * version's default (1000012 on Kafka 2.4) would lower it. The topic's own value is
	 * stored with the analysis, and the advice on it, ranked again for another objective
	 * and version, raises nothing.
	 */
	@Test
	void aTopicWhoseMaxMessageBytesTakesTheBatchesIsNeverGivenOneThatLowersIt() throws Exception {
		topics.create("large-limit", 1, Map.of("max.message.bytes", "10485760"));
		// 6.4 MB of random base64 text, which compresses about 4 to 3: several full
		// batches of 1 MiB
		Random random = new Random(7);
		byte[][] values = new byte[800][];
		for (int index = 0; index < values.length; index++) {
			byte[] raw = new byte[6144];
			random.nextBytes(raw);
			values[index] = Base64.getEncoder().encode(raw);
		}
		topics.send("large-limit", values);

		ResponseEntity<String> created = api().analyse(form("cluster", "local", "topic", "large-limit", "sampleRecords",
				"800", "preset", "quick", "codecs", "gzip,zstd", "batchSizes", "1048576", "objective", "smallest",
				"kafkaVersion", "2.4", "messagesPerSecond", "100000"));
		assertThat(created.getStatusCode().value()).as(created.getBody()).isEqualTo(202);
		String id = JSON.readTree(created.getBody()).path("id").asString();
		JsonNode analysis = api().awaitEnd(id);
		assertThat(analysis.path("status").asString()).as(analysis.toString()).isEqualTo("SUCCEEDED");
		assertThat(analysis.path("sample").path("source").path("maxMessageBytes").asLong()).isEqualTo(10485760);
		assertPastesNoMaxMessageBytesAtOneMebibyte(analysis);
		JsonNode reRanked = JSON.readTree(api().client()
			.get()
			.uri("/api/v1/analyses/" + id + "?objective=balanced&kafkaVersion=2.0")
			.retrieve()
			.body(String.class));
		assertPastesNoMaxMessageBytesAtOneMebibyte(reRanked);
	}

	private static void assertPastesNoMaxMessageBytesAtOneMebibyte(JsonNode analysis) {
		List<JsonNode> atOneMebibyte = new ArrayList<>();
		analysis.path("recommendations").forEach((recommendation) -> {
			if (recommendation.path("result").path("batchSize").asInt() == 1048576) {
				atOneMebibyte.add(recommendation);
			}
		});
		assertThat(atOneMebibyte).as(analysis.toString()).isNotEmpty();
		assertThat(atOneMebibyte).allSatisfy((recommendation) -> {
			assertThat(recommendation.path("topicProperties").has("max.message.bytes")).isFalse();
			assertThat(recommendation.path("snippets").toString()).doesNotContain("max.message.bytes");
			assertThat(recommendation.path("producerProperties").has("max.request.size")).isFalse();
			assertThat(recommendation.path("warnings").toString()).doesNotContain("max.message.bytes");
		});
	}

	@Test
	void listsTheConfiguredClustersByNameOnlyAndTheirTopicsWithSizeAndCompression() throws Exception {
		topics.create("listed", 2, Map.of("compression.type", "lz4", "cleanup.policy", "compact"));
		topics.produce("listed", "lz4", true, 100, Map.of());
		RestClient client = api().client();
		String clusters = client.get().uri("/api/v1/clusters").retrieve().body(String.class);
		assertThat(JSON.readTree(clusters).findValuesAsString("name")).containsExactly("local", "misconfigured",
				"nowhere", "unresolvable");
		assertThat(clusters).doesNotContain("localhost", "secret", "bootstrap");

		JsonNode listed = null;
		for (JsonNode topic : JSON
			.readTree(client.get().uri("/api/v1/clusters/local/topics").retrieve().body(String.class))) {
			assertThat(topic.path("name").asString()).doesNotStartWith("__");
			if (topic.path("name").asString().equals("listed")) {
				listed = topic;
			}
		}
		assertThat(listed).isNotNull();
		assertThat(listed.path("partitions").asInt()).isEqualTo(2);
		assertThat(listed.path("replicationFactor").asInt()).isEqualTo(1);
		assertThat(listed.path("config").path("compression.type").asString()).isEqualTo("lz4");
		assertThat(listed.path("config").path("cleanup.policy").asString()).isEqualTo("compact");
		assertThat(listed.path("records").asLong()).isEqualTo(100);
		assertThat(listed.path("sizeBytes").asLong()).isEqualTo(topics.logSize("listed"));
	}

	/**
	 * What a compacted topic stores is approximate, and no retention time bounds it: the
	 * page figures the disk saved as the scans do, a share of what its leaders store
	 * today, not over 7 days of its messages at a retention it does not have.
	 */
	@Test
	void saysWhatACompactedTopicStoresIsApproximate() throws Exception {
		topics.create("compacted", 1, Map.of("cleanup.policy", "compact"));
		topics.produce("compacted", "gzip", true, RECORDS, Map.of());
		JsonNode analysis = analyse("compacted");
		assertThat(analysis.path("current").path("approximate").asBoolean()).as(analysis.toString()).isTrue();
		assertThat(analysis.path("notes").toString()).contains("compacted");
		assertThat(analysis.path("sample").path("source").path("cleanupPolicy").asString()).isEqualTo("compact");
		ResponseEntity<String> lingering = api()
			.analyse(form("cluster", "local", "topic", "compacted", "preset", "quick", "lingerMs", "1000"));
		JsonNode recommended = api().awaitEnd(JSON.readTree(lingering.getBody()).path("id").asString());
		assertThat(recommended.path("recommendations").size()).as(recommended.toString()).isPositive();
		String page = api().client()
			.get()
			.uri("/analyses/" + recommended.path("id").asString())
			.retrieve()
			.body(String.class);
		assertThat(page).contains("its leaders store today.").doesNotContain("at your retention");
	}

	/**
	 * A producer that lingers a second writes the topic's 600 records in a few large
	 * batches, where the analysis models the default linger.ms 5 at the 100 messages/s
	 * their timestamps give, a record a batch, which gzip does not make smaller: even the
	 * smallest result stores more than the topic does, and the notes say so, and how to
	 * advise on the producers' batching.
	 */
	@Test
	void saysWhereTheRecommendationStoresMoreThanTheTopicDoesToday() throws Exception {
		topics.create("lingering", 1, Map.of());
		topics.produce("lingering", "gzip", true, RECORDS, Map.of("linger.ms", 1000, "batch.size", 1048576));
		JsonNode analysis = analyse("lingering");
		assertThat(analysis.path("status").asString()).isEqualTo("SUCCEEDED");
		assertThat(analysis.path("notes").toString()).as(analysis.toString())
			.contains("Today these records take ", "Its batches were modelled at linger.ms 5 and 100 messages/s",
					"give lingerMs and messagesPerSecond as theirs and analyse again",
					"the message rate closed these (100 messages/s and linger.ms 5), not batch.size");
	}

	/**
	 * A topic whose retention.bytes lets each partition hold 50,000 bytes holds no more
	 * than that whatever the codec: at the 100 messages/s of its records, that is less
	 * than an hour of them, so the bytes a recommendation saves keep more hours of
	 * records rather than free disk, and the analysis page says so.
	 */
	@Test
	void aTopicBoundedByRetentionBytesHoldsNoMoreThanThatWhateverTheCodec() throws Exception {
		topics.create("bounded", 2, Map.of("retention.bytes", "50000"));
		topics.produce("bounded", "none", true, RECORDS, Map.of("linger.ms", 5));
		ResponseEntity<String> created = api().analyse(
				form("cluster", "local", "topic", "bounded", "preset", "quick", "codecs", "gzip", "lingerMs", "1000"));
		JsonNode analysis = api().awaitEnd(JSON.readTree(created.getBody()).path("id").asString());
		assertThat(analysis.path("sample").path("source").path("retentionBytes").asLong()).isEqualTo(50_000);
		assertThat(analysis.path("notes").toString()).contains("at most 50,000 bytes a partition (retention.bytes)");
		JsonNode workload = analysis.path("recommendations").get(0).path("workload");
		assertThat(workload.path("storedBytesLimit").asLong()).as(workload.toString()).isEqualTo(100_000);
		assertThat(workload.path("compressed").path("storedBytes").asLong()).isEqualTo(100_000);
		assertThat(workload.path("uncompressed").path("storedBytes").asLong()).isEqualTo(100_000);
		String page = api().client()
			.get()
			.uri("/analyses/" + analysis.path("id").asString())
			.retrieve()
			.body(String.class);
		assertThat(page).contains("Its retention.bytes bounds the topic at ");
	}

	/**
	 * Three bursts of 600 records a day apart, each at 100 messages a second: batching is
	 * modelled at the rate within a burst, which the latest records give, while bytes per
	 * day and at retention are figured at the topic's average since its oldest record,
	 * 1,800 records over 50 hours, not at a burst's rate all day long.
	 */
	@Test
	void figuresBytesPerDayAtTheAverageRateOfABurstyTopicAndBatchesAtTheRateWithinABurst() throws Exception {
		topics.create("bursts", 2, Map.of());
		long now = System.currentTimeMillis();
		long hour = 3_600_000;
		for (long hoursAgo : new long[] { 50, 26, 2 }) {
			topics.produce("bursts", "none", true, RECORDS, Map.of("linger.ms", 5), now - hoursAgo * hour);
		}
		// fewer than the last burst holds in either partition
		ResponseEntity<String> created = api().analyse(form("cluster", "local", "topic", "bursts", "sampleRecords",
				"400", "preset", "quick", "codecs", "gzip", "lingerMs", "1000"));
		JsonNode analysis = api().awaitEnd(JSON.readTree(created.getBody()).path("id").asString());
		assertThat(analysis.path("status").asString()).as(analysis.toString()).isEqualTo("SUCCEEDED");
		JsonNode workload = analysis.path("request").path("workload");
		assertThat(workload.path("messagesPerSecond").asDouble()).isCloseTo(100, within(10.0));
		double average = 3 * RECORDS / (50.0 * 3600);
		assertThat(workload.path("averageMessagesPerSecond").asDouble()).isCloseTo(average, within(0.01 * average));
		assertThat(analysis.path("notes").toString()).contains("messages per second while they flow",
				"About 0.01 messages per second on average (864 a day) over the 50 hours since its oldest record");
		JsonNode cost = analysis.path("recommendations").get(0).path("workload");
		JsonNode compressed = cost.path("compressed");
		assertThat(cost.path("averageMessagesPerSecond").asDouble())
			.isEqualTo(workload.path("averageMessagesPerSecond").asDouble());
		assertThat(compressed.path("producerNetworkBytesPerDay").asDouble())
			.isCloseTo(compressed.path("bytesPerMessage").asDouble() * cost.path("averageMessagesPerSecond").asDouble()
					* 86_400, within(1.0));
		assertThat(compressed.path("storedBytes").asDouble()).isCloseTo(compressed.path("bytesPerMessage").asDouble()
				* cost.path("averageMessagesPerSecond").asDouble() * 3600 * 168, within(1.0));
	}

	/**
	 * Each transaction's commit marker takes an offset, so offsets count twice the
	 * records here: they are counted at the share of offsets read that held records. The
	 * markers, 78 bytes each, stay whatever the codec, so a recommendation's saving
	 * counts them on both sides.
	 */
	@Test
	void countsTheRecordsOfATransactionalTopicNotItsMarkers() throws Exception {
		topics.create("transactions", 1, Map.of());
		byte[][] values = new byte[100][];
		for (int i = 0; i < values.length; i++) {
			values[i] = TestTopics.utf8("{\"order\":" + i + ",\"status\":\"paid\"}");
		}
		topics.sendInTransactions("transactions", values);
		ResponseEntity<String> created = api().analyse(form("cluster", "local", "topic", "transactions", "preset",
				"quick", "codecs", "gzip", "recordsPerBatch", "20"));
		JsonNode analysis = api().awaitEnd(JSON.readTree(created.getBody()).path("id").asString());
		JsonNode current = analysis.path("current");
		assertThat(analysis.path("sample").path("records").asInt()).isEqualTo(100);
		assertThat(current.path("records").asLong()).as(analysis.toString()).isEqualTo(100);
		assertThat(current.path("approximate").asBoolean()).isTrue();
		assertThat(current.path("storedBytesPerRecord").asDouble()).isCloseTo(topics.logSize("transactions") / 100.0,
				within(1e-9));
		assertThat(analysis.path("notes").toString()).contains("100 of the 200 offsets read held records");
		assertThat(current.path("markerBytesPerRecord").asDouble()).isEqualTo(78.0);
		JsonNode top = analysis.path("recommendations").get(0);
		double batches = top.path("result").path("compressedBytes").asDouble() / 100;
		assertThat(top.path("savingVsCurrent").asDouble())
			.isCloseTo(1 - (batches + 78) / current.path("storedBytesPerRecord").asDouble(), within(1e-9));
	}

	@Test
	void unknownClusterIs404() {
		assertProblem(api().analyse(form("cluster", "elsewhere", "topic", "t")), 404, "cluster-not-found", "elsewhere");
		assertProblem(api().client().get().uri("/api/v1/clusters/elsewhere/topics").retrieve().toEntity(String.class),
				404, "cluster-not-found", "elsewhere");
	}

	@Test
	void unknownTopicIs404() {
		assertProblem(api().analyse(form("cluster", "local", "topic", "never-created")), 404, "topic-not-found",
				"never-created");
	}

	@Test
	void unreachableClusterIs504WithinTheRequestTimeout() {
		long start = System.nanoTime();
		assertProblem(api().analyse(form("cluster", "nowhere", "topic", "t")), 504, "cluster-unreachable", "3 s");
		assertProblem(api().client().get().uri("/api/v1/clusters/nowhere/topics").retrieve().toEntity(String.class),
				504, "cluster-unreachable", "did not answer");
		assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(30));
	}

	/**
	 * A cluster whose client cannot be made, as none of its bootstrap servers resolves or
	 * a client property is not valid, is misconfigured, said at once.
	 */
	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "unresolvable", "misconfigured" })
	void aClusterConfiguredSoThatNoClientCanBeMadeIs503(String cluster) {
		String detail = "cannot connect to cluster '" + cluster + "' as it is configured";
		assertProblem(api().analyse(form("cluster", cluster, "topic", "t")), 503, "cluster-misconfigured", detail);
		assertProblem(
				api().client().get().uri("/api/v1/clusters/" + cluster + "/topics").retrieve().toEntity(String.class),
				503, "cluster-misconfigured", detail);
	}

	@Test
	void emptyTopicIs422() throws Exception {
		topics.create("empty", 2, Map.of());
		assertProblem(api().analyse(form("cluster", "local", "topic", "empty")), 422, "empty-topic", "no records");
	}

	@ParameterizedTest(name = "sampleRecords {0}")
	@CsvSource(textBlock = """
			0
			-1
			5001
			many
			""")
	void sampleRecordsOutOfRangeIs400(String sampleRecords) {
		assertProblem(api().analyse(form("cluster", "local", "topic", "t", "sampleRecords", sampleRecords)), 400,
				"invalid-field", "sampleRecords");
	}

	@Test
	void aSampleAndATopicTogetherAre400() {
		MultiValueMap<String, Object> form = form("cluster", "local", "topic", "t");
		form.add("sample", new org.springframework.core.io.ByteArrayResource(TestTopics.utf8("a\nb\n")) {
			@Override
			public String getFilename() {
				return "sample.txt";
			}
		});
		assertProblem(api().analyse(form), 400, "invalid-field", "not both");
	}

	@Test
	void recordsOverTheSampleLimitsFailTheAnalysisAsAnUploadIsRefused() throws Exception {
		topics.create("large-records", 1, Map.of());
		topics.produce("large-records", "none", false, 5, Map.of());
		topics.send("large-records", new byte[100_000]);
		JsonNode analysis = analyse("large-records");
		assertThat(analysis.path("status").asString()).isEqualTo("FAILED");
		assertThat(analysis.path("error").path("status").asInt()).isEqualTo(413);
		assertThat(analysis.path("error").path("type").asString()).endsWith("/sample-too-large");
	}

	private JsonNode analyse(String topic) throws InterruptedException {
		ResponseEntity<String> created = api()
			.analyse(form("cluster", "local", "topic", topic, "preset", "quick", "codecs", "gzip"));
		assertThat(created.getStatusCode().value()).as(created.getBody()).isEqualTo(202);
		return api().awaitEnd(JSON.readTree(created.getBody()).path("id").asString());
	}

	private static void assertProblem(ResponseEntity<String> response, int status, String type, String detail) {
		assertThat(response.getStatusCode().value()).as(response.getBody()).isEqualTo(status);
		assertThat(response.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
		JsonNode problem = JSON.readTree(response.getBody());
		assertThat(problem.path("type").asString()).endsWith("/" + type);
		assertThat(problem.path("detail").asString()).contains(detail);
		assertThat(response.getBody()).doesNotContain("secret-that-never-shows", "localhost:9");
	}

	private static List<KafkaRecord> records(RecordSet records) {
		return IntStream.range(0, records.size()).mapToObj(records::get).toList();
	}

	private AdvisorApi api() {
		return new AdvisorApi(this.port);
	}

}
