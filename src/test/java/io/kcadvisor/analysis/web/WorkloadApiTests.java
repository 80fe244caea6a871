package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static io.kcadvisor.analysis.web.ApiClient.utf8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.ByteBuffer;
import java.util.stream.Stream;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.SimpleRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.util.MultiValueMap;
import tools.jackson.databind.JsonNode;

/**
 * The workload's keys and producers decide how many records a linger-limited batch holds,
 * and the analysis says what it assumed.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sample.max-size=2MB", "advisor.sample.max-records=20000" })
@ActiveProfiles("brief-timing")
class WorkloadApiTests {

	@LocalServerPort
	private int port;

	private ApiClient api;

	@BeforeEach
	void connect() {
		this.api = new ApiClient(this.port);
	}

	@Test
	void theWorkloadIsEchoedWithWhatWasAssumed() {
		JsonNode assumed = submitted(form("events.jsonl", AnalysisApiTests.jsonLines(100), traffic()));
		assertThat(assumed.path("messagesPerSecond").asDouble()).isEqualTo(2000);
		assertThat(assumed.path("partitions").asInt()).isEqualTo(6);
		assertThat(assumed.path("lingerMs").asInt()).isEqualTo(5);
		assertThat(assumed.path("keyed").isBoolean()).isTrue();
		assertThat(assumed.path("keyed").asBoolean()).isFalse();
		assertThat(assumed.path("producers").asInt()).isEqualTo(1);
		JsonNode given = submitted(
				form("events.jsonl", AnalysisApiTests.jsonLines(100), traffic("keyed", "TRUE", "producers", "4")));
		assertThat(given.path("keyed").asBoolean()).isTrue();
		assertThat(given.path("producers").asInt()).isEqualTo(4);
	}

	@ParameterizedTest(name = "keyed={0} for a segment whose records carry keys: {1}")
	@CsvSource(textBlock = """
			'',    true
			false, false
			""")
	void aSegmentWhoseRecordsCarryKeysIsKeyedUnlessTold(String keyed, boolean echoed) {
		JsonNode workload = submitted(form("00000000.log", keyedSegment(), "format", "kafka-segment", "preset", "quick",
				"codecs", "none", "keyed", keyed));
		assertThat(workload.path("keyed").asBoolean()).isEqualTo(echoed);
	}

	@ParameterizedTest(name = "keyed={0}: about {1} records per batch")
	@CsvSource(
			textBlock = """
					false, 11,   0.5, 'without keys, which a Kafka 4.1 producer sends to one partition at a time (sticky partitioning)'
					true,  2.12, 0.1, 'with keys, spread over 6 partitions'
					""")
	void atTwoThousandMessagesASecondOverSixPartitionsKeysDecideTheBatches(boolean keyed, double records,
			double tolerance, String assumed) throws Exception {
		ResponseEntity<String> created = this.api
			.post(form("events.jsonl", AnalysisApiTests.jsonLines(2000), traffic("keyed", Boolean.toString(keyed))));
		JsonNode analysis = this.api.awaitFinal(json(created).path("id").asString());
		assertThat(analysis.path("status").asString()).isEqualTo("SUCCEEDED");
		assertThat(analysis.path("results")).hasSize(2).allSatisfy((result) -> {
			assertThat(result.path("batchSize").asInt()).isEqualTo(16384);
			assertThat(result.path("recordsPerBatch").asDouble()).isCloseTo(records, within(tolerance));
			assertThat(result.path("lingerLimited").asBoolean()).isTrue();
		});
		assertThat(analysis.path("recommendations").get(0).path("warnings").toString())
			.contains("At 2,000 messages/s from one producer " + assumed + ", linger.ms 5 sends batches of");
	}

	/**
	 * At linger.ms 0 (Kafka 3.7's default), records arriving while five requests await
	 * their answers share a batch: at a million messages per second without keys, 400 in
	 * each 0.4 ms that a request is freed, so batches fill batch.size or hold 400.
	 */
	@Test
	void atAMillionMessagesASecondBatchesAtLingerZeroHoldManyRecords() throws Exception {
		ResponseEntity<String> created = this.api
			.post(form("events.jsonl", AnalysisApiTests.jsonLines(2000), "preset", "quick", "codecs", "none,zstd",
					"kafkaVersion", "3.7", "messagesPerSecond", "1000000", "partitions", "12", "lingerMs", "0"));
		assertThat(json(created).path("request").path("workload").path("requestLatencyMs").asDouble()).isEqualTo(2.0);
		JsonNode analysis = this.api.awaitFinal(json(created).path("id").asString());
		assertThat(analysis.path("status").asString()).isEqualTo("SUCCEEDED");
		assertThat(analysis.path("results")).allSatisfy((result) -> {
			assertThat(result.path("recordsPerBatch").asDouble()).isGreaterThan(150);
			assertThat(result.path("ratio").asDouble())
				.isGreaterThan(result.path("codec").asString().equals("none") ? 0.99 : 3);
		});
		assertThat(analysis.path("results"))
			.anySatisfy((result) -> assertThat(result.path("batchLimit").asString()).isEqualTo("size"))
			.anySatisfy((result) -> assertThat(result.path("batchLimit").asString()).isEqualTo("inFlight"));
	}

	@Test
	void withoutALingerMsKafka37IsModelledAndAdvisedWithLinger5AndReRankingSaysWhenItCannotGiveAVersionsAdvice()
			throws Exception {
		String id = json(this.api.post(form("events.jsonl", AnalysisApiTests.jsonLines(2000), "preset", "quick",
				"codecs", "none,lz4", "kafkaVersion", "3.7", "messagesPerSecond", "5000", "partitions", "3")))
			.path("id")
			.asString();
		JsonNode submitted = this.api.awaitFinal(id);
		assertThat(submitted.path("status").asString()).isEqualTo("SUCCEEDED");
		assertThat(submitted.path("results")).allSatisfy((result) -> {
			// 1 + 5000 messages/s × 5 ms: the last of the 77 batches holds fewer
			assertThat(result.path("recordsPerBatch").asDouble()).isCloseTo(26.0, within(0.1));
			assertThat(result.path("lingerLimited").asBoolean()).isTrue();
			assertThat(result.path("batchLimit").asString()).isEqualTo("linger");
		});
		assertThat(submitted.path("notes").toString()).doesNotContain("modelled for");
		assertThat(submitted.path("recommendations").get(0).path("producerProperties").path("linger.ms").asString())
			.isEqualTo("5");
		JsonNode reRanked = json(this.api.get("/api/v1/analyses/" + id + "?kafkaVersion=4.2"));
		assertThat(reRanked.path("notes").toString()).doesNotContain("modelled for");
		JsonNode roundRobin = json(this.api.get("/api/v1/analyses/" + id + "?kafkaVersion=2.3"));
		assertThat(roundRobin.path("notes").toString())
			.contains("These results were modelled for Kafka 3.7, the version submitted, whose producers send messages "
					+ "without keys to one partition at a time (sticky partitioning). Kafka 2.3 batches otherwise")
			.contains("so these recommendations for it may be far off");
		JsonNode top = roundRobin.path("recommendations").get(0);
		assertThat(top.path("producerProperties").path("linger.ms").asString()).isEqualTo("5");
		assertThat(top.path("warnings").toString())
			.contains("As modelled for Kafka 3.7, the version submitted: at 5,000 messages/s");
	}

	@Test
	void theWorkloadCostsGiveTheTotalCpuOfEachProcessBesideNoneAndTheWaitInTheProducer() throws Exception {
		String id = json(this.api.post(form("events.jsonl", AnalysisApiTests.jsonLines(2000),
				traffic("replicationFactor", "3", "consumerGroups", "2"))))
			.path("id")
			.asString();
		JsonNode analysis = this.api.awaitFinal(id);
		assertThat(analysis.path("status").asString()).isEqualTo("SUCCEEDED");
		JsonNode workload = analysis.path("recommendations").get(0).path("workload");
		assertThat(workload.propertyNames()).containsExactlyInAnyOrder("messagesPerSecond", "averageMessagesPerSecond",
				"replicationFactor", "retentionHours", "consumerGroups", "storedBytesLimit", "compressed",
				"uncompressed");
		// an upload's topic has no known retention.bytes
		assertThat(workload.path("storedBytesLimit").isNull()).isTrue();
		for (String figures : new String[] { "compressed", "uncompressed" }) {
			JsonNode cost = workload.path(figures);
			assertThat(cost.propertyNames()).as(figures)
				.containsExactlyInAnyOrder("bytesPerMessage", "producerCores", "consumerCores", "brokerCores",
						"storedBytes", "producerNetworkBytesPerDay", "replicationNetworkBytesPerDay",
						"consumerNetworkBytesPerDay", "networkBytesPerDay", "lingerLatencyMs");
			// moving records costs every process CPU, compressed or not
			assertThat(cost.path("producerCores").asDouble()).as(figures).isPositive();
			assertThat(cost.path("brokerCores").asDouble()).as(figures).isPositive();
			assertThat(cost.path("consumerCores").asDouble()).as(figures).isPositive();
			assertThat(cost.path("lingerLatencyMs").asDouble()).as(figures).isPositive();
		}
		assertThat(analysis.path("results")).allSatisfy(
				(result) -> assertThat(result.path("workload").path("uncompressed").path("brokerCores").asDouble())
					.isPositive());
	}

	private JsonNode submitted(MultiValueMap<String, Object> form) {
		ResponseEntity<String> created = this.api.post(form);
		assertThat(created.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		return json(created).path("request").path("workload");
	}

	/** The traffic of every test here, and more fields. */
	private static String[] traffic(String... more) {
		return Stream
			.concat(Stream.of("preset", "quick", "codecs", "none,lz4", "kafkaVersion", "4.1", "messagesPerSecond",
					"2000", "partitions", "6", "lingerMs", "5"), Stream.of(more))
			.toArray(String[]::new);
	}

	private static byte[] keyedSegment() {
		ByteBuffer buffer = MemoryRecords
			.withRecords(Compression.NONE, new SimpleRecord(utf8("key-1"), utf8("{\"id\":1}")),
					new SimpleRecord(utf8("key-2"), utf8("{\"id\":2}")))
			.buffer();
		byte[] bytes = new byte[buffer.remaining()];
		buffer.get(bytes);
		return bytes;
	}

}
