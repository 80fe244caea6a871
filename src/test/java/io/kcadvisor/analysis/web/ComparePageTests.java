package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.UploadPageTests.html;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.AnalysisStatus;
import io.kcadvisor.kafka.KafkaVersion;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpStatus;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.assertj.MockMvcTester;
import org.springframework.test.web.servlet.assertj.MvcTestResult;

/**
 * The compare page shows two analyses side by side, such as a topic's messages before and
 * after a schema change, and the analysis page tells the browser's history what it shows.
 */
@SpringBootTest
@ActiveProfiles("brief-timing")
@AutoConfigureMockMvc
class ComparePageTests {

	@Autowired
	private MockMvcTester mvc;

	@Autowired
	private AnalysisService analyses;

	@Test
	void twoAnalysesCompareTheirSamplesRecommendationsAndStoredBytesAtEachBatchSize() throws Exception {
		String before = finished(lines(1500, ""), "batchSizes", "16384,65536");
		String after = finished(lines(3000, ",\"site\":\"plant-4\""), "batchSizes", "16384", "objective", "smallest",
				"kafkaVersion", "3.7");

		Document page = html(this.mvc.get().uri("/compare?ids=" + before + "," + after).exchange(), HttpStatus.OK);

		assertThat(page.select("#first h2 a").attr("href")).isEqualTo("/analyses/" + before);
		assertThat(page.select("#first").text()).contains("1,500 messages").contains("Recommended for balanced");
		assertThat(page.select("#second").text()).contains("3,000 messages").contains("Recommended for smallest");
		assertThat(page.select("#compare-differences").text())
			.startsWith("The two analyses were asked different things: objective balanced against smallest, Kafka "
					+ KafkaVersion.NEWEST + " against 3.7.");
		assertThat(page.select("table#compared th").last().text()).isEqualTo("Second against first, per record");
		int beforeResults = this.analyses.get(before).outcome().results().size();
		int afterResults = this.analyses.get(after).outcome().results().size();
		assertThat(page.select("table#compared tbody tr")).as("one row per configuration and batch.size")
			.hasSize(beforeResults);
		Element both = page.select("table#compared tbody tr")
			.stream()
			.filter((row) -> row.text().contains("zstd level 3") && row.text().contains("batch.size 16 KiB"))
			.findFirst()
			.orElseThrow();
		assertThat(both.select("td").get(6).text()).matches("[+−]?\\d+\\.\\d%");
		assertThat(page.select("table#compared tbody tr").stream().filter((row) -> row.text().contains("64 KiB")))
			.hasSize(beforeResults - afterResults)
			.allSatisfy((row) -> assertThat(row.select("td").get(6).text()).isEqualTo("—"));

		Document same = html(this.mvc.get().uri("/compare?ids=" + before + "," + before).exchange(), HttpStatus.OK);
		assertThat(same.select("#compare-differences")).as("asked the same").isEmpty();
	}

	@Test
	void analysesModelledWithDifferentTrafficSayWhatDiffersAndThatTheirBatchesDo() throws Exception {
		String atRate = finished(lines(1500, ""), "batchSizes", "16384,65536", "messagesPerSecond", "5000",
				"partitions", "12");
		String full = finished(lines(1500, ",\"site\":\"plant-4\""), "batchSizes", "16384,65536");

		Document page = html(this.mvc.get().uri("/compare?ids=" + atRate + "," + full).exchange(), HttpStatus.OK);
		assertThat(page.select("#compare-traffic").text()).isEqualTo("The two analyses modelled different traffic: "
				+ "messages per second 5,000 against not given, partitions 12 against not given. In the first, the "
				+ "message rate closes every batch before it fills batch.size (about 26 records); in the second, "
				+ "every batch fills batch.size. At one batch.size they compare unlike batches, so the figures below "
				+ "differ for that reason too, not only for their messages.");
		assertThat(page.select("#compare-differences")).as("asked the same things").isEmpty();

		Document same = html(this.mvc.get().uri("/compare?ids=" + full + "," + full).exchange(), HttpStatus.OK);
		assertThat(same.select("#compare-traffic")).isEmpty();
		String sameRate = finished(lines(3000, ""), "batchSizes", "16384", "messagesPerSecond", "5000", "partitions",
				"12");
		Document alike = html(this.mvc.get().uri("/compare?ids=" + atRate + "," + sameRate).exchange(), HttpStatus.OK);
		assertThat(alike.select("#compare-traffic")).isEmpty();
		String longer = finished(lines(1500, ""), "batchSizes", "16384,65536", "messagesPerSecond", "5000",
				"partitions", "12", "lingerMs", "100");
		Document lingering = html(this.mvc.get().uri("/compare?ids=" + atRate + "," + longer).exchange(),
				HttpStatus.OK);
		assertThat(lingering.select("#compare-traffic").text())
			.startsWith("The two analyses modelled different traffic: linger.ms 5 against 100. In the first, the "
					+ "message rate closes every batch before it fills batch.size (about 26 records); in the second,");
	}

	/**
	 * Batches of a fixed number of records hold it whatever the traffic: two such
	 * analyses at different rates compare batches alike, and one against an analysis at a
	 * rate says what each one's batches hold.
	 */
	@Test
	void batchesOfAFixedNumberOfRecordsAreAlikeWhateverTheTraffic() throws Exception {
		String slow = finished(lines(1500, ""), "recordsPerBatch", "100", "messagesPerSecond", "5000");
		String fast = finished(lines(1500, ""), "recordsPerBatch", "100", "messagesPerSecond", "10000");
		Document fixed = html(this.mvc.get().uri("/compare?ids=" + slow + "," + fast).exchange(), HttpStatus.OK);
		assertThat(fixed.select("#compare-traffic")).isEmpty();
		String atRate = finished(lines(1500, ""), "batchSizes", "16384", "messagesPerSecond", "5", "partitions", "12");
		Document mixed = html(this.mvc.get().uri("/compare?ids=" + slow + "," + atRate).exchange(), HttpStatus.OK);
		assertThat(mixed.select("#compare-traffic").text())
			.startsWith("The two analyses modelled different traffic: messages per second 5,000 against 5, "
					+ "partitions not given against 12. In the first, each batch holds about 100 records, as asked, "
					+ "whatever the traffic; in the second,");
	}

	@Test
	void comparingNeedsTheIdsOfTwoAnalysesThatExist() throws Exception {
		String id = finished(lines(100, ""));
		html(this.mvc.get().uri("/compare").exchange(), HttpStatus.BAD_REQUEST);
		html(this.mvc.get().uri("/compare?ids=" + id).exchange(), HttpStatus.BAD_REQUEST);
		Document missing = html(this.mvc.get().uri("/compare?ids=" + id + ",nope").exchange(), HttpStatus.NOT_FOUND);
		assertThat(missing.select("main").text()).contains("nope");
	}

	@Test
	void theAnalysisPageTellsTheBrowsersHistoryWhatItShows() throws Exception {
		String id = finished(lines(2000, ""));
		Document page = html(this.mvc.get().uri("/analyses/" + id).exchange(), HttpStatus.OK);
		Element main = page.selectFirst("main");
		assertThat(main.attr("data-analysis-id")).isEqualTo(id);
		assertThat(main.attr("data-analysis-status")).isEqualTo("SUCCEEDED");
		assertThat(main.attr("data-analysis-summary")).startsWith("2,000 messages");
		assertThat(main.attr("data-analysis-created")).matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC");
		assertThat(main.attr("data-analysis-asked")).isEqualTo("all codecs for balanced");
		assertThat(main.attr("data-analysis-top")).matches("[a-z0-9]+( level -?\\d+)?, batch.size \\d+ KiB");
		Document upload = html(this.mvc.get().uri("/").exchange(), HttpStatus.OK);
		assertThat(upload.select("section#history[hidden] #history-list")).hasSize(1);
		assertThat(upload.select("script[src=/js/history-list.js]")).hasSize(1);
	}

	private String finished(String content, String... fields) throws Exception {
		var request = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.file(new MockMultipartFile("sample", "events.txt", "text/plain", content.getBytes(StandardCharsets.UTF_8)))
			.param("preset", "quick");
		for (int i = 0; i < fields.length; i += 2) {
			request.param(fields[i], fields[i + 1]);
		}
		MvcTestResult result = request.exchange();
		assertThat(result).hasStatus(HttpStatus.SEE_OTHER);
		String id = result.getResponse().getHeader("Location").substring("/analyses/".length());
		long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
		while (!this.analyses.get(id).status().isFinal() && System.nanoTime() < deadline) {
			Thread.sleep(50);
		}
		assertThat(this.analyses.get(id).status()).isEqualTo(AnalysisStatus.SUCCEEDED);
		return id;
	}

	private static String lines(int count, String extra) {
		return IntStream.range(0, count)
			.mapToObj((i) -> "{\"device\":\"sensor-" + (i % 40) + "\",\"seq\":" + i + extra + "}")
			.collect(Collectors.joining("\n"));
	}

}
