package io.kcadvisor.analysis.web;

import io.kcadvisor.AdvisorApplication;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One instance of the whole service in a JVM of its own, started from the tests' class
 * path on a database of the test's choosing, so that a test can kill it as a crash or the
 * kernel's out-of-memory killer does: no shutdown hook runs, nothing is handed back. What
 * it writes goes to a file, to read when a test fails.
 */
public final class ServiceProcess implements AutoCloseable {

	private static final String HEAP = "-Xmx768m";

	private static final String STARTED = "Started " + AdvisorApplication.class.getSimpleName();

	private static final Duration POLL = Duration.ofMillis(200);

	private static final Duration EXIT_WAIT = Duration.ofSeconds(30);

	private final Process process;

	private final Path output;

	private ServiceProcess(Process process, Path output) {
		this.process = process;
		this.output = output;
	}

	/**
	 * Starts an instance, with the arguments {@link RunningService} starts one with.
	 * @param output the file its standard output and error go to
	 * @param databaseUrl its database
	 * @param settings further settings, as {@code name=value}
	 * @return the process, starting
	 * @throws IOException when the process cannot be started
	 */
	public static ServiceProcess start(Path output, String databaseUrl, String... settings) throws IOException {
		Files.createDirectories(output.toAbsolutePath().getParent());
		List<String> command = new ArrayList<>(
				List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), HEAP, "-cp",
						System.getProperty("java.class.path"), AdvisorApplication.class.getName()));
		command.addAll(RunningService.arguments(databaseUrl, settings));
		Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
		// killed too when the tests' JVM ends without closing it
		Runtime.getRuntime().addShutdownHook(new Thread(process::destroyForcibly));
		return new ServiceProcess(process, output);
	}

	/**
	 * Waits until the instance has started, as it logs once it serves requests and takes
	 * jobs.
	 * @param timeout how long to wait at most
	 * @throws IllegalStateException when the process ended, or did not start in time
	 */
	public void awaitStarted(Duration timeout) throws IOException, InterruptedException {
		long deadline = System.nanoTime() + timeout.toNanos();
		while (!Files.readString(this.output, StandardCharsets.UTF_8).contains(STARTED)) {
			if (!this.process.isAlive() || System.nanoTime() > deadline) {
				throw new IllegalStateException("The instance did not start (" + describe() + "): see " + this.output);
			}
			Thread.sleep(POLL.toMillis());
		}
	}

	/**
	 * Kills the process at once (SIGKILL), and waits for it to be gone.
	 */
	public void kill() throws InterruptedException {
		this.process.destroyForcibly();
		if (!this.process.waitFor(EXIT_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
			throw new IllegalStateException("The instance was not gone after " + EXIT_WAIT + ": see " + this.output);
		}
	}

	/**
	 * Returns how the process ended, or that it still runs.
	 * @return a description
	 */
	public String describe() {
		return this.process.isAlive() ? "running, pid " + this.process.pid()
				: "ended with exit code " + this.process.exitValue();
	}

	/**
	 * Kills the process, unless it has ended.
	 */
	@Override
	public void close() throws InterruptedException {
		if (this.process.isAlive()) {
			kill();
		}
	}

}
