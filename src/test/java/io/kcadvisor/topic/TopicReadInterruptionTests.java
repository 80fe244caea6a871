package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.system.LenientRestClient;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import javax.management.MalformedObjectNameException;
import javax.management.ObjectName;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A read in progress stops when its analysis is cancelled, and fails its analysis clearly
 * when the broker dies, leaving the service healthy. The consumer fetches one batch of
 * one record at a time and the broker holds each fetch for half a second, so that the
 * read lasts long enough to be interrupted; the consumer's metrics, registered under its
 * client id, say whether it is open.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.kafka.clusters.slow.bootstrap-servers=${spring.embedded.kafka.brokers}",
				"advisor.kafka.clusters.slow.properties.max.partition.fetch.bytes=1",
				"advisor.kafka.clusters.slow.properties.fetch.min.bytes=10000000",
				"advisor.kafka.clusters.slow.properties.fetch.max.wait.ms=500", "advisor.kafka.request-timeout=3s" })
@ActiveProfiles("brief-timing")
@EmbeddedKafka(count = 1)
@DirtiesContext
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TopicReadInterruptionTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final String TOPIC = "slow";

	private static TestTopics topics;

	@LocalServerPort
	private int port;

	@Autowired
	private EmbeddedKafkaBroker broker;

	@BeforeAll
	static void produce(@Autowired EmbeddedKafkaBroker broker) throws Exception {
		topics = new TestTopics(broker.getBrokersAsString());
		topics.create(TOPIC, 1, Map.of());
		topics.produce(TOPIC, "none", false, 200, Map.of("batch.size", 0, "linger.ms", 0));
	}

	@AfterAll
	static void disconnect() {
		topics.close();
	}

	@Test
	@Order(1)
	void cancellingTheAnalysisStopsTheRead() throws Exception {
		String id = start();
		awaitTrue(() -> consumerOpen(id), "the read started");
		assertThat(status(id)).isEqualTo("QUEUED");
		assertThat(client().delete()
			.uri("/api/v1/analyses/" + id)
			.retrieve()
			.toEntity(String.class)
			.getStatusCode()
			.value()).isEqualTo(200);
		awaitTrue(() -> !consumerOpen(id), "the read stopped");
		assertThat(status(id)).isEqualTo("CANCELLED");
	}

	@Test
	@Order(2)
	void aBrokerThatDiesMidReadFailsTheAnalysisAndLeavesTheServiceHealthy() throws Exception {
		String id = start();
		awaitTrue(() -> consumerOpen(id), "the read started");
		this.broker.destroy();
		awaitTrue(() -> !List.of("QUEUED", "RUNNING").contains(status(id)), "the analysis ended");
		JsonNode analysis = analysis(id);
		assertThat(analysis.path("status").asString()).isEqualTo("FAILED");
		// the consumer either waits for records or for the broker to answer, and says so
		assertThat(analysis.path("error").path("type").asString())
			.matches(".*/(topic-read-failed|cluster-unreachable)");
		assertThat(analysis.path("error").path("detail").asString()).contains("Cluster 'slow'", " 3 s");
		awaitTrue(() -> !consumerOpen(id), "the consumer closed");
		ResponseEntity<String> health = client().get().uri("/actuator/health").retrieve().toEntity(String.class);
		assertThat(health.getStatusCode().value()).isEqualTo(200);
		assertThat(JSON.readTree(health.getBody()).path("status").asString()).isEqualTo("UP");
	}

	private String start() {
		MultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
		form.add("cluster", "slow");
		form.add("topic", TOPIC);
		form.add("sampleRecords", "200");
		form.add("preset", "quick");
		ResponseEntity<String> created = client().post()
			.uri("/api/v1/analyses")
			.contentType(MediaType.MULTIPART_FORM_DATA)
			.body(form)
			.retrieve()
			.toEntity(String.class);
		assertThat(created.getStatusCode().value()).as(created.getBody()).isEqualTo(202);
		return JSON.readTree(created.getBody()).path("id").asString();
	}

	private static boolean consumerOpen(String id) {
		try {
			return !ManagementFactory.getPlatformMBeanServer()
				.queryNames(
						new ObjectName("kafka.consumer:client-id=kafka-compression-advisor-slow-sample-" + id + ",*"),
						null)
				.isEmpty();
		}
		catch (MalformedObjectNameException ex) {
			throw new IllegalStateException(ex);
		}
	}

	private String status(String id) {
		return analysis(id).path("status").asString();
	}

	private JsonNode analysis(String id) {
		return JSON.readTree(client().get().uri("/api/v1/analyses/" + id).retrieve().body(String.class));
	}

	private static void awaitTrue(BooleanSupplier condition, String what) throws InterruptedException {
		long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
		while (!condition.getAsBoolean()) {
			assertThat(System.nanoTime()).as(what).isLessThan(deadline);
			Thread.sleep(50);
		}
	}

	private RestClient client() {
		return LenientRestClient.of(this.port);
	}

}
