package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.AdvisorApplication;
import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.LiveAnalyses;
import io.kcadvisor.analysis.AnalysisStatus;
import io.kcadvisor.sweep.SweepExecutor;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Stopping the service stops the analyses it is running: each ends, failed with a reason
 * its owner can act on, the workers end with them, and whoever follows an analysis's
 * events hears how it ended.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class ShutdownTests {

	@Test
	void stoppingTheServiceEndsRunningAnalysesSayingWhy() throws Exception {
		ConfigurableApplicationContext service = new SpringApplicationBuilder(AdvisorApplication.class)
			.properties("server.port=0", "spring.main.banner-mode=off")
			.run();
		int port = ((WebServerApplicationContext) service).getWebServer().getPort();
		ApiClient api = new ApiClient(port);
		String id = json(api.post(form("events.jsonl", AnalysisApiTests.jsonLines(20000), "preset", "exhaustive")))
			.path("id")
			.asString();
		api.await(id, (analysis) -> analysis.path("progress").path("completed").asInt() > 0, Duration.ofMinutes(1));
		Analysis analysis = LiveAnalyses.of(service, id);
		SweepExecutor workers = service.getBean(SweepExecutor.class);
		assertThat(analysis.status()).isEqualTo(AnalysisStatus.RUNNING);
		HttpResponse<Stream<String>> events = HttpClient.newHttpClient()
			.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/analyses/" + id + "/events"))
				.build(), HttpResponse.BodyHandlers.ofLines());

		service.close();

		assertThat(events.body().collect(Collectors.joining("\n"))).as("the follower hears how the analysis ended")
			.contains("event:end")
			.contains("\"status\":\"FAILED\"");
		assertThat(analysis.status()).isEqualTo(AnalysisStatus.FAILED);
		assertThat(analysis.error().type().uri()).hasToString("/problems/interrupted");
		assertThat(analysis.error().detail()).contains("Submit the sample again");
		assertThat(workers.acceptsWork()).isFalse();
		assertThat(workers.activeWorkers()).isZero();
	}

}
