package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.UploadPageTests.html;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.AnalysisStatus;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpStatus;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.web.servlet.assertj.MockMvcTester;

@SpringBootTest(properties = "advisor.analysis.time-budget=1ms")
@AutoConfigureMockMvc
class FailedAnalysisPageTests {

	@Autowired
	private MockMvcTester mvc;

	@Autowired
	private AnalysisService analyses;

	@Test
	void aFailedAnalysisSaysWhatHappenedAndHowToFixIt() throws Exception {
		String location = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.file(new MockMultipartFile("sample", "events.txt", "text/plain",
					"key=value\n".repeat(50_000).getBytes(StandardCharsets.UTF_8)))
			.exchange()
			.getResponse()
			.getHeader("Location");
		String id = location.substring("/analyses/".length());
		long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
		while (!this.analyses.get(id).status().isFinal() && System.nanoTime() < deadline) {
			Thread.sleep(20);
		}
		assertThat(this.analyses.get(id).status()).isEqualTo(AnalysisStatus.FAILED);

		Document page = html(this.mvc.get().uri(location).exchange(), HttpStatus.OK);
		assertThat(page.select("#failure h2").text()).isEqualTo("Time budget exceeded");
		assertThat(page.select("#failure p").eachText()).containsExactly(
				"The analysis may take 1 millisecond, and that time ran out before any configuration was measured.",
				"Upload the sample again with the quick preset (7 configurations), fewer codecs or fewer messages. "
						+ "If that runs out of time too, ask whoever runs this service to allow analyses more time.");
		assertThat(page.select("#failure a[href=/]").text()).isEqualTo("Upload the sample again");
		assertThat(page.select("#failure").text()).as("the operator's setting is the API's business")
			.doesNotContain("advisor.");
		assertThat(page.select("#recommendation, #chart, #results, progress")).isEmpty();
		assertThat(page.title()).isEqualTo("Failed: Analysis of 50,000 messages — Kafka Compression Advisor");
	}

}
