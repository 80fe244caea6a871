package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.UploadPageTests.html;
import static io.kcadvisor.analysis.web.UploadPageTests.sample;
import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpStatus;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.assertj.MockMvcTester;
import org.springframework.test.web.servlet.assertj.MvcTestResult;

/**
 * What the upload form does with the sample it submits: goes to the analysis's page, or
 * shows the sample's problem beside the field to change.
 */
@SpringBootTest(properties = "advisor.sample.max-size=2MB")
@ActiveProfiles("brief-timing")
@AutoConfigureMockMvc
class SubmittedSampleTests {

	@Autowired
	private MockMvcTester mvc;

	@Test
	void aSubmittedSampleLeadsToItsAnalysisPage() {
		MvcTestResult result = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.file(sample("events.txt", "a=1\nb=2\nc=3\n"))
			.param("preset", "quick")
			.exchange();
		assertThat(result).hasStatus(HttpStatus.SEE_OTHER);
		String location = result.getResponse().getHeader("Location");
		assertThat(location).matches("/analyses/[A-Za-z0-9_-]{22,}");
		assertThat(this.mvc.get().uri(location).exchange()).hasStatusOk();
	}

	@ParameterizedTest(name = "{0} is unprocessable: {4}")
	@CsvSource(delimiter = '|',
			textBlock = """
					not-json.json | json-array | # not json | format | The sample is not a valid JSON array: at byte 0, '#' cannot start a JSON value. Choose the format it is in, or Detect automatically.
					empty.txt     | lines      |            | sample | The sample is empty.
					""")
	void samplesThatCannotBeSplitAreShownBesideTheFieldToChange(String filename, String format, String content,
			String field, String message) {
		MvcTestResult result = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.file(sample(filename, (content != null) ? content : ""))
			.param("format", format)
			.exchange();
		Document page = html(result, HttpStatus.UNPROCESSABLE_CONTENT);
		assertThat(page.select(".field__error").eachAttr("id")).containsExactly(field + "-error");
		assertThat(page.select("#" + field + "-error").text()).isEqualTo(message);
		assertThat(page.select("#" + field).attr("aria-describedby")).contains(field + "-error");
		assertThat(page.select("#error-summary a[href=#" + field + "]")).hasSize(1);
		assertThat(page.select("#format option[selected]").attr("value")).isEqualTo(format);
	}

	@Test
	void samplesOverTheSizeLimitAreShownBesideTheFileInput() {
		MvcTestResult result = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.file(new MockMultipartFile("sample", "big.txt", "text/plain", new byte[3 << 20]))
			.exchange();
		assertThat(html(result, HttpStatus.CONTENT_TOO_LARGE).select("#sample-error").text())
			.isEqualTo("The sample is over the limit of 2 MiB, uncompressed. Choose a part of it: a few thousand "
					+ "messages are enough.");
	}

}
