package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static io.kcadvisor.analysis.web.ApiClient.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * The service's PostgreSQL server stops and comes back: meanwhile, requests that need the
 * database are answered 503 within seconds and readiness is down; afterwards the service
 * answers again by itself, with nothing it had stored lost.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class DatabaseDownTests {

	private static final Duration WITHIN_SECONDS = Duration.ofSeconds(10);

	@Test
	void whileTheDatabaseIsDownRequestsAre503AndTheServiceRecoversWhenItReturns() throws Exception {
		Path data = Files.createTempDirectory(Path.of("target"), "postgres");
		int port = freePort();
		EmbeddedPostgres postgres = start(data, port);
		try (RunningService service = RunningService.start(postgres.getJdbcUrl("postgres", "postgres"))) {
			ApiClient api = service.api();
			String id = api.analysed(2000, "preset", "quick");
			awaitStored(service, id);
			JsonNode stored = json(api.get("/api/v1/analyses/" + id));

			postgres.close();

			long asked = System.nanoTime();
			assertUnavailable(api.get("/api/v1/analyses/" + id));
			assertThat(Duration.ofNanos(System.nanoTime() - asked)).as("time to answer").isLessThan(WITHIN_SECONDS);
			assertUnavailable(api.post(form("events.txt", utf8("a\nb\n"), "preset", "quick")));
			assertUnavailable(api.delete("/api/v1/analyses/" + id));
			ResponseEntity<String> page = api.get("/analyses/" + id, MediaType.TEXT_HTML_VALUE);
			assertThat(page.getStatusCode()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
			assertThat(page.getBody()).contains("database");
			ResponseEntity<String> readiness = api.get("/actuator/health/readiness");
			assertThat(readiness.getStatusCode()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
			assertThat(json(readiness).path("components").path("db").path("status").asString()).isEqualTo("DOWN");

			postgres = start(data, port);

			JsonNode recovered = api.await(id, (body) -> body.path("id").asString().equals(id), Duration.ofSeconds(30));
			assertThat(recovered).as("the analysis stored before").isEqualTo(stored);
			assertThat(api.get("/actuator/health/readiness").getStatusCode()).isEqualTo(HttpStatus.OK);
			assertThat(api.analysed(500, "preset", "quick")).isNotEqualTo(id);
		}
		finally {
			postgres.close();
		}
	}

	/**
	 * Waits until the instance has written the analysis's end, as it does within a
	 * moment.
	 */
	private static void awaitStored(RunningService service, String id) throws InterruptedException {
		JdbcClient database = JdbcClient.create(service.bean(DataSource.class));
		long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
		while (!"SUCCEEDED"
			.equals(database.sql("SELECT status FROM analyses WHERE id = ?").param(id).query(String.class).single())
				&& System.nanoTime() < deadline) {
			Thread.sleep(50);
		}
	}

	private static void assertUnavailable(ResponseEntity<String> response) {
		assertThat(response.getStatusCode()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
		assertThat(response.getHeaders().getContentType()).hasToString(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
		assertThat(json(response).path("type").asString()).isEqualTo("/problems/database-unavailable");
		assertThat(response.getHeaders().getFirst(HttpHeaders.RETRY_AFTER)).isNotNull();
	}

	private static EmbeddedPostgres start(Path data, int port) throws Exception {
		return EmbeddedPostgres.builder().setDataDirectory(data).setCleanDataDirectory(false).setPort(port).start();
	}

	private static int freePort() throws Exception {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
	}

}
