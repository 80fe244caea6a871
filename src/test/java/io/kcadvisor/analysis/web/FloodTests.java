package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.json;
import static io.kcadvisor.analysis.web.ApiClient.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.sweep.SweepSettings;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryType;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.MediaType;
import org.springframework.test.annotation.DirtiesContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Dozens of large exhaustive analyses submitted at once, as a flood of users would: each
 * is accepted or refused with 429 and a Retry-After, nothing answers 5xx, every accepted
 * analysis ends (measured within its time budget, or cancelled by its owner), and the
 * service is healthy afterwards. Maven runs the tests tagged {@code flood} in a JVM of
 * their own with the maximum heap of {@code flood.heap} in the pom (768 MiB), exiting on
 * any OutOfMemoryError and with the image's bounds on memory outside the heap, so that
 * the service, and this client sharing its JVM, must hold in it, and in the heap,
 * {@link ResidentMemory#BEYOND_HEAP} and the codec contexts' budget of resident memory:
 * {@code ./mvnw test -Dtest=FloodTests -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = "advisor.analysis.time-budget=5s")
@DirtiesContext
@Tag("flood")
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class FloodTests {

	private static final long HEAP_LIMIT = 768L << 20;

	private static final int UPLOADS = 36;

	private static final int SAMPLE_BYTES = 24 << 20;

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final Set<String> FINAL = Set.of("SUCCEEDED", "FAILED", "CANCELLED");

	@LocalServerPort
	private int port;

	@Autowired
	private SweepSettings sweep;

	@Test
	void everyUploadIsAcceptedOrRefusedWithRetryAfterAndTheServiceStaysHealthy() throws Exception {
		assertThat(Runtime.getRuntime().maxMemory()).as("run by Maven, with -Xmx of flood.heap in the pom")
			.isLessThanOrEqualTo(HEAP_LIMIT);
		List<HttpResponse<String>> responses = flood();
		List<String> accepted = new ArrayList<>();
		int refused = 0;
		for (HttpResponse<String> response : responses) {
			assertThat(response.statusCode()).as(response.body()).isIn(202, 429);
			if (response.statusCode() == 202) {
				accepted.add(JSON.readTree(response.body()).path("id").asString());
			}
			else {
				refused++;
				assertThat(response.headers().firstValue("Retry-After")).hasValue("30");
				assertThat(response.headers().firstValue("Content-Type"))
					.hasValue(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
				assertThat(JSON.readTree(response.body()).path("detail").asString()).contains("Try again later");
			}
		}
		assertThat(accepted).isNotEmpty();
		assertThat(refused).isPositive();

		ApiClient api = new ApiClient(this.port);
		api.await(accepted.get(0), (analysis) -> FINAL.contains(analysis.path("status").asString()),
				Duration.ofMinutes(2));
		for (String id : accepted) {
			JsonNode analysis = json(api.get("/api/v1/analyses/" + id));
			if (FINAL.contains(analysis.path("status").asString())) {
				assertEndedCleanly(analysis);
			}
			else {
				assertThat(json(api.delete("/api/v1/analyses/" + id)).path("status").asString()).isEqualTo("CANCELLED");
			}
		}
		awaitNoneRunning(api);
		assertThat(json(api.get("/actuator/health")).path("status").asString()).isEqualTo("UP");
		System.out.printf(
				"Flood: %d accepted, %d refused with 429; old generation peaked at %d MiB of %d MiB, "
						+ "resident memory at %d MiB of %d MiB allowed%n",
				accepted.size(), refused, peakHeap() >> 20, Runtime.getRuntime().maxMemory() >> 20,
				ResidentMemory.peak() >> 20, ResidentMemory.allowed(this.sweep) >> 20);
		assertThat(ResidentMemory.peak())
			.as("resident memory, beside a heap of %d MiB", Runtime.getRuntime().maxMemory() >> 20)
			.isLessThanOrEqualTo(ResidentMemory.allowed(this.sweep));
	}

	private static void awaitNoneRunning(ApiClient api) throws InterruptedException {
		long deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
		while (!api.get("/actuator/prometheus").getBody().contains("advisor_analyses_running 0.0")
				&& System.nanoTime() < deadline) {
			Thread.sleep(50);
		}
	}

	/**
	 * An analysis that ended by itself measured within its time budget, or ran out of it
	 * before measuring anything and says so; it never failed for want of memory.
	 */
	private static void assertEndedCleanly(JsonNode analysis) {
		if (analysis.path("status").asString().equals("FAILED")) {
			assertThat(analysis.path("error").path("type").asString()).isEqualTo("/problems/time-budget-exceeded");
		}
		else {
			assertThat(analysis.path("status").asString()).isEqualTo("SUCCEEDED");
			assertThat(analysis.path("notes").toString()).doesNotContainIgnoringCase("memory");
		}
	}

	private List<HttpResponse<String>> flood() {
		// Streamed from the one copy: a byte-array publisher would copy the body
		// for each request
		byte[] body = multipart(sample());
		HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
		HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + "/api/v1/analyses"))
			.header("Content-Type", "multipart/form-data; boundary=flood")
			.timeout(Duration.ofMinutes(2))
			.POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)))
			.build();
		List<CompletableFuture<HttpResponse<String>>> sent = new ArrayList<>();
		for (int i = 0; i < UPLOADS; i++) {
			sent.add(client.sendAsync(request, HttpResponse.BodyHandlers.ofString()));
		}
		return sent.stream().map(CompletableFuture::join).toList();
	}

	/** JSON lines of sensor readings, as varied as real ones, of about 24 MiB. */
	private static byte[] sample() {
		ByteArrayOutputStream lines = new ByteArrayOutputStream(SAMPLE_BYTES + 256);
		for (int i = 0; lines.size() < SAMPLE_BYTES; i++) {
			lines.writeBytes(utf8("{\"device\":\"sensor-" + (i * 7919) % 5003 + "\",\"seq\":" + i + ",\"temperature\":"
					+ (15 + (i * 31) % 200 / 10.0) + ",\"status\":\"" + ((i % 17 == 0) ? "warning" : "ok")
					+ "\",\"firmware\":\"" + Long.toHexString((i * 2654435761L) & 0xffff) + "\"}\n"));
		}
		return lines.toByteArray();
	}

	private static byte[] multipart(byte[] sample) {
		ByteArrayOutputStream body = new ByteArrayOutputStream(sample.length + 512);
		body.writeBytes(utf8("--flood\r\nContent-Disposition: form-data; name=\"preset\"\r\n\r\nexhaustive\r\n"));
		body.writeBytes(utf8("--flood\r\nContent-Disposition: form-data; name=\"sample\"; filename=\"readings.jsonl\""
				+ "\r\nContent-Type: application/octet-stream\r\n\r\n"));
		body.writeBytes(sample);
		body.writeBytes(utf8("\r\n--flood--\r\n"));
		return body.toByteArray();
	}

	/** The old generation's peak: what the heap held beyond short-lived garbage. */
	private static long peakHeap() {
		return ManagementFactory.getMemoryPoolMXBeans()
			.stream()
			.filter((pool) -> pool.getType() == MemoryType.HEAP && pool.getName().contains("Old"))
			.mapToLong((pool) -> pool.getPeakUsage().getUsed())
			.max()
			.orElse(-1);
	}

}
