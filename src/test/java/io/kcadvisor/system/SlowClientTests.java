package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Clients that send a request body a byte at a time, as a slow-read attack does, on a
 * Tomcat of ten request threads: they cannot take every thread, so health checks and
 * reads are answered meanwhile; an upload that arrives below the minimum rate is answered
 * 408 once the grace has passed; and a body the service does not read is not waited for
 * longer.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "server.tomcat.threads.max=10", "advisor.upload.min-rate=1KB",
				"advisor.upload.min-rate-grace=2s" })
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class SlowClientTests {

	private static final String UPLOAD_HEAD = "--slow\r\nContent-Disposition: form-data; name=\"sample\"; "
			+ "filename=\"s.txt\"\r\n\r\n";

	@LocalServerPort
	private int port;

	private final ScheduledExecutorService trickle = Executors.newSingleThreadScheduledExecutor();

	private final List<Socket> sockets = new ArrayList<>();

	@AfterEach
	void closeConnections() throws Exception {
		this.trickle.shutdownNow();
		for (Socket socket : this.sockets) {
			socket.close();
		}
		awaitBodiesTakenAgain();
	}

	/**
	 * Waits until the threads of the closed connections are free to take a body again.
	 */
	private void awaitBodiesTakenAgain() throws Exception {
		HttpClient client = HttpClient.newHttpClient();
		HttpRequest post = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + "/api/v1/analyses"))
			.POST(HttpRequest.BodyPublishers.ofString("x"))
			.build();
		long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
		while (client.send(post, HttpResponse.BodyHandlers.discarding()).statusCode() == 429
				&& System.nanoTime() < deadline) {
			Thread.sleep(100);
		}
	}

	@Test
	void twentyTricklingUploadsLeaveThreadsForHealthChecksAndReads() throws Exception {
		for (int i = 0; i < 20; i++) {
			trickling("POST /api/v1/analyses", "multipart/form-data; boundary=slow", UPLOAD_HEAD);
		}
		Thread.sleep(1000);
		HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
		for (String path : List.of("/actuator/health/liveness", "/api/v1/codecs")) {
			HttpResponse<String> answer = client
				.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path))
					.timeout(Duration.ofSeconds(5))
					.build(), HttpResponse.BodyHandlers.ofString());
			assertThat(answer.statusCode()).as(path).isEqualTo(200);
		}
	}

	@Test
	void anUploadArrivingBelowTheMinimumRateIsATimeoutOnceTheGraceHasPassed() throws Exception {
		Socket socket = trickling("POST /api/v1/analyses", "multipart/form-data; boundary=slow", UPLOAD_HEAD);
		long start = System.nanoTime();
		String answer = answer(socket);
		assertThat(answer).startsWith("HTTP/1.1 408")
			.contains("application/problem+json")
			.contains("too slowly")
			.contains("1024 bytes per second");
		assertThat(Duration.ofNanos(System.nanoTime() - start)).as("the grace and one more byte")
			.isLessThan(Duration.ofSeconds(10));
	}

	@Test
	void anUploadToTheFormArrivingBelowTheMinimumRateIsATimeoutForAClientThatAsksNoPage() throws Exception {
		Socket socket = trickling("POST /analyses", "multipart/form-data; boundary=slow", UPLOAD_HEAD);
		assertThat(answer(socket)).startsWith("HTTP/1.1 408")
			.contains("application/problem+json")
			.contains("too slowly");
	}

	@Test
	void aBodyTheServiceDoesNotReadIsNotWaitedForOnceItArrivesTooSlowly() throws Exception {
		Socket socket = trickling("GET /api/v1/codecs", "text/plain", "x");
		long start = System.nanoTime();
		String answer = answer(socket);
		assertThat(answer).startsWith("HTTP/1.1 200");
		assertThat(Duration.ofNanos(System.nanoTime() - start)).as("the connection closed after the grace")
			.isLessThan(Duration.ofSeconds(10));
	}

	/**
	 * Opens a connection that declares a body of 100,000 bytes, sends its first bytes,
	 * then one byte every half second.
	 */
	private Socket trickling(String requestLine, String contentType, String start) throws IOException {
		Socket socket = new Socket("127.0.0.1", this.port);
		this.sockets.add(socket);
		socket.setSoTimeout(60_000);
		OutputStream out = socket.getOutputStream();
		out.write((requestLine + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: " + contentType
				+ "\r\nContent-Length: 100000\r\n\r\n" + start)
			.getBytes(StandardCharsets.ISO_8859_1));
		out.flush();
		this.trickle.scheduleAtFixedRate(() -> {
			try {
				out.write('a');
				out.flush();
			}
			catch (IOException ex) {
				// the service closed the connection
			}
		}, 500, 500, TimeUnit.MILLISECONDS);
		return socket;
	}

	/** Reads what the service answers, until it closes the connection. */
	private static String answer(Socket socket) throws IOException {
		InputStream in = socket.getInputStream();
		return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
	}

}
