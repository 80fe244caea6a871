package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.UploadPageTests.html;
import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verifyNoInteractions;

import io.kcadvisor.analysis.Admission;
import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.TopicSamples;
import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.sample.SampleSettings;
import io.kcadvisor.system.ClientAddresses;
import io.kcadvisor.system.ClientSettings;
import io.kcadvisor.system.UnreadableRequests;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.HttpStatus;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.assertj.MockMvcTester;
import org.springframework.test.web.servlet.assertj.MvcTestResult;

/**
 * The upload form's choice of a topic of a configured cluster: offered only when there
 * are clusters, sent as the API's cluster, topic and sampleRecords, and the topic's
 * problems shown beside it.
 */
@WebMvcTest(controllers = UploadPageController.class)
@Import({ UploadPage.class, UnreadableRequests.class, ClientAddresses.class })
@EnableConfigurationProperties({ SampleSettings.class, ClientSettings.class })
class UploadTopicPageTests {

	@Autowired
	private MockMvcTester mvc;

	@MockitoBean
	private AnalysisService analyses;

	@MockitoBean
	private Admission admission;

	@MockitoBean
	private TopicSamples topics;

	@BeforeEach
	void clusters() {
		given(this.topics.clusters()).willReturn(List.of("local", "prod"));
		given(this.topics.defaultSampleRecords()).willReturn(10_000);
		given(this.topics.maxSampleRecords()).willReturn(100_000);
	}

	@Test
	void withClustersTheFormOffersATopicBesideFilesWithFilesChosen() {
		Document page = html(this.mvc.get().uri("/").exchange(), HttpStatus.OK);
		assertThat(page.select("#source input[name=_source]").eachAttr("value")).containsExactly("files", "topic");
		assertThat(page.select("#source input[checked]").attr("value")).isEqualTo("files");
		assertThat(page.select("label:has(#source-topic)").text()).contains("From a topic");
		assertThat(page.select("#files-source[disabled]")).isEmpty();
		assertThat(page.select("#files-source input#sample[type=file][name=sample]")).hasSize(1);
		assertThat(page.select("#topic-source[disabled][hidden]")).hasSize(1);
		assertThat(page.select("#topic-source select#cluster[name=cluster] option").eachAttr("value"))
			.containsExactly("local", "prod");
		assertThat(page.select("#topic-source select#topic[name=topic][required]")).hasSize(1);
		assertThat(page.select("#topic-source #topic-details")).hasSize(1);
		assertThat(page.select("#topic-source input#sampleRecords[name=sampleRecords][type=number]").attr("max"))
			.isEqualTo("100000");
		assertThat(page.select("#sampleRecords-hint").text()).endsWith("10,000 if empty");
		assertThat(page.select("label[for=cluster]").text()).isEqualTo("Cluster");
		assertThat(page.select("label[for=topic]").text()).isEqualTo("Topic");
		assertThat(page.select("label[for=sampleRecords]").text()).isEqualTo("Records to read");
		assertThat(page.select("script[src=/js/topic-source.js]")).hasSize(1);
	}

	@Test
	void withoutClustersTheFormOffersFilesOnly() {
		given(this.topics.clusters()).willReturn(List.of());
		Document page = html(this.mvc.get().uri("/").exchange(), HttpStatus.OK);
		assertThat(page.select("#source, #topic-source, #cluster, #topic")).isEmpty();
		assertThat(page.select("#files-source:not([disabled]) input#sample[required]")).hasSize(1);
	}

	@Test
	void aTopicIsReadWithTheRecordsAskedForAndTheBrowserGoesToItsAnalysis() {
		Analysis analysis = mock(Analysis.class);
		given(analysis.id()).willReturn("an-id");
		given(this.topics.submit(any(), eq("prod"), eq("orders"), eq(500), anyString())).willReturn(analysis);
		MvcTestResult result = this.mvc.post()
			.uri("/analyses")
			.multipart()
			.param("_source", "topic")
			.param("cluster", "prod")
			.param("topic", "orders")
			.param("sampleRecords", "500")
			.param("preset", "quick")
			.exchange();
		assertThat(result).hasStatus(HttpStatus.SEE_OTHER).headers().hasValue("Location", "/analyses/an-id");
		verifyNoInteractions(this.analyses);
	}

	@Test
	void aTopicThatCannotBeSampledIsShownBesideTheTopicWithTheTopicStillChosen() {
		given(this.topics.submit(any(), eq("local"), eq("empty"), eq(10_000), anyString()))
			.willThrow(new ProblemException(ProblemType.EMPTY_TOPIC,
					"Topic 'empty' of cluster 'local' has no records to sample: produce to it first."));
		Document page = html(this.mvc.post()
			.uri("/analyses")
			.multipart()
			.param("_source", "topic")
			.param("cluster", "local")
			.param("topic", "empty")
			.exchange(), HttpStatus.UNPROCESSABLE_CONTENT);
		assertThat(page.select("#topic-error").text())
			.isEqualTo("Topic 'empty' of cluster 'local' has no records to sample: produce to it first.");
		assertThat(page.select("#error-summary a[href=#topic]")).hasSize(1);
		assertThat(page.select("#source input[checked]").attr("value")).isEqualTo("topic");
		assertThat(page.select("#topic-source:not([disabled])")).hasSize(1);
		assertThat(page.select("#files-source[disabled][hidden]")).hasSize(1);
		assertThat(page.select("#cluster option[selected]").attr("value")).isEqualTo("local");
		assertThat(page.select("#topic option[selected]").attr("value")).isEqualTo("empty");
		assertThat(page.select("#sample-error")).isEmpty();
	}

	@Test
	void recordsOutOfRangeAreShownBesideTheirField() {
		Document page = html(this.mvc.post()
			.uri("/analyses")
			.multipart()
			.param("cluster", "local")
			.param("topic", "orders")
			.param("sampleRecords", "0")
			.exchange(), HttpStatus.BAD_REQUEST);
		assertThat(page.select("#sampleRecords-error").text())
			.isEqualTo("Must be a whole number from 1 to 100,000, was '0'.");
		assertThat(page.select("#error-summary a[href=#sampleRecords]").text())
			.isEqualTo("Records to read: must be a whole number from 1 to 100,000, was '0'.");
		assertThat(page.select("#sampleRecords").attr("aria-invalid")).isEqualTo("true");
		verifyNoInteractions(this.analyses);
	}

	/**
	 * The checks of an analysis of a topic speak the API's words; the page says them as
	 * its form does.
	 */
	@Test
	void aFileWithATopicAndATopicWithoutAClusterAreToldInTheFormsWords() {
		Document both = html(this.mvc.post()
			.uri("/analyses")
			.multipart()
			.file(new MockMultipartFile("sample", "events.txt", "text/plain",
					"a\nb\n".getBytes(StandardCharsets.UTF_8)))
			.param("cluster", "local")
			.param("topic", "orders")
			.exchange(), HttpStatus.BAD_REQUEST);
		assertThat(both.select("#sample-error").text()).isEqualTo("Choose a file or a topic to read, not both.");
		Document noCluster = html(this.mvc.post().uri("/analyses").multipart().param("topic", "orders").exchange(),
				HttpStatus.BAD_REQUEST);
		assertThat(noCluster.select("#cluster-error").text()).isEqualTo("Choose one of the clusters listed.");
		verifyNoInteractions(this.analyses);
	}

}
