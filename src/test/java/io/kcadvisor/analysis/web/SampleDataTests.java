package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static io.kcadvisor.analysis.web.ApiClient.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.storage.TableDump;
import jakarta.servlet.ServletContext;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import tools.jackson.databind.JsonNode;

/**
 * What the service keeps of a user's sample: nothing on disk once its upload is read,
 * nothing in its logs or its database, and nothing of the analysis once its retention has
 * passed.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.analysis.retention=1s", "advisor.analysis.expiry-check-interval=100ms",
				"advisor.sweep.min-measure-time=1ms", "advisor.sweep.min-samples=1",
				"advisor.sweep.max-measure-time=20ms" })
@ExtendWith(OutputCaptureExtension.class)
class SampleDataTests {

	@LocalServerPort
	private int port;

	@Autowired
	private ServletContext servletContext;

	@Autowired
	private DataSource dataSource;

	private ApiClient api;

	private final String secret = "secret-" + UUID.randomUUID();

	@BeforeEach
	void connect() {
		this.api = new ApiClient(this.port);
	}

	@Test
	void nothingOfASampleStaysOnDiskOrReachesTheLogsOrTheDatabase(CapturedOutput output) throws Exception {
		byte[] lines = utf8(("{\"card\":\"" + this.secret + "\",\"amount\":12.5}\n").repeat(20_000));
		assertThat(lines.length).as("spooled to disk while it arrives").isGreaterThan(64 << 10);
		String id = json(this.api.post(form("payments.jsonl", lines, "preset", "quick"))).path("id").asString();
		assertThat(this.api.awaitFinal(id).path("status").asString()).isEqualTo("SUCCEEDED");
		List<HttpStatusCode> refusals = List.of(
				this.api
					.post(form("a.json", utf8("[{\"card\":\"" + this.secret + "\"}, " + this.secret), "format",
							"json-array"))
					.getStatusCode(),
				this.api
					.post(form("b.txt", concat(utf8(this.secret + "\n"), new byte[] { (byte) 0xff }), "format",
							"lines"))
					.getStatusCode(),
				this.api.post(form("c.txt", utf8(this.secret.repeat(50_000)), "format", "whole")).getStatusCode(),
				this.api.post(form("d.txt", utf8(this.secret), "codecs", this.secret)).getStatusCode());
		assertThat(refusals).containsExactly(HttpStatus.UNPROCESSABLE_CONTENT, HttpStatus.UNPROCESSABLE_CONTENT,
				HttpStatus.CONTENT_TOO_LARGE, HttpStatus.BAD_REQUEST);
		assertThat(filesHolding(uploadDirectory())).isEmpty();
		assertThat(output.getAll()).doesNotContain(this.secret);
		assertThat(TableDump.of(this.dataSource)).as("every table")
			.contains(id, "\"records\":20000")
			.doesNotContain(this.secret);
	}

	@Test
	void aFinishedAnalysisIsForgottenOnceItsRetentionHasPassed() throws Exception {
		String id = json(this.api.post(form("events.txt", utf8("a\nb\n"), "preset", "quick"))).path("id").asString();
		assertThat(this.api.awaitFinal(id).path("status").asString()).isEqualTo("SUCCEEDED");
		JsonNode forgotten = this.api.poll("/api/v1/analyses/" + id,
				(body) -> body.path("type").asString().equals("/problems/analysis-not-found"), Duration.ofSeconds(10));
		assertThat(forgotten.path("status").asInt()).isEqualTo(404);
	}

	/** Where the servlet container spools multipart uploads. */
	private Path uploadDirectory() {
		return ((File) this.servletContext.getAttribute(ServletContext.TEMPDIR)).toPath();
	}

	private List<Path> filesHolding(Path directory) throws IOException {
		try (Stream<Path> files = Files.walk(directory)) {
			return files.filter(Files::isRegularFile).filter(this::holdsTheSecret).toList();
		}
	}

	private boolean holdsTheSecret(Path file) {
		try {
			return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).contains(this.secret);
		}
		catch (IOException ex) {
			return false;
		}
	}

	private static byte[] concat(byte[] first, byte[] second) {
		byte[] both = new byte[first.length + second.length];
		System.arraycopy(first, 0, both, 0, first.length);
		System.arraycopy(second, 0, both, first.length, second.length);
		return both;
	}

}
