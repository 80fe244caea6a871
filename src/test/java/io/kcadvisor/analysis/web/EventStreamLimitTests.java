package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.AnalysisApiTests.jsonLines;
import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.test.context.ActiveProfiles;

/**
 * One client holds at most advisor.client.max-event-streams event streams at once, so
 * that it cannot hold every connection the service takes: one more is refused with 429
 * and when to try again, and a stream closed makes room for another.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.client.max-event-streams=1", "advisor.sample.max-records=20000" })
@ActiveProfiles("brief-timing")
class EventStreamLimitTests {

	@LocalServerPort
	private int port;

	@Test
	void aClientFollowsAtMostItsShareOfStreamsAtOnce() throws Exception {
		ApiClient api = new ApiClient(this.port);
		String id = json(api.post(form("events.jsonl", jsonLines(20000), "preset", "exhaustive"))).path("id")
			.asString();
		String events = "/api/v1/analyses/" + id + "/events";
		try (Socket open = new Socket("127.0.0.1", this.port)) {
			OutputStream out = open.getOutputStream();
			out.write(("GET " + events + " HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n")
				.getBytes(StandardCharsets.US_ASCII));
			out.flush();
			assertThat(headers(open.getInputStream())).startsWith("HTTP/1.1 200");

			ResponseEntity<String> refused = api.get(events, MediaType.TEXT_EVENT_STREAM_VALUE);
			assertThat(refused.getStatusCode()).isEqualTo(HttpStatus.TOO_MANY_REQUESTS);
			assertThat(refused.getHeaders().getFirst(HttpHeaders.RETRY_AFTER)).isNotBlank();
			assertThat(json(refused).path("detail").asString()).contains("advisor.client.max-event-streams");
		}
		api.delete("/api/v1/analyses/" + id);
		// the stream closed is dropped once the service next writes to it, at the latest
		// with the cancelled analysis's end event
		long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
		ResponseEntity<String> again;
		do {
			again = api.get(events, MediaType.TEXT_EVENT_STREAM_VALUE);
		}
		while (again.getStatusCode() == HttpStatus.TOO_MANY_REQUESTS && System.nanoTime() < deadline);
		assertThat(again.getStatusCode()).as("the closed stream no longer counts").isEqualTo(HttpStatus.OK);
	}

	private static String headers(InputStream in) throws Exception {
		StringBuilder read = new StringBuilder();
		while (read.indexOf("\r\n\r\n") < 0) {
			int next = in.read();
			if (next < 0) {
				break;
			}
			read.append((char) next);
		}
		return read.toString();
	}

}
