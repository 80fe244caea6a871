package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static io.kcadvisor.analysis.web.ApiClient.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.test.context.ActiveProfiles;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sample.max-size=2MB", "advisor.sample.max-records=20000" })
@ActiveProfiles("brief-timing")
class AnalysisApiTests {

	@LocalServerPort
	private int port;

	private ApiClient api;

	@BeforeEach
	void connect() {
		this.api = new ApiClient(this.port);
	}

	@Test
	void aSubmittedSampleIsAcceptedAtOnceAndRunsToRecommendations() throws Exception {
		ResponseEntity<String> created = this.api.post(form("events.jsonl", jsonLines(2000), "preset", "quick"));
		assertThat(created.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		JsonNode accepted = json(created);
		String id = accepted.path("id").asString();
		assertThat(id).hasSizeGreaterThanOrEqualTo(22);
		assertThat(created.getHeaders().getLocation()).hasToString("/api/v1/analyses/" + id);
		assertThat(accepted.path("status").asString()).isIn("QUEUED", "RUNNING");

		JsonNode analysis = this.api.awaitFinal(id);
		assertThat(analysis.path("status").asString()).isEqualTo("SUCCEEDED");
		assertThat(analysis.path("progress").path("completed").asInt()).isEqualTo(7);
		assertThat(analysis.path("progress").path("total").asInt()).isEqualTo(7);
		assertThat(analysis.path("sample").path("format").asString()).isEqualTo("lines");
		assertThat(analysis.path("sample").path("records").asInt()).isEqualTo(2000);
		assertThat(analysis.path("results")).hasSize(7);
		JsonNode zstd = find(analysis.path("results"), "zstd", 3);
		assertThat(zstd.path("batchSize").asInt()).isEqualTo(16384);
		assertThat(zstd.path("compressedBytes").asLong()).isLessThan(zstd.path("uncompressedBytes").asLong());
		assertThat(zstd.path("ratio").asDouble()).isGreaterThan(1.5);
		assertThat(zstd.path("compressMBps").asDouble()).isPositive();
		assertThat(zstd.path("decompressMBps").asDouble()).isPositive();
		assertThat(zstd.path("configurable").asBoolean()).isTrue();
		assertThat(find(analysis.path("results"), "none", null).path("level").isNull()).isTrue();
		assertThat(analysis.path("recommendations")).isNotEmpty();
		JsonNode top = analysis.path("recommendations").get(0);
		assertThat(top.path("rank").asInt()).isEqualTo(1);
		assertThat(top.path("producerProperties").has("compression.type")).isTrue();
		assertThat(top.path("snippets").propertyNames()).contains("kafka-configs", "librdkafka", "spring-boot",
				"strimzi");
	}

	@Test
	void anAnalysisIsReRankedForAnotherObjectiveAndVersionWithoutMeasuringAgain() throws Exception {
		String id = json(this.api.post(form("events.jsonl", jsonLines(500), "preset", "quick"))).path("id").asString();
		JsonNode measured = this.api.awaitFinal(id);
		JsonNode reRanked = json(this.api.get("/api/v1/analyses/" + id + "?objective=smallest&kafkaVersion=3.7"));
		assertThat(reRanked.path("request").path("objective").asString()).isEqualTo("smallest");
		assertThat(reRanked.path("request").path("kafkaVersion").asString()).isEqualTo("3.7");
		assertThat(measurements(reRanked)).isEqualTo(measurements(measured));
		assertThat(reRanked.path("results").findValuesAsString("notRecommendable"))
			.contains("Kafka 3.7 cannot configure it");
		assertThat(reRanked.path("recommendations").toString()).doesNotContain(".level");
	}

	@Test
	void aSampleTooSmallToFillTheLargerBatchSizesIsNotAdvisedThereAndSaysWhatWouldDecide() throws Exception {
		String id = json(this.api.post(form("events.jsonl", jsonLines(500), "preset", "quick", "codecs", "none,zstd",
				"batchSizes", "16384,262144,1048576", "objective", "smallest")))
			.path("id")
			.asString();
		JsonNode analysis = this.api.awaitFinal(id);
		assertThat(analysis.path("results")).hasSize(9);
		assertThat(analysis.path("recommendations")).isNotEmpty()
			.allSatisfy((recommendation) -> assertThat(recommendation.path("result").path("batchSize").asInt())
				.isEqualTo(16384));
		assertThat(analysis.path("notes").toString())
			.contains("The sample made fewer than two full batches at batch.size 262144 (256 KiB) and 1048576 (1 MiB) "
					+ "with every codec")
			.contains("deciding needs a sample of more than about");
	}

	@ParameterizedTest(name = "{0}={1} is refused naming the field")
	@CsvSource(textBlock = """
			codecs,            brotli,   gzip
			format,            csv,      json-array
			preset,            huge,     exhaustive
			batchSizes,        -1,       0 to
			recordsPerBatch,   0,        1 to
			objective,         cheapest, smallest
			kafkaVersion,      banana,   version
			kafkaVersion,      3.10,     'never released: the nearest releases are 3.9 and 4.0'
			kafkaVersion,      2.9,      'never released: the nearest releases are 2.8 and 3.0'
			kafkaVersion,      9.9,      'not been released: the newest release is 4.4'
			kafkaVersion,      0.8,      '0.8.0, 0.8.1 and 0.8.2'
			partitions,        0,        1 to
			messagesPerSecond, -5,       above 0
			averageMessagesPerSecond, 0, above 0
			lingerMs,          soon,     whole number
			keyed,             maybe,    true or false
			producers,         0,        1 to
			requestLatencyMs,  0,        above 0
			requestLatencyMs,  60000,    'at most 30,000'
			""")
	void invalidFieldsAreRefusedNamingTheFieldAndWhatItAccepts(String field, String value, String hint) {
		ResponseEntity<String> response = this.api.post(form("a.txt", utf8("a\nb\n"), field, value));
		assertProblem(response, HttpStatus.BAD_REQUEST);
		JsonNode problem = json(response);
		assertThat(problem.path("errors").get(0).path("field").asString()).isEqualTo(field);
		assertThat(problem.path("detail").asString()).contains(field).containsIgnoringCase(hint);
	}

	@Test
	void aFixedNumberOfRecordsPerBatchAndBatchSizesAreNotSentTogether() {
		ResponseEntity<String> response = this.api
			.post(form("a.txt", utf8("a\nb\n"), "recordsPerBatch", "100", "batchSizes", "16384"));
		assertProblem(response, HttpStatus.BAD_REQUEST);
		JsonNode problem = json(response);
		assertThat(problem.path("errors")).hasSize(1);
		assertThat(problem.path("errors").get(0).path("field").asString()).isEqualTo("batchSizes");
		assertThat(problem.path("detail").asString()).contains("send recordsPerBatch or batchSizes, not both");
	}

	@Test
	void anAverageRateAboveTheRateWhileMessagesFlowIsRefused() {
		ResponseEntity<String> response = this.api
			.post(form("a.txt", utf8("a\nb\n"), "messagesPerSecond", "100", "averageMessagesPerSecond", "250"));
		assertProblem(response, HttpStatus.BAD_REQUEST);
		JsonNode problem = json(response);
		assertThat(problem.path("errors").get(0).path("field").asString()).isEqualTo("averageMessagesPerSecond");
		assertThat(problem.path("detail").asString())
			.contains("must be at most the rate while messages flow (messagesPerSecond, 100), was '250'");
	}

	@Test
	void anAverageRateGivenAloneIsTheRateWhileMessagesFlowToo() {
		ResponseEntity<String> response = this.api
			.post(form("a.txt", utf8("a\nb\n"), "averageMessagesPerSecond", "250"));
		assertThat(response.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		JsonNode workload = json(response).path("request").path("workload");
		assertThat(workload.path("messagesPerSecond").asDouble()).isEqualTo(250);
		assertThat(workload.path("averageMessagesPerSecond").asDouble()).isEqualTo(250);
	}

	@Test
	void theRecordsToReadFromATopicAreNotSentWithAnUpload() {
		ResponseEntity<String> response = this.api.post(form("a.txt", utf8("a\nb\n"), "sampleRecords", "100"));
		assertProblem(response, HttpStatus.BAD_REQUEST);
		JsonNode problem = json(response);
		assertThat(problem.path("errors")).hasSize(1);
		assertThat(problem.path("errors").get(0).path("field").asString()).isEqualTo("sampleRecords");
		assertThat(problem.path("detail").asString()).contains("an upload is measured whole");
	}

	@Test
	void aFieldTheFormDoesNotHaveIsRefusedNamingTheFieldItMayHaveMeant() {
		ResponseEntity<String> response = this.api
			.post(form("a.txt", utf8("a\nb\n"), "presets", "quick", "linger.ms", "5", "colour", "blue"));
		assertProblem(response, HttpStatus.BAD_REQUEST);
		JsonNode errors = json(response).path("errors");
		assertThat(errors.findValuesAsString("field")).containsExactlyInAnyOrder("presets", "linger.ms", "colour");
		assertThat(errors.findValuesAsString("message"))
			.contains("is not a field of this request: did you mean 'preset'?",
					"is not a field of this request: did you mean 'lingerMs'?")
			.anySatisfy((message) -> assertThat(message).startsWith("is not a field of this request; its fields are")
				.contains("messagesPerSecond"));
	}

	@Test
	void aReRankingWithAParameterItDoesNotTakeIsRefusedNamingTheOneItMayHaveMeant() throws Exception {
		String id = json(this.api.post(form("events.jsonl", jsonLines(500), "preset", "quick"))).path("id").asString();
		ResponseEntity<String> response = this.api.get("/api/v1/analyses/" + id + "?objectve=smallest");
		assertProblem(response, HttpStatus.BAD_REQUEST);
		assertThat(json(response).path("detail").asString())
			.isEqualTo("objectve: is not a field of this request: did you mean 'objective'?");
	}

	@Test
	void everyInvalidFieldIsNamedAtOnce() {
		JsonNode problem = json(this.api.post(form("a.txt", utf8("a\n"), "codecs", "x", "partitions", "-1")));
		assertThat(problem.path("errors")).hasSize(2);
	}

	@Test
	void aRequestWithoutASampleIsRefused() {
		ResponseEntity<String> response = this.api.post(form(null, null, "preset", "quick"));
		assertProblem(response, HttpStatus.BAD_REQUEST);
		assertThat(json(response).path("errors").get(0).path("field").asString()).isEqualTo("sample");
	}

	@Test
	void aSampleSentAsATextFieldIsRefusedAsAMissingOne() {
		ResponseEntity<String> missing = this.api.post(form(null, null, "preset", "quick"));
		ResponseEntity<String> text = this.api.post(form(null, null, "sample", "hello", "preset", "quick"));
		assertProblem(text, HttpStatus.BAD_REQUEST);
		assertThat(json(text)).isEqualTo(json(missing));
		assertThat(json(text).path("detail").asString()).contains("file part named 'sample'");
	}

	@Test
	void unknownIdsAreNotFound() {
		assertProblem(this.api.get("/api/v1/analyses/nope"), HttpStatus.NOT_FOUND);
		assertProblem(this.api.get("/api/v1/analyses/nope/events"), HttpStatus.NOT_FOUND);
		assertProblem(this.api.delete("/api/v1/analyses/nope"), HttpStatus.NOT_FOUND);
		ResponseEntity<String> long404 = this.api.get("/api/v1/analyses/" + "x".repeat(5000));
		assertProblem(long404, HttpStatus.NOT_FOUND);
		assertThat(json(long404).path("detail").asString()).startsWith("No analysis has id '" + "x".repeat(40) + "…'.")
			.hasSizeLessThan(200);
	}

	@Test
	void samplesOverTheSizeLimitAreTooLargeAndSayTheLimitAsPeopleReadIt() {
		ResponseEntity<String> response = this.api.post(form("big.txt", new byte[3 << 20]));
		assertProblem(response, HttpStatus.CONTENT_TOO_LARGE);
		assertThat(json(response).path("detail").asString()).contains("limit of 2 MiB (2,097,152 bytes)");
		assertThat(json(response).path("limitValue").asLong()).isEqualTo(2 << 20);
	}

	@Test
	void zipsThatInflateOverTheSizeLimitAreTooLarge() throws Exception {
		ByteArrayOutputStream zip = new ByteArrayOutputStream();
		try (ZipOutputStream out = new ZipOutputStream(zip)) {
			for (int i = 0; i < 16; i++) {
				out.putNextEntry(new ZipEntry("zeros-" + i));
				out.write(new byte[512 << 10]);
			}
		}
		ResponseEntity<String> response = this.api.post(form("bomb.zip", zip.toByteArray(), "format", "files"));
		assertProblem(response, HttpStatus.CONTENT_TOO_LARGE);
		assertThat(json(response).path("limit").asString()).isEqualTo("maxBytes");
	}

	@Test
	void samplesWithTooManyRecordsAreTooLarge() {
		ResponseEntity<String> response = this.api.post(form("many.txt", utf8("x\n".repeat(20001))));
		assertProblem(response, HttpStatus.CONTENT_TOO_LARGE);
		assertThat(json(response).path("limit").asString()).isEqualTo("maxRecords");
	}

	@ParameterizedTest(name = "{0} is unprocessable")
	@CsvSource(textBlock = """
			json-array,      '[{"a": 1}, {"b": ',      byte
			length-prefixed, 'xyz',                     byte 0
			lines,           '',                        empty
			""")
	void samplesThatCannotBeSplitAreUnprocessableSayingWhere(String format, String sample, String hint) {
		ResponseEntity<String> response = this.api.post(form("s", utf8(sample), "format", format));
		assertProblem(response, HttpStatus.UNPROCESSABLE_CONTENT);
		assertThat(json(response).path("detail").asString()).containsIgnoringCase(hint);
	}

	@Test
	void aBodyThatIsNotMultipartIsAnUnsupportedMediaType() {
		assertProblem(this.api.postRaw(MediaType.APPLICATION_JSON, "{\"sample\":\"a\"}"),
				HttpStatus.UNSUPPORTED_MEDIA_TYPE);
	}

	@Test
	void unknownApiPathsAnswerProblemsEvenToBrowsers() {
		assertProblem(this.api.get("/api/v1/nothing"), HttpStatus.NOT_FOUND);
		assertProblem(this.api.get("/api/v1/nothing", MediaType.TEXT_HTML_VALUE), HttpStatus.NOT_FOUND);
	}

	@Test
	void deleteCancelsARunningAnalysisThenDeletesIt() throws Exception {
		String id = json(this.api.post(form("events.jsonl", jsonLines(20000), "preset", "exhaustive"))).path("id")
			.asString();
		ResponseEntity<String> cancelled = this.api.delete("/api/v1/analyses/" + id);
		assertThat(cancelled.getStatusCode()).isEqualTo(HttpStatus.OK);
		assertThat(json(cancelled).path("status").asString()).isEqualTo("CANCELLED");
		assertThat(json(this.api.get("/api/v1/analyses/" + id)).path("status").asString()).isEqualTo("CANCELLED");
		assertThat(this.api.delete("/api/v1/analyses/" + id).getStatusCode()).isEqualTo(HttpStatus.NO_CONTENT);
		assertProblem(this.api.get("/api/v1/analyses/" + id), HttpStatus.NOT_FOUND);
	}

	@Test
	void eventsStreamProgressAndEndWithTheFinalStatus() {
		String id = json(this.api.post(form("events.jsonl", jsonLines(1000), "preset", "quick"))).path("id").asString();
		ResponseEntity<String> stream = this.api.get("/api/v1/analyses/" + id + "/events",
				MediaType.TEXT_EVENT_STREAM_VALUE);
		assertThat(stream.getHeaders().getContentType().isCompatibleWith(MediaType.TEXT_EVENT_STREAM)).isTrue();
		List<String> events = new ArrayList<>();
		for (String line : stream.getBody().split("\n")) {
			if (line.startsWith("event:")) {
				events.add(line.substring(6).trim());
			}
		}
		assertThat(events).last().isEqualTo("end");
		assertThat(stream.getBody()).contains("\"status\":\"SUCCEEDED\"").contains("\"total\":7");
	}

	@Test
	void codecsListLevelsOptionsAndVersions() {
		JsonNode codecs = json(this.api.get("/api/v1/codecs"));
		assertThat(codecs).hasSize(5);
		JsonNode zstd = codecs.get(4);
		assertThat(zstd.path("name").asString()).isEqualTo("zstd");
		assertThat(zstd.path("sinceKafka").asString()).isEqualTo("2.1");
		assertThat(zstd.path("levels").path("min").asInt()).isEqualTo(-131072);
		assertThat(zstd.path("levels").path("max").asInt()).isEqualTo(22);
		assertThat(zstd.path("levels").path("defaultLevel").asInt()).isEqualTo(3);
		assertThat(zstd.path("levels").path("configurableSince").asString()).isEqualTo("3.8");
		assertThat(zstd.path("options").get(0).path("name").asString()).isEqualTo("zstdWindowLog");
		assertThat(zstd.path("levels").path("sameBytes").isNull()).isTrue();
		assertThat(codecs.get(3).path("levels").path("sameBytes").asString()).isEqualTo("Compresses level 2 as 1, and "
				+ "levels 13 to 17 as 12 (liblz4's high-compression levels stop at 12 and treat 1 and 2 alike): the "
				+ "presets measure each once.");
	}

	private static void assertProblem(ResponseEntity<String> response, HttpStatus status) {
		assertThat(response.getStatusCode()).isEqualTo(status);
		assertThat(response.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
		JsonNode problem = json(response);
		assertThat(problem.path("status").asInt()).isEqualTo(status.value());
		assertThat(problem.path("title").asString()).isNotBlank();
		assertThat(problem.path("detail").asString()).isNotBlank();
		assertThat(response.getBody()).doesNotContain("Exception").doesNotContain("\tat ");
	}

	private static JsonNode find(JsonNode results, String codec, Integer level) {
		for (JsonNode result : results) {
			if (result.path("codec").asString().equals(codec)
					&& ((level == null) ? result.path("level").isNull() : result.path("level").asInt() == level)) {
				return result;
			}
		}
		throw new AssertionError("No result for " + codec + " " + level);
	}

	static byte[] jsonLines(int count) {
		StringBuilder lines = new StringBuilder();
		for (int i = 0; i < count; i++) {
			lines.append("{\"device\":\"sensor-")
				.append(i % 37)
				.append("\",\"temperature\":")
				.append(20 + (i * 7) % 13)
				.append(".")
				.append(i % 10)
				.append(",\"status\":\"")
				.append((i % 11 == 0) ? "warning" : "ok")
				.append("\",\"seq\":")
				.append(i)
				.append("}\n");
		}
		return utf8(lines.toString());
	}

	/**
	 * Returns an analysis's results as measured, without what the advice says of each for
	 * the objective and Kafka version asked for.
	 */
	private static List<JsonNode> measurements(JsonNode analysis) {
		return analysis.path("results").valueStream().map((result) -> {
			ObjectNode measured = (ObjectNode) result.deepCopy();
			measured.remove(List.of("notRecommendable", "paretoOptimal"));
			return (JsonNode) measured;
		}).toList();
	}

}
