package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.UploadPageTests.html;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.AnalysisStatus;
import io.kcadvisor.kafka.KafkaVersion;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.MemoryRecordsBuilder;
import org.apache.kafka.common.record.TimestampType;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.assertj.MockMvcTester;
import org.springframework.test.web.servlet.assertj.MvcTestResult;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

@SpringBootTest
@ActiveProfiles("brief-timing")
@AutoConfigureMockMvc
class AnalysisPageTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final String BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

	@Autowired
	private MockMvcTester mvc;

	@Autowired
	private AnalysisService analyses;

	@Test
	void theWorkloadSaysWhichRateBytesPerDayAreFiguredAtWhereMessagesComeInBursts() throws Exception {
		String steady = finished("messagesPerSecond", "5000");
		assertThat(html(this.mvc.get().uri("/analyses/" + steady).exchange(), HttpStatus.OK).select("#workload").text())
			.contains("At 5,000 messages per second, replication factor")
			.doesNotContain("on average");
		String bursty = finished("messagesPerSecond", "5000", "averageMessagesPerSecond", "50");
		Document page = html(this.mvc.get().uri("/analyses/" + bursty).exchange(), HttpStatus.OK);
		assertThat(page.select("#workload").text()).contains("At 5,000 messages per second while they flow (50 on "
				+ "average, which bytes per day and at retention are figured at), replication factor");
		JsonNode cost = api(bursty, "").path("recommendations").get(0).path("workload");
		assertThat(cost.path("compressed").path("producerNetworkBytesPerDay").asDouble())
			.isCloseTo(cost.path("compressed").path("bytesPerMessage").asDouble() * 50 * 86_400, within(1.0));
	}

	@Test
	void aFinishedAnalysisShowsTheAdviceTheChartsAndEveryResult() throws Exception {
		String id = finished("batchSizes", "16384,65536", "messagesPerSecond", "5000");
		Document page = html(this.mvc.get().uri("/analyses/" + id).exchange(), HttpStatus.OK);
		JsonNode analysis = api(id, "");
		JsonNode top = analysis.path("recommendations").get(0);

		assertThat(page.title()).startsWith(top.path("result").path("codec").asString())
			.matches("[a-z0-9]+( level -?[0-9]+)? — Analysis of 1,500 messages — Kafka Compression Advisor");
		Element recommendation = page.selectFirst("#recommendation");
		assertThat(recommendation.selectFirst("h2").text())
			.startsWith("Use " + top.path("result").path("codec").asString());
		assertThat(recommendation.select(".rationale").text()).isEqualTo(top.path("rationale").asString());
		assertThat(recommendation.select(".snippet").eachAttr("id")).containsExactly("snippet-producer",
				"snippet-topic", "snippet-kafka-configs", "snippet-librdkafka", "snippet-spring-boot",
				"snippet-strimzi");
		assertThat(recommendation.select(".snippet button.copy").eachAttr("data-copy")).hasSize(6)
			.allSatisfy((target) -> assertThat(recommendation.select("#" + target)).hasSize(1));
		assertThat(recommendation.select("#snippet-producer-text").text())
			.contains("compression.type=" + top.path("result").path("codec").asString());
		assertThat(recommendation.selectFirst("#snippet-strimzi-text").wholeText())
			.isEqualTo(top.path("snippets").path("strimzi").asString());
		assertThat(recommendation.select(".warnings li")).hasSize(top.path("warnings").size());

		assertThat(page.select("#chart canvas#tradeoff-chart")).hasSize(1);
		assertThat(page.select("#chart canvas#batch-chart")).hasSize(1);
		assertThat(page.select("#workload").text()).contains("5,000 messages per second")
			.contains("Broker CPU, leaders and followers")
			.containsPattern("\\((saves [0-9.e-]+ cores|costs [0-9.e-]+ more cores|the same)\\)")
			.containsPattern("[0-9.]+ ms");
		assertThat(page.select("#current")).as("no today's figures for lines").isEmpty();

		JsonNode results = analysis.path("results");
		assertThat(page.select("table#results tbody tr")).hasSize(results.size());
		assertThat(page.select("table#results tbody tr").eachAttr("data-bytes"))
			.containsExactlyElementsOf(IntStream.range(0, results.size())
				.mapToObj((index) -> results.get(index).path("compressedBytes").asString())
				.collect(Collectors.toList()));
		assertThat(page.select("table#results tr.is-recommended")).hasSize(1);
		assertThat(page.select("table#results tr.is-recommended").attr("data-codec"))
			.isEqualTo(top.path("result").path("codec").asString());
	}

	@Test
	void aSegmentShowsWhatItStoresTodayAgainstTheRecommendationAndTheDiskSavedAtRetention() throws Exception {
		String id = finished(segment(lines(1500)), "format", "kafka-segment", "messagesPerSecond", "1000",
				"retentionHours", "24", "replicationFactor", "3");
		JsonNode analysis = api(id, "");
		JsonNode top = analysis.path("recommendations").get(0);
		double today = analysis.path("current").path("storedBytesPerRecord").asDouble();
		double recommended = top.path("result").path("compressedBytes").asDouble()
				/ analysis.path("sample").path("records").asInt();
		PageFormat format = new PageFormat();
		String disk = format.bytes(Math.round((today - recommended) * 1000 * 3600 * 24 * 3));

		Document page = html(this.mvc.get().uri("/analyses/" + id).exchange(), HttpStatus.OK);
		assertThat(page.select("#recommendation #current").text()).isEqualTo(
				"Today: " + format.number(today) + " bytes/record (none), recommended: " + format.number(recommended)
						+ " bytes/record, saving " + format.percent(top.path("savingVsCurrent").asDouble()) + " = "
						+ disk + " of disk at your retention (24 hours, 3 replicas).");
	}

	@ParameterizedTest(name = "replication factor {0}")
	@CsvSource(delimiter = '|', textBlock = """
			1 | its leaders store today.
			3 | it stores today on its 3 replicas.
			""")
	void withoutARateTheSavingIsOfWhatIsStoredTodayOnEveryReplicaAsScansFigureIt(int replicationFactor, String of)
			throws Exception {
		String id = finished(segment(lines(1500)), "format", "kafka-segment", "replicationFactor",
				String.valueOf(replicationFactor));
		JsonNode analysis = api(id, "");
		long stored = analysis.path("current").path("sizeBytes").asLong() * replicationFactor;
		double saving = analysis.path("recommendations").get(0).path("savingVsCurrent").asDouble();
		PageFormat format = new PageFormat();
		Document page = html(this.mvc.get().uri("/analyses/" + id).exchange(), HttpStatus.OK);
		assertThat(page.select("#current").text())
			.endsWith(" = " + format.bytes(Math.round(saving * stored)) + " of the " + format.bytes(stored) + " " + of);
	}

	@Test
	void theAdviceIsReRankedForAnotherObjectiveAndVersionWithoutMeasuringAgain() throws Exception {
		String id = finished();
		Document page = html(this.mvc.get().uri("/analyses/" + id + "?objective=smallest&kafkaVersion=3.7").exchange(),
				HttpStatus.OK);
		assertThat(page.select("#recommendation .eyebrow").text()).isEqualTo("Recommended for smallest on Kafka 3.7");
		assertThat(page.select("#rerank-objective option[selected]").val()).isEqualTo("smallest");
		assertThat(page.select("#rerank-kafkaVersion").val()).isEqualTo("3.7");
		assertThat(page.select("#snippet-producer-text").text()).contains("compression.type=").doesNotContain(".level");
		assertThat(page.select("table#results tbody tr")).hasSize(api(id, "").path("results").size());
	}

	@Test
	void anInvalidVersionToReRankForIsShownBesideItsField() throws Exception {
		String id = finished();
		Document page = html(this.mvc.get().uri("/analyses/" + id + "?kafkaVersion=banana").exchange(),
				HttpStatus.BAD_REQUEST);
		assertThat(page.select("#rerank-kafkaVersion-error").text())
			.startsWith("Kafka version must be a released version such as 4.1");
		assertThat(page.select("#rerank-kafkaVersion").attr("aria-invalid")).isEqualTo("true");
		assertThat(page.select("#rerank-kafkaVersion").val()).isEqualTo("banana");
		assertThat(page.select("#recommendation .eyebrow").text()).endsWith("on Kafka " + KafkaVersion.NEWEST);
	}

	@Test
	void aRunningAnalysisShowsItsProgressAndCanBeCancelled() throws Exception {
		String id = submit("events.jsonl", "{\"n\":1}\n".repeat(20_000), "preset", "exhaustive");
		Document running = html(this.mvc.get().uri("/analyses/" + id).exchange(), HttpStatus.OK);
		assertThat(running.select("progress#progress").attr("max")).isEqualTo("548");
		assertThat(running.select(".summary").text()).endsWith("548 configurations");
		assertThat(running.select("progress#progress").attr("data-events"))
			.isEqualTo("/api/v1/analyses/" + id + "/events");
		assertThat(running.select("noscript meta[http-equiv=refresh]")).hasSize(1);
		assertThat(running.select("#recommendation, #chart, #results")).isEmpty();
		assertThat(running.title())
			.matches("(Queued|Running): Analysis of 20,000 messages — Kafka Compression Advisor");

		MvcTestResult cancelled = this.mvc.post().uri("/analyses/" + id + "/cancel").exchange();
		assertThat(cancelled).hasStatus(HttpStatus.SEE_OTHER).headers().hasValue("Location", "/analyses/" + id);
		Document page = html(this.mvc.get().uri("/analyses/" + id).exchange(), HttpStatus.OK);
		int measured = this.analyses.get(id).progress().completed();
		assertThat(page.select("#cancelled p").first().text()).isEqualTo("This analysis was cancelled "
				+ ((measured == 0) ? "before any configuration was measured"
						: "after " + measured + " of 548 measurements had been made")
				+ ", and its sample was discarded.");
		assertThat(page.select("progress, noscript meta")).isEmpty();
		assertThat(page.title()).isEqualTo("Cancelled: Analysis of 20,000 messages — Kafka Compression Advisor");

		assertThat(this.mvc.post().uri("/analyses/" + id + "/cancel").exchange()).hasStatus(HttpStatus.SEE_OTHER);
		assertThat(this.analyses.get(id).status()).as("an ended analysis is kept").isEqualTo(AnalysisStatus.CANCELLED);
	}

	@Test
	void aPreliminaryRankingSaysOnceWhatItRestsOn() throws Exception {
		String id = submit("events.jsonl", lines(20_000), "preset", "exhaustive");
		long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
		while (this.analyses.get(id).firstAnswer() == null && !this.analyses.get(id).status().isFinal()
				&& System.nanoTime() < deadline) {
			Thread.sleep(50);
		}
		Document page = html(this.mvc.get().uri("/analyses/" + id).exchange(), HttpStatus.OK);
		this.mvc.post().uri("/analyses/" + id + "/cancel").exchange();
		assertThat(page.select("#recommendation #preliminary")).as("a preliminary ranking is shown").hasSize(1);
		assertThat(page.select(".notice").text()).contains("Preliminary: the ranking of the 7 configurations");
		assertThat(page.select("main").text().split("replaces it when the sweep ends", -1))
			.as("the preliminary ranking explained once")
			.hasSize(2);
		assertThat(page.title()).startsWith("Preliminary: ")
			.endsWith(" — Analysis of 20,000 messages — Kafka Compression Advisor");
	}

	/**
	 * Records per batch are no producer setting: the headline leads with the batch.size
	 * the properties set for them.
	 */
	@Test
	void aFixedNumberOfRecordsPerBatchIsHeadlinedAsTheBatchSizeThatHoldsThem() throws Exception {
		String id = finished("codecs", "zstd", "recordsPerBatch", "100");
		Document page = html(this.mvc.get().uri("/analyses/" + id).exchange(), HttpStatus.OK);
		assertThat(page.select("#recommendation-title").text())
			.matches("Use zstd .* with batch.size \\d+ \\(100 records a " + "batch\\)\\.");
	}

	@Test
	void aSampleOfOneMessageIsCountedInTheSingular() throws Exception {
		String id = submit("one.txt", "just one message\n", "preset", "quick", "codecs", "snappy");
		Document page = html(this.mvc.get().uri("/analyses/" + id).exchange(), HttpStatus.OK);
		assertThat(page.select("h1").text()).isEqualTo("Analysis of 1 message");
		assertThat(page.title()).endsWith("Analysis of 1 message — Kafka Compression Advisor");
		assertThat(page.select(".summary").text()).endsWith("preset quick · 1 configuration");
	}

	@Test
	void withOnlyUncompressedConfigurationsMeasuredThePageRecommendsNothingAndSaysWhy() throws Exception {
		String id = finished("codecs", "none");
		Document page = html(this.mvc.get().uri("/analyses/" + id).exchange(), HttpStatus.OK);
		assertThat(page.select("#recommendation h2").text()).isEqualTo("Nothing to recommend");
		assertThat(page.select("#recommendation").text()).contains("No codec that compresses was measured");
		assertThat(page.select(".notice").text()).contains("Only uncompressed (none) was asked for")
			.doesNotContain("ran out of time");
		assertThat(page.select("#results tbody tr")).isNotEmpty();
		assertThat(page.select("#chart canvas")).as("no trade-off to chart").isEmpty();
		assertThat(page.select("#chart-uncompressed-only").text()).startsWith("Only uncompressed (none) was measured");
		assertThat(page.select("#rerank")).as("nothing to rank again").isEmpty();
	}

	/**
	 * A record of 20 KB of random bytes compresses to nothing and makes one batch:
	 * nothing, not even none, may be recommended, and the page says so for those reasons,
	 * not for the Kafka version, which can configure every codec.
	 */
	@Test
	void whenNothingMayBeRecommendedThePagePointsAtTheNotesThatSayWhy() throws Exception {
		byte[] random = new byte[20_000];
		new java.util.Random(7).nextBytes(random);
		String id = finished(new MockMultipartFile("sample", "random.bin", "application/octet-stream", random),
				"format", "whole");
		Document page = html(this.mvc.get().uri("/analyses/" + id).exchange(), HttpStatus.OK);
		assertThat(page.select("#recommendation h2").text()).isEqualTo("Nothing to recommend");
		assertThat(page.select("#recommendation").text())
			.isEqualTo("Nothing to recommend None of the configurations measured can be recommended: the notes at the "
					+ "top of the page say why.");
		assertThat(page.select("#recommendation a[href=#notes]")).hasSize(1);
		assertThat(page.select("#notes").text()).contains("The sample made fewer than two full batches")
			.contains("every codec measured stores as many bytes as sending the records uncompressed")
			.doesNotContain("so the advice is compression.type=none");
		assertThat(api(id, "").path("recommendations")).isEmpty();
	}

	@Test
	void anUnknownAnalysisIsAFriendlyPageForBrowsersAndAProblemForApiClients() {
		Document page = html(this.mvc.get().uri("/analyses/nope").header("Accept", BROWSER_ACCEPT).exchange(),
				HttpStatus.NOT_FOUND);
		assertThat(page.select("h1").text()).isEqualTo("Analysis not found");
		assertThat(page.select("main").text()).contains("kept for 30 days");
		assertThat(page.select("main a[href=/]")).hasSize(1);
		assertThat(page.select("header.site-header")).hasSize(1);
		html(this.mvc.post().uri("/analyses/nope/cancel").exchange(), HttpStatus.NOT_FOUND);

		assertThat(this.mvc.get().uri("/api/v1/analyses/nope").header("Accept", BROWSER_ACCEPT).exchange())
			.hasStatus(HttpStatus.NOT_FOUND)
			.hasContentType(MediaType.APPLICATION_PROBLEM_JSON);
	}

	private String finished(String... fields) throws Exception {
		return finished(new MockMultipartFile("sample", "events.txt", "text/plain",
				lines(1500).getBytes(StandardCharsets.UTF_8)), fields);
	}

	private String finished(MockMultipartFile sample, String... fields) throws Exception {
		String[] all = new String[fields.length + 2];
		all[0] = "preset";
		all[1] = "quick";
		System.arraycopy(fields, 0, all, 2, fields.length);
		String id = submit(sample, all);
		long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
		while (!this.analyses.get(id).status().isFinal() && System.nanoTime() < deadline) {
			Thread.sleep(50);
		}
		assertThat(this.analyses.get(id).status()).isEqualTo(AnalysisStatus.SUCCEEDED);
		return id;
	}

	private String submit(String filename, String content, String... fields) {
		return submit(new MockMultipartFile("sample", filename, "text/plain", content.getBytes(StandardCharsets.UTF_8)),
				fields);
	}

	private String submit(MockMultipartFile sample, String... fields) {
		var request = this.mvc.post().uri("/analyses").multipart().file(sample);
		for (int i = 0; i < fields.length; i += 2) {
			request.param(fields[i], fields[i + 1]);
		}
		MvcTestResult result = request.exchange();
		assertThat(result).hasStatus(HttpStatus.SEE_OTHER);
		return result.getResponse().getHeader("Location").substring("/analyses/".length());
	}

	private JsonNode api(String id, String query) throws Exception {
		return JSON.readTree(
				this.mvc.get().uri("/api/v1/analyses/" + id + query).exchange().getResponse().getContentAsString());
	}

	/** A segment of the lines as one uncompressed batch, as a broker writes it. */
	private static MockMultipartFile segment(String lines) {
		String[] values = lines.split("\n");
		MemoryRecordsBuilder builder = MemoryRecords.builder(ByteBuffer.allocate(1024), Compression.NONE,
				TimestampType.CREATE_TIME, 0);
		for (String value : values) {
			builder.append(1_700_000_000_000L, null, value.getBytes(StandardCharsets.UTF_8));
		}
		ByteBuffer buffer = builder.build().buffer();
		byte[] bytes = new byte[buffer.remaining()];
		buffer.get(bytes);
		return new MockMultipartFile("sample", "00000000000000000000.log", "application/octet-stream", bytes);
	}

	private static String lines(int count) {
		return IntStream.range(0, count)
			.mapToObj((i) -> "{\"device\":\"sensor-" + (i % 40) + "\",\"seq\":" + i + ",\"temperature\":" + (20 + i % 7)
					+ "." + (i % 10) + "}")
			.collect(Collectors.joining("\n"));
	}

}
