package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.kcadvisor.analysis.Admission;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.TopicSamples;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sample.SampleSettings;
import io.kcadvisor.system.ClientAddresses;
import io.kcadvisor.system.ClientSettings;
import io.kcadvisor.system.UnreadableRequests;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.HttpStatus;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.assertj.MockMvcTester;
import org.springframework.test.web.servlet.assertj.MvcTestResult;
import org.springframework.test.web.servlet.request.MockMultipartHttpServletRequestBuilder;
import org.springframework.test.web.servlet.request.MockMvcRequestBuilders;

/**
 * The upload form, and the problems of a submitted form shown beside its fields: what the
 * form's own checks find, before any sample is read.
 */
@WebMvcTest(controllers = UploadPageController.class, properties = "advisor.sample.max-size=2MB")
@Import({ UploadPage.class, UnreadableRequests.class, ClientAddresses.class })
@EnableConfigurationProperties({ SampleSettings.class, ClientSettings.class })
class UploadPageTests {

	@Autowired
	private MockMvcTester mvc;

	/** Never asked here: the form's own checks refuse every submission first. */
	@MockitoBean
	private AnalysisService analyses;

	/** Asked only before the API reads an upload. */
	@MockitoBean
	private Admission admission;

	/** No clusters: the form offers files only. */
	@MockitoBean
	private TopicSamples topics;

	@Test
	void theFormOffersEveryOptionWithDefaultsSoThatAFileIsEnough() {
		Document page = html(this.mvc.get().uri("/").exchange(), HttpStatus.OK);
		assertThat(page.select("input#sample[type=file][name=sample]")).hasSize(1);
		assertThat(page.select("label[for=sample]").text()).isNotBlank();
		assertThat(page.select("#format option").eachAttr("value"))
			.containsExactly(SampleFormat.uploadable().stream().map(SampleFormat::apiName).toArray(String[]::new));
		assertThat(page.select("#format option[selected]").attr("value")).isEqualTo("auto");
		assertThat(page.select("input[name=preset]").eachAttr("value")).containsExactly("quick", "standard",
				"exhaustive");
		assertThat(page.select("input[name=preset][checked]").attr("value")).isEqualTo("standard");
		assertThat(page.select("input[name=objective][checked]").attr("value")).isEqualTo("balanced");
		assertThat(page.select("input[name=codecs][checked]").eachAttr("value")).containsExactly("none", "gzip",
				"snappy", "lz4", "zstd");
		assertThat(page.select("details input, details select").eachAttr("name")).containsExactly("messagesPerSecond",
				"averageMessagesPerSecond", "partitions", "lingerMs", "keyed", "producers", "requestLatencyMs",
				"replicationFactor", "retentionHours", "consumerGroups", "brokers", "batchSizes", "recordsPerBatch");
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

	@ParameterizedTest(name = "{0}={1} is shown beside the field")
	@CsvSource(delimiter = '|',
			textBlock = """
					partitions        | 0      | Must be a whole number from 1 to 100,000, was '0'.         | Partitions: must be
					messagesPerSecond | -5     | Must be a number above 0 and at most 1,000,000,000, was '-5'. | Messages per second: must be
					kafkaVersion      | banana | Kafka version must be a released version such as 4.1       | Kafka version must be a released
					batchSizes        | big    | Must be a whole number from 0 to 16,777,216, was 'big'.     | batch.size values: must be
					recordsPerBatch   | 0      | Must be a whole number from 1 to 1,000,000, was '0'.       | Records per batch: must be
					producers         | 0      | Must be a whole number from 1 to 100,000, was '0'.         | Producers: must be
					kafkaVersion      | 5.0    | Kafka 5.0 has not been released                            | Kafka version: Kafka 5.0 has not been released
					""")
	void invalidFieldsAreShownBesideThemKeepingWhatWasTyped(String field, String value, String message,
			String summary) {
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
		assertThat(page.select("#error-summary a[href=#" + field + "]").text()).startsWith(summary);
		assertThat(page.select("#error-summary .choose-again").text()).contains("choose it again");
		assertThat(page.select("input[name=preset][checked]").attr("value")).isEqualTo("quick");
	}

	@Test
	void aProblemOfTwoFieldsNamesThemAsTheFormLabelsThem() {
		MvcTestResult result = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.file(sample("events.txt", "a\nb\n"))
			.param("recordsPerBatch", "100")
			.param("batchSizes", "16384")
			.exchange();
		Document page = html(result, HttpStatus.BAD_REQUEST);
		assertThat(page.select("#batchSizes-error").text()).isEqualTo("Fill in Records per batch or batch.size values, "
				+ "not both, since batches of a fixed number of records ignore batch.size.");
		assertThat(page.select("#error-summary a[href=#batchSizes]").text()).isEqualTo(
				"batch.size values: fill in Records per batch or batch.size values, not both, since batches of a "
						+ "fixed number of records ignore batch.size.");
	}

	@Test
	void theSummaryNamesEachFieldInTheOrderOfTheForm() {
		MvcTestResult result = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.param("_codecs", "on")
			.param("recordsPerBatch", "0")
			.param("partitions", "0")
			.param("kafkaVersion", "banana")
			.param("format", "csv")
			.exchange();
		Document page = html(result, HttpStatus.BAD_REQUEST);
		assertThat(page.select("#error-summary li a").eachAttr("href")).containsExactly("#sample", "#format", "#codecs",
				"#kafkaVersion", "#partitions", "#recordsPerBatch");
		assertThat(page.select("#error-summary li a").eachText()).containsExactly(
				"Sample messages: choose a file of sample messages.",
				"Format: unknown format 'csv'; accepted: auto, lines, json-array, length-prefixed, files, whole, "
						+ "kafka-segment.",
				"Codecs: choose at least one codec.",
				"Kafka version must be a released version such as 4.1, 3.7.2 or 0.10.2, was 'banana'.",
				"Partitions: must be a whole number from 1 to 100,000, was '0'.",
				"Records per batch: must be a whole number from 1 to 1,000,000, was '0'.");
		assertThat(page.select(".choose-again")).as("no file was chosen").isEmpty();
	}

	@Test
	void theInputsCheckTheServicesLimitsBeforeUploading() {
		Document page = html(this.mvc.get().uri("/").exchange(), HttpStatus.OK);
		FormLimits.WHOLE_NUMBERS.forEach((field, range) -> {
			Element input = page.selectFirst("input#" + field);
			assertThat(input.attr("type")).as(field).isEqualTo("number");
			assertThat(input.attr("min")).as(field).isEqualTo(String.valueOf(range.min()));
			assertThat(input.attr("max")).as(field).isEqualTo(String.valueOf(range.max()));
			assertThat(input.attr("step")).as(field).isEqualTo("1");
		});
		assertThat(page.selectFirst("input#messagesPerSecond").attributes().asList())
			.extracting(Attribute::getKey, Attribute::getValue)
			.contains(tuple("min", "0"), tuple("max", "1000000000"), tuple("step", "any"));
		assertThat(page.select("input#kafkaVersion").attr("pattern")).isEqualTo(KafkaVersion.PATTERN);
		assertThat(page.select("input#batchSizes").attr("pattern")).isEqualTo(FormLimits.BATCH_SIZES);
		assertThat(page.select("form#upload-form").attr("data-max-batch-size")).isEqualTo("16777216");
		assertThat(page.select("#dropzone").attr("data-max-bytes")).isEqualTo(String.valueOf(2 << 20));
		assertThat(page.select("input#sample[required]")).hasSize(1);
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
	void aLongInvalidValueIsShownCutShort() {
		MvcTestResult result = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.file(sample("events.txt", "a\nb\n"))
			.param("partitions", "7".repeat(60_000))
			.param("batchSizes", "8".repeat(60_000))
			.exchange();
		assertThat(result.getResponse().getContentAsByteArray()).hasSizeLessThan(60_000);
		Document page = html(result, HttpStatus.BAD_REQUEST);
		assertThat(page.select("#partitions-error").text()).contains("'" + "7".repeat(40) + "…'");
		assertThat(page.select("#partitions").val()).hasSizeLessThanOrEqualTo(100).startsWith("777");
		assertThat(page.select("#batchSizes").val()).hasSizeLessThanOrEqualTo(100).startsWith("888");
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

	static MockMultipartFile sample(String filename, String content) {
		return new MockMultipartFile("sample", filename, "text/plain", content.getBytes(StandardCharsets.UTF_8));
	}

	static Document html(MvcTestResult result, HttpStatus status) {
		assertThat(result).hasStatus(status);
		assertThat(result).contentType().isCompatibleWith("text/html");
		return Jsoup.parse(new String(result.getResponse().getContentAsByteArray(), StandardCharsets.UTF_8));
	}

}
