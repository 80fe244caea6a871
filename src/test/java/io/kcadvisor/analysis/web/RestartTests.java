package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static io.kcadvisor.analysis.web.ApiClient.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.AdvisorApplication;
import io.kcadvisor.storage.TestDatabases;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import tools.jackson.databind.JsonNode;

/**
 * The service restarted on its embedded database: finished analyses answer as before, and
 * those it was measuring, whose samples were never stored, fail as interrupted, whether
 * it shut down or was killed.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class RestartTests {

	@Test
	void aRestartedServiceAnswersAsBeforeAndFailsWhatItWasMeasuring() throws Exception {
		String database = TestDatabases.newH2Database();
		String finished;
		JsonNode before;
		String running;
		try (RunningService service = RunningService.start(database)) {
			finished = service.api().analysed(2000, "preset", "quick");
			before = json(service.api().get("/api/v1/analyses/" + finished + "?objective=smallest"));
			running = measuring(service.api());
		}

		try (RunningService restarted = RunningService.start(database)) {
			assertThat(json(restarted.api().get("/api/v1/analyses/" + finished + "?objective=smallest")))
				.isEqualTo(before);
			assertThat(restarted.api().get("/analyses/" + finished, MediaType.TEXT_HTML_VALUE).getBody())
				.contains("id=\"recommendation\"");
			assertInterrupted(json(restarted.api().get("/api/v1/analyses/" + running)));
		}
	}

	@Test
	void anAnalysisWhoseServiceWasKilledFailsAsInterruptedWhenTheServiceStartsAgain() throws Exception {
		String database = TestDatabases.newH2Database();
		int port = freePort();
		Path log = Files.createTempFile(Path.of("target"), "killed-service", ".log");
		Process killed = new ProcessBuilder(javaCommand(), "-cp", System.getProperty("java.class.path"),
				AdvisorApplication.class.getName(), "--server.port=" + port, "--spring.datasource.url=" + database,
				"--spring.profiles.active=brief-timing")
			.redirectErrorStream(true)
			.redirectOutput(log.toFile())
			.start();
		String running;
		try {
			ApiClient api = new ApiClient(port);
			awaitUp(api, killed);
			running = measuring(api);
		}
		finally {
			killed.destroyForcibly().waitFor();
		}

		try (RunningService restarted = RunningService.start(database)) {
			JsonNode analysis = json(restarted.api().get("/api/v1/analyses/" + running));
			assertInterrupted(analysis);
			assertThat(analysis.path("error").path("detail").asString()).contains("instance measuring");
		}
	}

	/** Starts an analysis that runs for a while, and waits until it is measuring. */
	private static String measuring(ApiClient api) throws InterruptedException {
		String id = json(api.post(form("events.jsonl", utf8(ApiClient.sensorReadings(20000)), "preset", "exhaustive")))
			.path("id")
			.asString();
		JsonNode analysis = api.await(id, (body) -> body.path("progress").path("completed").asInt() > 0,
				Duration.ofMinutes(1));
		assertThat(analysis.path("status").asString()).isEqualTo("RUNNING");
		return id;
	}

	private static void assertInterrupted(JsonNode analysis) {
		assertThat(analysis.path("status").asString()).isEqualTo("FAILED");
		assertThat(analysis.path("error").path("type").asString()).isEqualTo("/problems/interrupted");
		assertThat(analysis.path("error").path("detail").asString()).contains("Submit the sample again");
	}

	private static void awaitUp(ApiClient api, Process process) throws InterruptedException {
		long deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
		while (System.nanoTime() < deadline && process.isAlive()) {
			try {
				if (api.get("/actuator/health").getStatusCode() == HttpStatus.OK) {
					return;
				}
			}
			catch (RuntimeException ex) {
				// not listening yet
			}
			Thread.sleep(200);
		}
		throw new IllegalStateException("The service did not start");
	}

	private static String javaCommand() {
		return Path.of(System.getProperty("java.home"), "bin", "java").toString();
	}

	private static int freePort() throws Exception {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
	}

}
