package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;

/**
 * One client cannot take every place of a service with one worker and four queue places:
 * it gets its share of two, and another client, told apart by the address a trusted proxy
 * forwards, still gets in. A busy service stays alive.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sweep.workers=1", "advisor.analysis.max-queued=4", "advisor.client.max-analyses=2",
				"advisor.client.trusted-proxies=127.0.0.1, ::1" })
class FairShareTests {

	/**
	 * The client that takes its share here, not the one of the other test: an analysis
	 * cancelled after a test holds its client's place until its worker has stopped.
	 */
	private static final String ONE_CLIENT = "198.51.100.1";

	@LocalServerPort
	private int port;

	private ApiClient api;

	private final List<String> submitted = new ArrayList<>();

	@BeforeEach
	void connect() {
		this.api = new ApiClient(this.port);
	}

	@AfterEach
	void cancelEverything() {
		this.submitted.forEach((id) -> this.api.delete("/api/v1/analyses/" + id));
	}

	@Test
	void oneClientGetsItsShareAndAnotherStillGetsIn() {
		assertThat(submit(ONE_CLIENT).getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		assertThat(submit(ONE_CLIENT).getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		ResponseEntity<String> third = submit(ONE_CLIENT);
		assertThat(third.getStatusCode()).isEqualTo(HttpStatus.TOO_MANY_REQUESTS);
		assertThat(third.getHeaders().getFirst(HttpHeaders.RETRY_AFTER)).isEqualTo("30");
		assertThat(json(third).path("detail").asString()).contains("2 analyses").contains("one client");
		assertThat(submit("203.0.113.7").getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		assertThat(submit("203.0.113.8, 127.0.0.1").getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		assertThat(json(this.api.get("/actuator/health/liveness")).path("status").asString()).isEqualTo("UP");
	}

	@Test
	void aPageUserOverTheShareIsToldOnThePage() {
		submit(null);
		submit(null);
		ResponseEntity<String> refused = this.api.post("/analyses", longRunning());
		assertThat(refused.getStatusCode()).isEqualTo(HttpStatus.TOO_MANY_REQUESTS);
		assertThat(refused.getBody()).contains("the most one client may have");
	}

	private ResponseEntity<String> submit(String forwardedFor) {
		HttpHeaders headers = new HttpHeaders();
		if (forwardedFor != null) {
			headers.set("X-Forwarded-For", forwardedFor);
		}
		ResponseEntity<String> response = this.api.post("/api/v1/analyses", longRunning(), headers);
		if (response.getStatusCode() == HttpStatus.ACCEPTED) {
			this.submitted.add(json(response).path("id").asString());
		}
		return response;
	}

	private static org.springframework.util.MultiValueMap<String, Object> longRunning() {
		return form("events.jsonl", AnalysisApiTests.jsonLines(20000), "preset", "exhaustive");
	}

}
