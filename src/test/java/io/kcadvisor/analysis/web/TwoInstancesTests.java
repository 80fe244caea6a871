package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static io.kcadvisor.analysis.web.ApiClient.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.storage.TableDump;
import io.kcadvisor.storage.TestDatabases;
import io.kcadvisor.sweep.SweepExecutor;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * Two instances of the service sharing one PostgreSQL database, as behind a load balancer
 * without sticky sessions: an analysis submitted to one is read, re-ranked, followed to
 * its end, cancelled and deleted through the other, and measured only where it was
 * submitted; one whose instance stopped without a word fails once its heartbeat times
 * out, while those still measured, whose instance sends heartbeats, go on.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class TwoInstancesTests {

	private static RunningService first;

	private static RunningService second;

	@BeforeAll
	static void startBoth() {
		String database = TestDatabases.newPostgresDatabase();
		String[] settings = { "advisor.storage.progress-interval=100ms", "advisor.storage.heartbeat-interval=500ms",
				"advisor.storage.heartbeat-timeout=5s", "advisor.analysis.expiry-check-interval=1h" };
		first = RunningService.start(database, settings);
		second = RunningService.start(database, settings);
	}

	@AfterAll
	static void stopBoth() {
		second.close();
		first.close();
	}

	@Test
	void anAnalysisSubmittedToOneInstanceIsFollowedReadAndDeletedThroughTheOther() throws Exception {
		String secret = "secret-" + UUID.randomUUID();
		byte[] sample = utf8(IntStream.range(0, 20000)
			.mapToObj((i) -> "{\"card\":\"" + secret + "\",\"amount\":" + (i % 97) + ".5,\"seq\":" + i + "}\n")
			.collect(Collectors.joining()));
		String id = json(
				first.api().post(form("payments.jsonl", sample, "preset", "quick", "batchSizes", "16384,65536,262144")))
			.path("id")
			.asString();

		List<String> events = events(second, id);

		assertThat(events).as("progress measured on the first, streamed by the second")
			.anyMatch((line) -> line.equals("event:progress"));
		assertThat(events).contains("event:end");
		assertThat(events.get(events.indexOf("event:end") + 1)).contains("\"status\":\"SUCCEEDED\"");
		JsonNode onFirst = json(first.api().get("/api/v1/analyses/" + id));
		JsonNode onSecond = json(second.api().get("/api/v1/analyses/" + id));
		assertThat(onSecond).isEqualTo(onFirst);
		assertThat(onSecond.path("results")).hasSize(21);
		assertThat(json(second.api().get("/api/v1/analyses/" + id + "?objective=smallest")).path("request")
			.path("objective")
			.asString()).isEqualTo("smallest");
		assertThat(second.api().get("/analyses/" + id, MediaType.TEXT_HTML_VALUE).getBody())
			.contains("id=\"recommendation\"");
		assertThat(TableDump.of(first.bean(DataSource.class))).as("every table").contains(id).doesNotContain(secret);

		assertThat(second.api().delete("/api/v1/analyses/" + id).getStatusCode()).isEqualTo(HttpStatus.NO_CONTENT);
		assertThat(first.api().get("/api/v1/analyses/" + id).getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
	}

	@Test
	void cancellingThroughTheOtherInstanceStopsTheSweepWhereItRuns() throws Exception {
		String id = json(
				first.api().post(form("events.jsonl", utf8(ApiClient.sensorReadings(20000)), "preset", "exhaustive")))
			.path("id")
			.asString();
		second.api()
			.await(id, (analysis) -> analysis.path("progress").path("completed").asInt() > 0, Duration.ofMinutes(1));

		JsonNode cancelled = json(second.api().delete("/api/v1/analyses/" + id));

		assertThat(cancelled.path("status").asString()).isEqualTo("CANCELLED");
		List<String> events = events(second, id);
		assertThat(events.get(events.indexOf("event:end") + 1)).contains("\"status\":\"CANCELLED\"");
		SweepExecutor workers = first.bean(SweepExecutor.class);
		long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
		while (workers.activeWorkers() > 0 && System.nanoTime() < deadline) {
			Thread.sleep(50);
		}
		assertThat(workers.activeWorkers()).as("workers measuring on the first instance").isZero();
		assertThat(json(first.api().get("/api/v1/analyses/" + id)).path("status").asString()).isEqualTo("CANCELLED");
	}

	@Test
	void anAnalysisWhoseInstanceStoppedWithoutAWordFailsOnceItsHeartbeatTimesOut() throws Exception {
		String measured = first.api().analysed(200, "preset", "quick");
		String abandoned = "abandoned-" + UUID.randomUUID();
		OffsetDateTime longAgo = OffsetDateTime.now(ZoneOffset.UTC).minusMinutes(5);
		JdbcClient.create(first.bean(DataSource.class))
			.sql("INSERT INTO analyses (id, status, measured_by, heartbeat_at, request, sample, completed, total, "
					+ "created_at) SELECT ?, 'RUNNING', 'killed-instance', ?, request, sample, 3, total, ? FROM "
					+ "analyses WHERE id = ?")
			.params(abandoned, longAgo, longAgo, measured)
			.update();

		JsonNode analysis = second.api()
			.await(abandoned, (body) -> body.path("status").asString().equals("FAILED"), Duration.ofSeconds(30));

		assertThat(analysis.path("error").path("type").asString()).isEqualTo("/problems/interrupted");
		assertThat(analysis.path("error").path("detail").asString()).contains("instance measuring");
	}

	private static List<String> events(RunningService service, String id) throws Exception {
		return HttpClient.newHttpClient()
			.send(HttpRequest
				.newBuilder(URI.create("http://127.0.0.1:" + service.port() + "/api/v1/analyses/" + id + "/events"))
				.timeout(Duration.ofMinutes(2))
				.build(), HttpResponse.BodyHandlers.ofLines())
			.body()
			.toList();
	}

}
