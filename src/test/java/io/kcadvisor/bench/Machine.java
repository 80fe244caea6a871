package io.kcadvisor.bench;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What the bench ran on.
 */
final class Machine {

	private Machine() {
	}

	static void print() throws IOException, InterruptedException {
		System.out.println("# Bench");
		System.out.println();
		System.out.println("- CPU: " + cpu() + ", " + Runtime.getRuntime().availableProcessors() + " cores");
		System.out.println("- Java: " + System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
		System.out.println("- Tools: " + firstLine("zstd", "--version") + "; " + firstLine("lz4", "--version"));
		System.out.println("- Load (1, 5, 15 min) at start: " + load());
	}

	/**
	 * Returns the load averages, for judging how far other work skewed the figures.
	 * @return for example {@code 0.12 0.30 0.25}
	 */
	static String load() {
		try {
			String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
			return String.join(" ", List.of(fields).subList(0, 3));
		}
		catch (IOException ex) {
			return "unknown";
		}
	}

	/**
	 * Returns the CPU time of this process, all threads together.
	 * @return nanoseconds from an arbitrary origin
	 */
	static long processCpuNanos() {
		return ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
	}

	private static String cpu() throws IOException {
		Path info = Path.of("/proc/cpuinfo");
		if (!Files.exists(info)) {
			return System.getProperty("os.arch");
		}
		return Files.readAllLines(info)
			.stream()
			.filter((line) -> line.startsWith("model name"))
			.map((line) -> line.substring(line.indexOf(':') + 1).trim())
			.findFirst()
			.orElse(System.getProperty("os.arch"));
	}

	private static String firstLine(String... command) throws IOException, InterruptedException {
		Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		process.waitFor();
		return output.lines().findFirst().orElse("").replace("*", "").trim();
	}

}
