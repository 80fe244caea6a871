package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Schemathesis, a property-based fuzzer, generates requests from the live OpenAPI
 * document, valid and invalid, and runs every check it has on the answers (the exceptions
 * and their reasons are in {@code schemathesis.toml}): no server error, and nothing the
 * document does not describe (status, content type, headers, body). The CLI comes from
 * PyPI at the version in {@code schemathesis-requirements.txt}; {@code .ci/run} installs
 * it and requires this test to run, elsewhere it is skipped when the CLI is missing.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sweep.workers=1", "advisor.analysis.max-queued=2", "advisor.analysis.time-budget=2s",
				"advisor.sweep.min-measure-time=1ms", "advisor.sweep.min-samples=1",
				"advisor.sweep.max-measure-time=20ms" })
class ApiFuzzingTests {

	/** The path of the schemathesis CLI; without it, {@code schemathesis} on the PATH. */
	static final String CLI = "SCHEMATHESIS_CLI";

	/** Set to {@code true} where the fuzzing run must not be skipped, as in CI. */
	static final String REQUIRED = "SCHEMATHESIS_REQUIRED";

	private static final int EXAMPLES_PER_OPERATION = 25;

	private static final long SEED = 20261122;

	private static final long RUN_LIMIT_MINUTES = 8;

	private static final Path CONFIG = Path.of("src/test/resources/schemathesis.toml");

	/** Where schemathesis runs, keeping its reports and caches out of the sources. */
	private static final Path OUTPUT = Path.of("target/schemathesis");

	@LocalServerPort
	private int port;

	@Test
	void generatedRequestsGetNoServerErrorAndOnlyDocumentedAnswers() throws Exception {
		Path cli = locateCli();
		if (cli == null) {
			String missing = "schemathesis is not installed: pip install -r src/test/resources/"
					+ "schemathesis-requirements.txt, or set " + CLI + " to its path";
			if (Boolean.parseBoolean(System.getenv(REQUIRED))) {
				fail(missing + " (" + REQUIRED + " is true)");
			}
			assumeTrue(false, missing);
		}
		Files.createDirectories(OUTPUT);
		Path log = OUTPUT.resolve("run.txt");
		Process run = new ProcessBuilder(cli.toString(), "--config-file", CONFIG.toAbsolutePath().toString(),
				"--no-color", "run", "http://127.0.0.1:" + this.port + "/v3/api-docs", "--max-examples",
				Integer.toString(EXAMPLES_PER_OPERATION), "--seed", Long.toString(SEED), "--workers", "1",
				"--request-timeout", "20", "--generation-database", "none", "--report", "junit", "--report-junit-path",
				"junit.xml")
			.directory(OUTPUT.toFile())
			.redirectErrorStream(true)
			.redirectOutput(log.toFile())
			.start();
		if (!run.waitFor(RUN_LIMIT_MINUTES, TimeUnit.MINUTES)) {
			run.destroyForcibly();
			fail("schemathesis did not finish within " + RUN_LIMIT_MINUTES + " minutes; see " + log);
		}
		String output = Files.readString(log, StandardCharsets.UTF_8);
		assertThat(run.exitValue()).as("schemathesis found failures (%s):%n%s", log, tail(output)).isZero();
		assertThat(output).contains("API Operations:").doesNotContain("No test cases");
	}

	private static Path locateCli() {
		String configured = System.getenv(CLI);
		if (configured != null && !configured.isBlank()) {
			return Path.of(configured);
		}
		String path = System.getenv("PATH");
		return (path != null) ? Stream.of(path.split(File.pathSeparator))
			.map((directory) -> Path.of(directory, "schemathesis"))
			.filter(Files::isExecutable)
			.findFirst()
			.orElse(null) : null;
	}

	private static String tail(String output) {
		List<String> lines = output.lines().toList();
		return String.join("\n", lines.subList(Math.max(0, lines.size() - 200), lines.size()));
	}

}
