package io.kcadvisor.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.system.LenientRestClient;
import io.kcadvisor.topic.TestTopics;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Scans of a real broker's topics, produced by a real producer with different codecs: the
 * ranking, the totals, the CSV, a topic that cannot be analysed, cancellation, and every
 * bad request as a problem.
 */
@OnABroker
class ScansOnABrokerTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final int RECORDS = 1500;

	private static TestTopics topics;

	@LocalServerPort
	private int port;

	@BeforeAll
	static void produce(@Autowired EmbeddedKafkaBroker broker) throws Exception {
		topics = new TestTopics(broker.getBrokersAsString());
		for (String codec : List.of("none", "zstd", "gzip")) {
			String topic = "scan." + codec + "-json";
			topics.create(topic, 1, Map.of("retention.ms", "86400000"));
			ScanTopics.produce(broker.getBrokersAsString(), topic, codec, RECORDS);
		}
		topics.create("scan.empty", 1, Map.of());
		for (int index = 0; index < 4; index++) {
			topics.create("cancel.t" + index, 1, Map.of());
			topics.produce("cancel.t" + index, "none", false, 3000, Map.of());
		}
		topics.create("other.ignored", 1, Map.of());
		topics.produce("other.ignored", "none", false, 100, Map.of());
		topics.create("large.records", 1, Map.of());
		Random random = new Random(60);
		byte[][] large = new byte[60][];
		for (int index = 0; index < large.length; index++) {
			large[index] = new byte[100_000];
			random.nextBytes(large[index]);
		}
		topics.send("large.records", large);
		topics.create("bulky.documents", 4, Map.of());
		byte[][] documents = new byte[60][];
		for (int index = 0; index < documents.length; index++) {
			StringBuilder document = new StringBuilder();
			while (document.length() < 100_000) {
				document.append("{\"order\":").append(random.nextInt(1000)).append(",\"status\":\"paid\"},");
			}
			documents[index] = document.toString().getBytes(StandardCharsets.UTF_8);
		}
		topics.send("bulky.documents", "gzip", 4, documents);
		topics.create("few.records", 1, Map.of());
		ScanTopics.produce(broker.getBrokersAsString(), "few.records", "none", 30);
	}

	@AfterAll
	static void disconnect() {
		topics.close();
	}

	@Test
	void ranksTheTopicsByWhatSwitchingSavesWithTotalsAndALinkToEachAnalysis() throws Exception {
		ResponseEntity<String> created = post(form("cluster", "local", "topics", "scan\\..*", "sampleRecords", "1000"));
		assertThat(created.getStatusCode().value()).as(created.getBody()).isEqualTo(202);
		String id = JSON.readTree(created.getBody()).path("id").asString();
		assertThat(created.getHeaders().getLocation()).hasToString("/api/v1/scans/" + id);

		JsonNode scan = await(id, (body) -> body.path("status").asString().equals("SUCCEEDED"));

		assertThat(scan.path("progress").path("completed").asInt()).isEqualTo(4);
		assertThat(scan.path("progress").path("total").asInt()).isEqualTo(4);
		assertThat(scan.path("request").path("preset").asString()).isEqualTo("quick");
		List<String> names = scan.path("topics").findValuesAsString("topic");
		assertThat(names).containsExactlyInAnyOrder("scan.none-json", "scan.zstd-json", "scan.gzip-json", "scan.empty");
		JsonNode plain = topic(scan, "scan.none-json");
		JsonNode zstd = topic(scan, "scan.zstd-json");
		assertThat(plain.path("savedBytesPerDay").asDouble()).as(scan.toString())
			.isGreaterThan(zstd.path("savedBytesPerDay").asDouble())
			.isPositive();
		assertThat(names.indexOf("scan.none-json")).isLessThan(names.indexOf("scan.zstd-json"));
		assertThat(plain.path("rank").asInt()).isEqualTo(1);
		assertThat(plain.path("current").path("compressionType").asString()).isEqualTo("producer");
		assertThat(plain.path("kafkaConfigs").asString())
			.contains("kafka-configs.sh", "--entity-name scan.none-json ", "compression.type=")
			.doesNotContain("my-topic", "#");
		for (String name : List.of("scan.none-json", "scan.zstd-json", "scan.gzip-json")) {
			assertMatchesItsAnalysis(topic(scan, name));
		}
		JsonNode empty = topic(scan, "scan.empty");
		assertThat(empty.path("status").asString()).isEqualTo("FAILED");
		assertThat(empty.path("error").path("type").asString()).isEqualTo("/problems/empty-topic");
		assertThat(empty.path("error").path("status").asInt()).isEqualTo(422);
		assertThat(empty.path("error").path("detail").asString()).contains("no records");
		assertThat(names.get(names.size() - 1)).isEqualTo("scan.empty");

		double perDay = 0;
		double disk = 0;
		for (JsonNode topic : scan.path("topics")) {
			if (topic.path("savingVsCurrent").asDouble() > 0) {
				perDay += topic.path("savedBytesPerDay").asDouble();
				disk += topic.path("savedDiskBytes").asDouble();
			}
		}
		assertThat(scan.path("totals").path("savedBytesPerDay").asDouble()).isCloseTo(perDay, within(1e-6 * perDay));
		assertThat(scan.path("totals").path("savedDiskBytes").asDouble()).isCloseTo(disk, within(1e-6 * disk));

		String csv = client().get()
			.uri("/api/v1/scans/" + id)
			.accept(MediaType.parseMediaType("text/csv"))
			.retrieve()
			.body(String.class);
		List<String> lines = csv.lines().toList();
		assertThat(lines).hasSize(5);
		assertThat(lines.get(0)).startsWith("rank,topic,status,analysisId,sizeBytes,messagesPerSecond");
		for (int row = 1; row < lines.size(); row++) {
			assertThat(lines.get(row)).startsWith(row + "," + names.get(row - 1) + ",");
		}
		assertThat(lines.get(4)).contains("FAILED", "no records");
	}

	/**
	 * A topic's figures are those of its own analysis, which is a topic analysis like any
	 * other: its top recommendation, against what the topic stores today.
	 */
	private void assertMatchesItsAnalysis(JsonNode topic) throws Exception {
		assertThat(topic.path("status").asString()).isEqualTo("SUCCEEDED");
		JsonNode analysis = JSON.readTree(client().get()
			.uri("/api/v1/analyses/" + topic.path("analysisId").asString())
			.retrieve()
			.body(String.class));
		assertThat(analysis.path("status").asString()).isEqualTo("SUCCEEDED");
		assertThat(analysis.path("sample").path("source").path("topic").asString())
			.isEqualTo(topic.path("topic").asString());
		assertThat(analysis.path("sample").path("records").asInt()).isEqualTo(1000);
		JsonNode top = analysis.path("recommendations").get(0);
		assertThat(topic.path("recommended").path("codec").asString())
			.isEqualTo(top.path("result").path("codec").asString());
		assertThat(topic.path("producerProperties")).isEqualTo(top.path("producerProperties"));
		assertThat(topic.path("savingVsCurrent").asDouble()).isCloseTo(top.path("savingVsCurrent").asDouble(),
				within(1e-9));
		assertThat(topic.path("current").path("storedBytesPerRecord").asDouble())
			.isEqualTo(analysis.path("current").path("storedBytesPerRecord").asDouble());
		// per day at the topic's average rate, not the rate while its latest records came
		double rate = analysis.path("request").path("workload").path("averageMessagesPerSecond").asDouble();
		assertThat(rate).isPositive()
			.isNotEqualTo(analysis.path("request").path("workload").path("messagesPerSecond").asDouble());
		assertThat(topic.path("messagesPerSecond").asDouble()).isEqualTo(rate);
		double saved = (topic.path("current").path("storedBytesPerRecord").asDouble()
				- topic.path("storedBytesPerRecord").asDouble()) * rate * 86400;
		assertThat(topic.path("savedBytesPerDay").asDouble()).isCloseTo(saved, within(1e-6 * Math.abs(saved)));
		assertThat(topic.path("savedDiskBytes").asDouble()).isCloseTo(saved, within(1e-6 * Math.abs(saved)));
	}

	@Test
	void cancellingAScanStopsItsRunningAnalysesAndLeavesNoTopicUnfinished() throws Exception {
		String id = JSON
			.readTree(post(form("cluster", "local", "topics", "cancel\\..*", "preset", "exhaustive")).getBody())
			.path("id")
			.asString();
		JsonNode running = await(id, (body) -> body.path("topics")
			.valueStream()
			.anyMatch((topic) -> topic.path("status").asString().equals("RUNNING") && topic.hasNonNull("analysisId")));
		String analysis = running.path("topics")
			.valueStream()
			.filter((topic) -> topic.hasNonNull("analysisId"))
			.findFirst()
			.orElseThrow()
			.path("analysisId")
			.asString();

		ResponseEntity<String> cancelled = client().delete()
			.uri("/api/v1/scans/" + id)
			.retrieve()
			.toEntity(String.class);

		assertThat(cancelled.getStatusCode().value()).isEqualTo(200);
		assertThat(JSON.readTree(cancelled.getBody()).path("status").asString()).isEqualTo("CANCELLED");
		JsonNode ended = await(id,
				(body) -> body.path("topics")
					.valueStream()
					.allMatch((topic) -> List.of("CANCELLED", "SUCCEEDED").contains(topic.path("status").asString())));
		assertThat(ended.path("status").asString()).isEqualTo("CANCELLED");
		assertThat(JSON.readTree(client().get().uri("/api/v1/analyses/" + analysis).retrieve().body(String.class))
			.path("status")
			.asString()).isEqualTo("CANCELLED");
		assertThat(client().delete().uri("/api/v1/scans/" + id).retrieve().toBodilessEntity().getStatusCode().value())
			.isEqualTo(204);
		assertProblem(client().get().uri("/api/v1/scans/" + id).retrieve().toEntity(String.class), 404,
				"scan-not-found", id);
	}

	@Test
	void takesAJsonBody() throws Exception {
		ResponseEntity<String> created = client().post()
			.uri("/api/v1/scans")
			.contentType(MediaType.APPLICATION_JSON)
			.body("{\"cluster\":\"local\",\"topics\":\"other\\\\.ignored\",\"sampleRecords\":50}")
			.retrieve()
			.toEntity(String.class);
		assertThat(created.getStatusCode().value()).as(created.getBody()).isEqualTo(202);
		JsonNode scan = JSON.readTree(created.getBody());
		assertThat(scan.path("topics").findValuesAsString("topic")).containsExactly("other.ignored");
		assertThat(scan.path("request").path("sampleRecords").asInt()).isEqualTo(50);
		await(scan.path("id").asString(), (body) -> body.path("status").asString().equals("SUCCEEDED"));
	}

	/**
	 * A topic of 60 records of 100 kB that do not compress holds 6 MB, more than the 4 MB
	 * a sample may take: a scan, which no one can ask for fewer records of one topic,
	 * reads the latest records that fit instead of failing the topic.
	 */
	@Test
	void aTopicOfLargeRecordsIsScannedOnTheLatestRecordsThatFit() throws Exception {
		JsonNode analysis = analysisOfTheOneTopicScanned("large\\..*");
		assertThat(analysis.path("sample").path("records").asInt()).isBetween(30, 41);
	}

	/**
	 * 60 documents of 100 kB that gzip stores in a tenth of that, over four partitions,
	 * fit the 4 MB sample limit as stored, but not as read, uncompressed: the scan's read
	 * stops at the limit with the records read so far rather than fail the topic, each
	 * partition giving its part, and says so.
	 */
	@Test
	void aTopicOfRecordsThatTakeMoreUncompressedThanStoredIsScannedOnTheRecordsThatFit() throws Exception {
		JsonNode analysis = analysisOfTheOneTopicScanned("bulky\\..*");
		assertThat(analysis.path("sample").path("records").asInt()).isBetween(30, 41);
		assertThat(analysis.path("notes").get(0).asString())
			.contains("spread over 4 of its 4 partitions: the read began at the latest 60 and stopped at");
		assertThat(analysis.path("current").path("records").asLong()).isEqualTo(60);
	}

	/**
	 * Scans the one topic a pattern matches, and returns its analysis once the topic has
	 * been analysed without error.
	 */
	private JsonNode analysisOfTheOneTopicScanned(String pattern) throws Exception {
		String id = JSON.readTree(post(form("cluster", "local", "topics", pattern)).getBody()).path("id").asString();
		JsonNode scan = await(id, (body) -> body.path("status").asString().equals("SUCCEEDED"));
		JsonNode topic = scan.path("topics").get(0);
		assertThat(scan.path("topics")).hasSize(1);
		assertThat(topic.path("status").asString()).as(scan.toString()).isEqualTo("SUCCEEDED");
		return JSON.readTree(client().get()
			.uri("/api/v1/analyses/" + topic.path("analysisId").asString())
			.retrieve()
			.body(String.class));
	}

	/**
	 * A topic analysed without error but with nothing to recommend, here 30 records that
	 * make a single batch at the 10,000 messages/s of their timestamps, says why in its
	 * row rather than showing empty figures.
	 */
	@Test
	void aTopicWithNothingToRecommendSaysWhy() throws Exception {
		String id = JSON.readTree(post(form("cluster", "local", "topics", "few\\..*")).getBody()).path("id").asString();
		JsonNode scan = await(id, (body) -> body.path("status").asString().equals("SUCCEEDED"));
		JsonNode topic = scan.path("topics").get(0);
		assertThat(topic.path("status").asString()).isEqualTo("SUCCEEDED");
		assertThat(topic.path("savingVsCurrent").isNull()).as(scan.toString()).isTrue();
		assertThat(topic.path("note").asString()).as(scan.toString()).startsWith("Nothing to recommend");
		String csv = client().get()
			.uri("/api/v1/scans/" + id)
			.accept(MediaType.parseMediaType("text/csv"))
			.retrieve()
			.body(String.class);
		assertThat(csv.lines().toList().get(0)).endsWith(",error,note");
		assertThat(csv).contains("Nothing to recommend");
	}

	@ParameterizedTest(name = "{0}={1}")
	@CsvSource(textBlock = """
			topics, 'scan\\.(',     not a valid Java regular expression
			topics, nothing-.*,     matches none of the
			topics, .*,             advisor.scan.max-topics
			topics, '(((.*)*)*)*z', backtracks too much
			sampleRecords, 0,       sampleRecords
			sampleRecords, 5001,    sampleRecords
			sampleRecords, many,    sampleRecords
			preset, huge,           preset
			kafkaVersion, 9.9,      kafkaVersion
			""")
	void invalidFieldsAre400(String field, String value, String detail) {
		assertProblem(post(form("cluster", "local", field, value)), 400, "invalid-field", detail);
	}

	@Test
	void aFieldTheFormDoesNotHaveIs400InAFormOrInJson() {
		assertProblem(post(form("cluster", "local", "topic", "other\\.ignored")), 400, "invalid-field",
				"topic: is not a field of this request: did you mean 'topics'?");
		ResponseEntity<String> json = client().post()
			.uri("/api/v1/scans")
			.contentType(MediaType.APPLICATION_JSON)
			.body("{\"cluster\":\"local\",\"presets\":\"quick\",\"topics\":[\"a\"]}")
			.retrieve()
			.toEntity(String.class);
		assertProblem(json, 400, "invalid-field", "presets: is not a field of this request: did you mean 'preset'?");
		assertProblem(json, 400, "invalid-field", "topics: must be a string or a number, not a list");
	}

	@Test
	void aMissingClusterIs400() {
		assertProblem(post(form("topics", ".*")), 400, "invalid-field", "cluster");
	}

	@Test
	void anUnknownClusterIs404() {
		assertProblem(post(form("cluster", "elsewhere")), 404, "cluster-not-found", "elsewhere");
	}

	@Test
	void anUnreachableClusterIs504() {
		assertProblem(post(form("cluster", "nowhere")), 504, "cluster-unreachable", "did not answer");
	}

	@Test
	void anUnknownScanIs404() {
		assertProblem(client().get().uri("/api/v1/scans/no-such-scan").retrieve().toEntity(String.class), 404,
				"scan-not-found", "no-such-scan");
		assertProblem(client().delete().uri("/api/v1/scans/no-such-scan").retrieve().toEntity(String.class), 404,
				"scan-not-found", "no-such-scan");
	}

	private static JsonNode topic(JsonNode scan, String name) {
		return scan.path("topics")
			.valueStream()
			.filter((topic) -> topic.path("topic").asString().equals(name))
			.findFirst()
			.orElseThrow();
	}

	private JsonNode await(String id, Predicate<JsonNode> condition) throws InterruptedException {
		long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
		JsonNode scan;
		do {
			Thread.sleep(200);
			scan = JSON.readTree(client().get().uri("/api/v1/scans/" + id).retrieve().body(String.class));
		}
		while (!condition.test(scan) && System.nanoTime() < deadline);
		assertThat(condition.test(scan)).as(scan.toString()).isTrue();
		return scan;
	}

	private static MultiValueMap<String, String> form(String... fields) {
		MultiValueMap<String, String> form = new LinkedMultiValueMap<>();
		for (int index = 0; index < fields.length; index += 2) {
			form.add(fields[index], fields[index + 1]);
		}
		return form;
	}

	private ResponseEntity<String> post(MultiValueMap<String, String> form) {
		return client().post()
			.uri("/api/v1/scans")
			.contentType(MediaType.APPLICATION_FORM_URLENCODED)
			.body(form)
			.retrieve()
			.toEntity(String.class);
	}

	private static void assertProblem(ResponseEntity<String> response, int status, String type, String detail) {
		assertThat(response.getStatusCode().value()).as(response.getBody()).isEqualTo(status);
		assertThat(response.getHeaders().getContentType()).hasToString("application/problem+json");
		JsonNode problem = JSON.readTree(response.getBody());
		assertThat(problem.path("type").asString()).isEqualTo("/problems/" + type);
		assertThat(problem.path("detail").asString()).contains(detail);
	}

	private RestClient client() {
		return LenientRestClient.builder("http://127.0.0.1:" + this.port).build();
	}

}
