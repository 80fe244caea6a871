package io.kcadvisor.scan.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.scan.OnABroker;
import io.kcadvisor.scan.ScanTopics;
import io.kcadvisor.system.LenientRestClient;
import io.kcadvisor.topic.TestTopics;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.client.JdkClientHttpRequestFactory;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The scan pages, as a browser receives them: the form with the configured clusters, its
 * problems beside their fields, and a finished scan's page with the ranked table, the
 * chart's data and the commands of the topics that save most.
 */
@OnABroker
class ScanPagesTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	@BeforeAll
	static void produce(@Autowired EmbeddedKafkaBroker broker) throws Exception {
		try (TestTopics topics = new TestTopics(broker.getBrokersAsString())) {
			for (String codec : List.of("none", "zstd")) {
				topics.create("page." + codec, 1, Map.of());
				ScanTopics.produce(broker.getBrokersAsString(), "page." + codec, codec, 1500);
			}
		}
	}

	@Test
	void theFormOffersTheConfiguredClusters() {
		Document form = html(client().get().uri("/scans/new").retrieve().toEntity(String.class), 200);
		assertThat(form.select("#cluster option").eachAttr("value")).containsExactly("local", "nowhere");
		assertThat(form.select("#scan-form").attr("method")).isEqualTo("post");
		assertThat(form.select("#topics, #preset, #sampleRecords, #objective, #kafkaVersion, #submit")).hasSize(6);
		assertThat(form.select("#sampleRecords").attr("max")).isEqualTo("5000");
	}

	@Test
	void aRefusedFormComesBackWithTheProblemBesideItsField() {
		Document form = html(submit("cluster", "local", "topics", "page\\.("), 400);
		assertThat(form.select("#topics-error").text()).startsWith("Not a valid Java regular expression");
		assertThat(form.select("#topics").attr("value")).isEqualTo("page\\.(");
		assertThat(form.select("#topics").attr("aria-describedby")).isEqualTo("topics-error topics-hint");
		assertThat(form.select("#error-summary").text()).contains("The scan was not started");
		assertThat(form.select("#error-summary li a").text()).startsWith("Topics: not a valid Java regular expression");
		Document version = html(submit("cluster", "local", "topics", "page\\..*", "kafkaVersion", "abc"), 400);
		assertThat(version.select("#error-summary li a").text()).as("its label said once")
			.startsWith("Kafka version")
			.doesNotContain("Kafka version: Kafka version");
		Document unknown = html(submit("cluster", "elsewhere"), 404);
		assertThat(unknown.select("#cluster-error").text()).contains("elsewhere");
		assertThat(unknown.select("#cluster").attr("aria-describedby")).isEqualTo("cluster-error");
	}

	@Test
	void aFinishedScansPageRanksItsTopicsChartsThemAndGathersTheirCommands() throws Exception {
		ResponseEntity<String> submitted = submit("cluster", "local", "topics", "page\\..*", "sampleRecords", "1000");
		assertThat(submitted.getStatusCode().value()).as(submitted.getBody()).isEqualTo(302);
		URI location = submitted.getHeaders().getLocation();
		assertThat(location.getPath()).matches("/scans/[A-Za-z0-9_-]{22}");
		String id = location.getPath().substring("/scans/".length());
		Document running = html(client().get().uri(location.getPath()).retrieve().toEntity(String.class), 200);
		assertThat(running.select("#scan-topics tbody tr")).hasSize(2);
		awaitSucceeded(id);

		Document page = html(client().get().uri(location.getPath()).retrieve().toEntity(String.class), 200);

		assertThat(page.select("#scan-progress")).isEmpty();
		assertThat(page.select("#scan-topics tbody tr").eachAttr("data-topic")).containsExactly("page.none",
				"page.zstd");
		Element first = page.selectFirst("#scan-topics tbody tr");
		assertThat(first.select("a").attr("href")).startsWith("/analyses/");
		assertThat(page.select("#scan-chart").attr("data-topics")).contains("\"topic\":\"page.none\"");
		assertThat(page.select("#scan-chart-box").hasAttr("hidden")).as("no blank canvas without scripts").isTrue();
		assertThat(page.select("#scan-chart-needs-scripts").text()).contains("needs JavaScript");
		assertThat(page.select("#scan-commands-text").text()).contains("--entity-name page.none ")
			.contains("kafka-configs.sh --bootstrap-server localhost:9092 ", "# producers: compression.type=")
			.contains("whose switch saves most. Replace localhost:9092 with one of its brokers.");
		assertThat(page.select("#scan-totals").text()).contains("would save");
		assertThat(page.select("#scan-status").text()).isEqualTo("done");
		assertThat(page.select("#scan-status").attr("data-status")).isEqualTo("SUCCEEDED");
		assertThat(page.title()).isEqualTo("Scan of cluster local — Kafka Compression Advisor");
	}

	@Test
	void anUnknownScansPageIs404() {
		Document page = html(client().get().uri("/scans/no-such-scan").retrieve().toEntity(String.class), 404);
		assertThat(page.text()).contains("Scan not found");
	}

	private void awaitSucceeded(String id) throws InterruptedException {
		long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
		JsonNode scan;
		do {
			Thread.sleep(200);
			scan = JSON.readTree(client().get()
				.uri("/api/v1/scans/" + id)
				.accept(MediaType.APPLICATION_JSON)
				.retrieve()
				.body(String.class));
		}
		while (!scan.path("status").asString().equals("SUCCEEDED") && System.nanoTime() < deadline);
		assertThat(scan.path("status").asString()).as(scan.toString()).isEqualTo("SUCCEEDED");
	}

	private ResponseEntity<String> submit(String... fields) {
		MultiValueMap<String, String> form = new LinkedMultiValueMap<>();
		for (int index = 0; index < fields.length; index += 2) {
			form.add(fields[index], fields[index + 1]);
		}
		return client().post()
			.uri("/scans")
			.contentType(MediaType.APPLICATION_FORM_URLENCODED)
			.accept(MediaType.TEXT_HTML)
			.body(form)
			.retrieve()
			.toEntity(String.class);
	}

	private static Document html(ResponseEntity<String> response, int status) {
		assertThat(response.getStatusCode().value()).as(response.getBody()).isEqualTo(status);
		assertThat(response.getHeaders().getContentType().isCompatibleWith(MediaType.TEXT_HTML)).isTrue();
		return Jsoup.parse(response.getBody());
	}

	private RestClient client() {
		return LenientRestClient.builder("http://127.0.0.1:" + this.port)
			.requestFactory(new JdkClientHttpRequestFactory(
					HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build()))
			.defaultHeader("Accept", MediaType.TEXT_HTML_VALUE)
			.build();
	}

}
