package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.util.MultiValueMap;
import tools.jackson.databind.JsonNode;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sweep.workers=1", "advisor.analysis.max-queued=1", "advisor.analysis.retry-after=7s" })
class AnalysisQueueTests {

	@LocalServerPort
	private int port;

	private ApiClient api;

	private final List<String> submitted = new ArrayList<>();

	@BeforeEach
	void connect() {
		this.api = new ApiClient(this.port);
	}

	/**
	 * Cancels what the test submitted and waits until no analysis runs: a cancelled sweep
	 * gives its worker back once its codec call returns, and the next test counts on a
	 * free worker.
	 */
	@AfterEach
	void cancelEverything() throws InterruptedException {
		this.submitted.forEach((id) -> this.api.delete("/api/v1/analyses/" + id));
		long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
		while (!this.api.get("/actuator/prometheus").getBody().contains("advisor_analyses_running 0.0")
				&& System.nanoTime() < deadline) {
			Thread.sleep(50);
		}
	}

	@Test
	void beyondOneRunningPerWorkerAndTheQueueNewAnalysesAreRefusedWithRetryAfter() {
		Submitted running = submit();
		Submitted queued = submit();
		assertThat(running.status()).isIn("QUEUED", "RUNNING");
		assertThat(queued.status()).isEqualTo("QUEUED");
		ResponseEntity<String> refused = this.api.post(longRunning());
		assertThat(refused.getStatusCode()).isEqualTo(HttpStatus.TOO_MANY_REQUESTS);
		assertThat(refused.getHeaders().getFirst(HttpHeaders.RETRY_AFTER)).isEqualTo("7");
		assertThat(json(refused).path("detail").asString()).contains("queue");
		assertThat(json(this.api.get("/actuator/health")).path("status").asString()).isEqualTo("OUT_OF_SERVICE");
		assertThat(json(this.api.get("/actuator/health/readiness")).path("status").asString())
			.isEqualTo("OUT_OF_SERVICE");
		assertThat(json(this.api.get("/actuator/health/liveness")).path("status").asString()).isEqualTo("UP");
		String metrics = this.api.get("/actuator/prometheus").getBody();
		assertThat(metrics).contains("advisor_analyses_queued 1.0").contains("advisor_analyses_running 1.0");
	}

	@Test
	void aFullQueueRefusesAnUploadBeforeItsBodyIsSent() throws IOException {
		submit();
		submit();
		try (Socket socket = new Socket("127.0.0.1", this.port)) {
			socket.setSoTimeout(5_000);
			String headers = "POST /api/v1/analyses HTTP/1.1\r\nHost: localhost\r\n"
					+ "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 50000000\r\n\r\n";
			socket.getOutputStream().write(headers.getBytes(StandardCharsets.ISO_8859_1));
			socket.getOutputStream().flush();
			BufferedReader answer = new BufferedReader(
					new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1));
			assertThat(answer.readLine()).startsWith("HTTP/1.1 429");
			List<String> head = new ArrayList<>();
			for (String line = answer.readLine(); !line.isEmpty(); line = answer.readLine()) {
				head.add(line.toLowerCase(Locale.ROOT));
			}
			assertThat(head).contains("retry-after: 7", "content-type: application/problem+json");
		}
	}

	@Test
	void theUploadPageSaysWhenTheServiceIsBusyAndWhenToTryAgain() {
		submit();
		submit();
		ResponseEntity<String> refused = this.api.post("/analyses", longRunning());
		assertThat(refused.getStatusCode()).isEqualTo(HttpStatus.TOO_MANY_REQUESTS);
		assertThat(refused.getHeaders().getFirst(HttpHeaders.RETRY_AFTER)).isEqualTo("7");
		assertThat(refused.getHeaders().getContentType()).isNotNull()
			.satisfies((type) -> assertThat(type.isCompatibleWith(MediaType.TEXT_HTML)).isTrue());
		assertThat(refused.getBody()).contains("The queue of analyses is full");
	}

	@Test
	void cancellingTheQueuedAnalysisMakesRoomAgain() {
		submit();
		Submitted queued = submit();
		this.api.delete("/api/v1/analyses/" + queued.id());
		ResponseEntity<String> accepted = this.api.post(longRunning());
		assertThat(accepted.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		this.submitted.add(json(accepted).path("id").asString());
		assertThat(json(this.api.get("/actuator/health")).path("status").asString()).isEqualTo("OUT_OF_SERVICE");
	}

	@Test
	void theServiceIsHealthyAndReadyWhenItCanTakeWork() {
		JsonNode health = json(this.api.get("/actuator/health"));
		assertThat(health.path("status").asString()).isEqualTo("UP");
		assertThat(health.path("components").path("analyses").path("status").asString()).isEqualTo("UP");
		assertThat(health.toString()).as("no details, such as the disk's path, for anyone who asks")
			.doesNotContain("details");
		assertThat(json(this.api.get("/actuator/health/readiness")).path("status").asString()).isEqualTo("UP");
	}

	private Submitted submit() {
		ResponseEntity<String> response = this.api.post(longRunning());
		assertThat(response.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		Submitted analysis = new Submitted(json(response).path("id").asString(),
				json(response).path("status").asString());
		this.submitted.add(analysis.id());
		return analysis;
	}

	private static MultiValueMap<String, Object> longRunning() {
		return form("events.jsonl", AnalysisApiTests.jsonLines(20000), "preset", "exhaustive");
	}

	private record Submitted(String id, String status) {
	}

}
