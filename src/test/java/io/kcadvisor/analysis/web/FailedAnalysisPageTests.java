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
		assertThat(page.select("#failure").text()).contains("ran out of its time budget")
			.contains("Choose a smaller preset")
			.contains("upload the sample again");
		assertThat(page.select("#failure a[href=/]")).hasSize(1);
		assertThat(page.select("#recommendation, #chart, #results, progress")).isEmpty();
	}

}
