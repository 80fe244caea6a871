package io.kcadvisor.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import io.kcadvisor.client.api.AnalysesApi;
import io.kcadvisor.client.api.CodecsApi;
import io.kcadvisor.client.model.Analysis;
import io.kcadvisor.client.model.AnalysisResult;
import io.kcadvisor.client.model.Recommendation;
import java.io.File;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.web.client.HttpClientErrorException;

/**
 * A Java client generated from the OpenAPI document, with no hand-written code, uploads a
 * sample, polls, and reads typed results and recommendations from the running service.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("brief-timing")
class GeneratedClientTests {

	@LocalServerPort
	private int port;

	private AnalysesApi analyses;

	private CodecsApi codecs;

	@BeforeEach
	void connect() {
		ApiClient client = new ApiClient().setBasePath("http://localhost:" + this.port);
		this.analyses = new AnalysesApi(client);
		this.codecs = new CodecsApi(client);
	}

	@Test
	void uploadsPollsAndReadsTypedResultsAndRecommendations() throws Exception {
		Analysis analysis = this.analyses.createAnalysis(List.of(new File("samples/tiny-events.txt")), "lines", "quick",
				null, null, null, "smallest", 2000.0, 4, 20, true, 2, 1.5, 3, 24, 1, "4.1", null, null, null, 500.0, 3);
		long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
		while (analysis.getStatus() != Analysis.StatusEnum.SUCCEEDED && System.nanoTime() < deadline) {
			Thread.sleep(100);
			analysis = this.analyses.getAnalysis(analysis.getId(), null, null);
		}
		assertThat(analysis.getStatus()).isEqualTo(Analysis.StatusEnum.SUCCEEDED);
		assertThat(analysis.getRequest().getWorkload().getKeyed()).isTrue();
		assertThat(analysis.getRequest().getWorkload().getProducers()).isEqualTo(2);
		assertThat(analysis.getRequest().getWorkload().getRequestLatencyMs()).isEqualTo(1.5);
		assertThat(analysis.getRequest().getWorkload().getAverageMessagesPerSecond()).isEqualTo(500.0);
		assertThat(analysis.getRequest().getWorkload().getBrokers()).isEqualTo(3);
		assertThat(analysis.getSample().getRecords()).isEqualTo(20_000);
		List<AnalysisResult> results = analysis.getResults();
		assertThat(results).hasSize(7);
		AnalysisResult smallest = results.stream()
			.filter(AnalysisResult::getConfigurable)
			.min((a, b) -> Long.compare(a.getCompressedBytes(), b.getCompressedBytes()))
			.orElseThrow();
		Recommendation top = analysis.getRecommendations().get(0);
		assertThat(top.getResult().getCompressedBytes()).isEqualTo(smallest.getCompressedBytes());
		assertThat(top.getProducerProperties()).containsKey("compression.type").containsEntry("linger.ms", "20");
		assertThat(smallest.getWorkload().getCompressed().getStoredBytes()).isPositive();
		assertThat(smallest.getWorkload().getAverageMessagesPerSecond()).isEqualTo(500.0);
	}

	/**
	 * A topic analysis sends no sample: the client must let it through to the service,
	 * which answers for the cluster named (none is configured here).
	 */
	@Test
	void asksForATopicsAnalysisWithoutASample() {
		assertThatExceptionOfType(HttpClientErrorException.NotFound.class)
			.isThrownBy(() -> this.analyses.createAnalysis(null, null, "quick", null, null, null, null, null, null,
					null, null, null, null, null, null, null, null, "no-such-cluster", "orders", null, null, null))
			.satisfies((ex) -> assertThat(ex.getResponseBodyAsString()).contains("no-such-cluster"));
	}

	@Test
	void unknownAnalysesAreTypedNotFoundErrors() {
		assertThatExceptionOfType(HttpClientErrorException.NotFound.class)
			.isThrownBy(() -> this.analyses.getAnalysis("no-such-analysis", null, null));
	}

	@Test
	void listsTheCodecs() {
		assertThat(this.codecs.listCodecs()).hasSize(5);
	}

}
