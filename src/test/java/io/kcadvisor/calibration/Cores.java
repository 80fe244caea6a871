package io.kcadvisor.calibration;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Which cores the calibration's parts run on: all of them shared (the default), or, with
 * {@code --split-cores} and at least two cores, the clients' threads on the first and the
 * brokers' on the others, as on machines of their own. Each part's CPU for the same work
 * depends on this: on two shared cores a producer of uncompressed batches spent 2.04
 * CPU-seconds beside a broker that only wrote them and 1.56 to 1.64 beside one that
 * recompressed them. Split, producers of uncompressed batches spent less (at
 * {@code batch.size} 16384, 1.04 and 1.50 s against 1.23 and 1.97 s shared) while
 * compressing ones spent about as much, and the model missed more rows
 * (docs/methodology.md).
 * <p>
 * Linux gives a new thread the cores of the thread that starts it, and the brokers, the
 * producer and the consumer start their threads in the constructors the calibration's
 * main thread calls: it takes the brokers' cores before the brokers start
 * ({@link #brokers()}) and the clients' core while it creates a run's clients and the
 * threads that call them ({@link #clients()}). Cores are set with {@code taskset}.
 */
final class Cores {

	private static final Cores SHARED = new Cores(null, null);

	private final String clients;

	private final String brokers;

	private Cores(String clients, String brokers) {
		this.clients = clients;
		this.brokers = brokers;
	}

	/**
	 * Returns cores that every part shares: nothing is moved.
	 * @return the cores
	 */
	static Cores shared() {
		return SHARED;
	}

	/**
	 * Splits the cores this JVM may run on: the first for the clients, the others for the
	 * brokers; shared when there is only one.
	 * @return the cores
	 */
	static Cores split() throws IOException, InterruptedException {
		List<String> cpus = allowedCpus();
		if (cpus.size() < 2) {
			return SHARED;
		}
		return new Cores(cpus.get(0), String.join(",", cpus.subList(1, cpus.size())));
	}

	/**
	 * Moves the calling thread, and the threads it starts from now on, to the clients'
	 * core.
	 */
	void clients() throws IOException, InterruptedException {
		if (this.clients != null) {
			taskset("-pc", this.clients, currentThreadId());
		}
	}

	/**
	 * Moves the calling thread, and the threads it starts from now on, to the brokers'
	 * cores.
	 */
	void brokers() throws IOException, InterruptedException {
		if (this.brokers != null) {
			taskset("-pc", this.brokers, currentThreadId());
		}
	}

	/**
	 * Describes the split, for the report.
	 * @return a line of Markdown
	 */
	String describe() {
		if (this.clients == null) {
			return "- Cores: shared by the producer, the brokers and the consumer";
		}
		return "- Cores: producer and consumer on CPU " + this.clients + ", brokers on CPU " + this.brokers;
	}

	private static List<String> allowedCpus() throws IOException, InterruptedException {
		String output = taskset("-pc", String.valueOf(ProcessHandle.current().pid()));
		// "pid 123's current affinity list: 0,2-3"
		List<String> cpus = new ArrayList<>();
		for (String range : output.substring(output.lastIndexOf(':') + 1).trim().split(",")) {
			String[] bounds = range.split("-");
			int first = Integer.parseInt(bounds[0]);
			int last = Integer.parseInt(bounds[bounds.length - 1]);
			for (int cpu = first; cpu <= last; cpu++) {
				cpus.add(String.valueOf(cpu));
			}
		}
		return cpus;
	}

	/**
	 * The kernel's id of the calling thread: /proc/thread-self links to
	 * /proc/PID/task/TID.
	 */
	private static String currentThreadId() throws IOException {
		return Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
	}

	private static String taskset(String... args) throws IOException, InterruptedException {
		List<String> command = new ArrayList<>(List.of("taskset"));
		command.addAll(List.of(args));
		Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (process.waitFor() != 0) {
			throw new IOException(String.join(" ", command) + " failed: " + output.trim());
		}
		return output;
	}

}
