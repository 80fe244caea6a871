package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.sample.SampleFormat;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpStatus;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.web.servlet.assertj.MockMvcTester;
import org.springframework.test.web.servlet.assertj.MvcTestResult;
import org.springframework.test.web.servlet.request.MockMultipartHttpServletRequestBuilder;
import org.springframework.test.web.servlet.request.MockMvcRequestBuilders;

@SpringBootTest(properties = { "advisor.sample.max-size=2MB", "advisor.sweep.min-measure-time=1ms",
		"advisor.sweep.min-samples=2", "advisor.sweep.max-measure-time=50ms" })
@AutoConfigureMockMvc
class UploadPageTests {

	@Autowired
	private MockMvcTester mvc;

	@Test
	void theFormOffersEveryOptionWithDefaultsSoThatAFileIsEnough() {
		Document page = html(this.mvc.get().uri("/").exchange(), HttpStatus.OK);
		assertThat(page.select("input#sample[type=file][name=sample]")).hasSize(1);
		assertThat(page.select("label[for=sample]").text()).isNotBlank();
		assertThat(page.select("#format option").eachAttr("value"))
			.containsExactly(Arrays.stream(SampleFormat.values()).map(SampleFormat::apiName).toArray(String[]::new));
		assertThat(page.select("#format option[selected]").attr("value")).isEqualTo("auto");
		assertThat(page.select("input[name=preset]").eachAttr("value")).containsExactly("quick", "standard",
				"exhaustive");
		assertThat(page.select("input[name=preset][checked]").attr("value")).isEqualTo("standard");
		assertThat(page.select("input[name=objective][checked]").attr("value")).isEqualTo("balanced");
		assertThat(page.select("input[name=codecs][checked]").eachAttr("value")).containsExactly("none", "gzip",
				"snappy", "lz4", "zstd");
		assertThat(page.select("details input, details select").eachAttr("name")).containsExactly("messagesPerSecond",
				"partitions", "lingerMs", "keyed", "producers", "replicationFactor", "retentionHours", "consumerGroups",
				"batchSizes", "recordsPerBatch");
		assertThat(page.select("details[open]")).isEmpty();
		assertThat(page.select("form#upload-form").attr("action")).isEqualTo("/analyses");
		assertThat(page.select("form#upload-form").attr("enctype")).isEqualTo("multipart/form-data");
	}

	@Test
	void theTrafficAsksWhetherMessagesHaveKeysAndHowManyProducersShareThem() {
		Document page = html(this.mvc.get().uri("/").exchange(), HttpStatus.OK);
		assertThat(page.select("label[for=keyed]").text()).isEqualTo("Message keys");
		assertThat(page.select("#keyed option").eachAttr("value")).containsExactly("", "true", "false");
		assertThat(page.select("#keyed option").eachText()).containsExactly("As in the sample", "With keys",
				"Without keys");
		assertThat(page.select("#keyed option[selected]").attr("value")).isEmpty();
		assertThat(page.select("#keyed-hint").text()).contains("one partition at a time");
		assertThat(page.select("label[for=producers]").text()).isEqualTo("Producers");
		assertThat(page.select("input#producers[type=number]")).hasSize(1);
		assertThat(page.select("#producers-hint").text()).contains("sharing the rate");
	}

	@Test
	void everyInputHasALabel() {
		Document page = html(this.mvc.get().uri("/").exchange(), HttpStatus.OK);
		page.select("input:not([type=hidden]), select").forEach((input) -> {
			boolean labelled = (!input.id().isEmpty() && !page.select("label[for=" + input.id() + "]").isEmpty())
					|| input.parents().stream().anyMatch((parent) -> parent.nameIs("label"));
			assertThat(labelled).as("label of %s", input).isTrue();
		});
	}

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

	@ParameterizedTest(name = "{0}={1} is shown beside the field")
	@CsvSource(textBlock = """
			partitions,        0,      Must be a whole number from 1 to 100000
			messagesPerSecond, -5,     Must be a number above 0
			kafkaVersion,      banana, Kafka version must look like 4.1
			batchSizes,        big,    Must be a whole number
			recordsPerBatch,   0,      Must be a whole number from 1
			producers,         0,      Must be a whole number from 1 to 100000
			""")
	void invalidFieldsAreShownBesideThemKeepingWhatWasTyped(String field, String value, String message) {
		MvcTestResult result = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.file(sample("events.txt", "a\nb\n"))
			.param("preset", "quick")
			.param(field, value)
			.exchange();
		Document page = html(result, HttpStatus.BAD_REQUEST);
		assertThat(page.select("#" + field + "-error").text()).startsWith(message);
		assertThat(page.select("#" + field).attr("aria-invalid")).isEqualTo("true");
		assertThat(page.select("#" + field).attr("aria-describedby")).contains(field + "-error");
		assertThat(page.select("#" + field).val()).isEqualTo(value);
		assertThat(page.select("#error-summary a[href=#" + field + "]").text()).startsWith(message);
		assertThat(page.select("input[name=preset][checked]").attr("value")).isEqualTo("quick");
	}

	@Test
	void aRefusedFormKeepsTheChosenKeys() {
		Document page = refusedTraffic("keyed", "true", "producers", "none");
		assertThat(page.select("#keyed option[selected]").attr("value")).isEqualTo("true");
		assertThat(page.selectFirst("#keyed").closest("details").hasAttr("open")).isTrue();
	}

	@Test
	void keysOtherThanTrueOrFalseAreShownBesideTheField() {
		Document page = refusedTraffic("keyed", "maybe");
		assertThat(page.select("#keyed-error").text()).isEqualTo("Must be true or false, was 'maybe'.");
		assertThat(page.select("#keyed").attr("aria-invalid")).isEqualTo("true");
		assertThat(page.select("#keyed").attr("aria-describedby")).contains("keyed-error");
	}

	private Document refusedTraffic(String... fields) {
		MockMultipartHttpServletRequestBuilder request = MockMvcRequestBuilders.multipart("/analyses")
			.file(sample("events.txt", "a\nb\n"));
		for (int i = 0; i < fields.length; i += 2) {
			request.param(fields[i], fields[i + 1]);
		}
		return html(this.mvc.perform(request), HttpStatus.BAD_REQUEST);
	}

	@Test
	void everyInvalidFieldIsShownAtOnce() {
		MvcTestResult result = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.param("_codecs", "on")
			.param("partitions", "-1")
			.exchange();
		Document page = html(result, HttpStatus.BAD_REQUEST);
		assertThat(page.select("#sample-error").text()).isEqualTo("Choose a file of sample messages.");
		assertThat(page.select("#codecs-error").text()).isEqualTo("Choose at least one codec.");
		assertThat(page.select("#partitions-error").text()).startsWith("Must be a whole number");
		assertThat(page.select("input[name=codecs][checked]")).isEmpty();
		assertThat(page.selectFirst("#partitions").closest("details").hasAttr("open")).isTrue();
	}

	@Test
	void aBrowserWithoutAChosenFileIsAskedForOne() {
		MvcTestResult result = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.file(new MockMultipartFile("sample", "", "application/octet-stream", new byte[0]))
			.exchange();
		assertThat(html(result, HttpStatus.BAD_REQUEST).select("#sample-error").text())
			.isEqualTo("Choose a file of sample messages.");
	}

	@Test
	void aSampleSentAsTextIsAskedForAsAFile() {
		MvcTestResult result = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.param("sample", "hello")
			.param("partitions", "12")
			.exchange();
		Document page = html(result, HttpStatus.BAD_REQUEST);
		assertThat(page.select("#sample-error").text()).isEqualTo("Choose a file of sample messages.");
		assertThat(page.select("#partitions").attr("value")).isEqualTo("12");
	}

	@ParameterizedTest(name = "{0} is unprocessable: {3}")
	@CsvSource(textBlock = """
			not-json.json, json-array, 'not json',  'Json-array: '
			empty.txt,     lines,      '',          'The sample is empty.'
			""")
	void samplesThatCannotBeSplitAreShownBesideTheFileInput(String filename, String format, String content,
			String message) {
		MvcTestResult result = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.file(sample(filename, content))
			.param("format", format)
			.exchange();
		Document page = html(result, HttpStatus.UNPROCESSABLE_CONTENT);
		assertThat(page.select("#sample-error").text()).startsWith(message);
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
			.contains("exceed the limit of 2097152 bytes");
	}

	private static MockMultipartFile sample(String filename, String content) {
		return new MockMultipartFile("sample", filename, "text/plain", content.getBytes(StandardCharsets.UTF_8));
	}

	static Document html(MvcTestResult result, HttpStatus status) {
		assertThat(result).hasStatus(status);
		assertThat(result).contentType().isCompatibleWith("text/html");
		return Jsoup.parse(new String(result.getResponse().getContentAsByteArray(), StandardCharsets.UTF_8));
	}

}
