package io.kcadvisor.calibration;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.kafka.common.utils.AppInfoParser;

/**
 * What the calibration ran on.
 */
final class Machine {

	private Machine() {
	}

	/**
	 * Describes the machine, the JVM and Kafka.
	 * @return lines of Markdown
	 */
	static List<String> describe() throws IOException {
		String model = Files.readAllLines(Path.of("/proc/cpuinfo"))
			.stream()
			.filter((line) -> line.startsWith("model name"))
			.map((line) -> line.substring(line.indexOf(':') + 1).trim())
			.findFirst()
			.orElse(System.getProperty("os.arch"));
		return List.of("- CPU: " + model + ", " + Runtime.getRuntime().availableProcessors() + " cores",
				"- Java: " + System.getProperty("java.vm.name") + " " + System.getProperty("java.version") + ", heap "
						+ Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MiB",
				"- Kafka: " + AppInfoParser.getVersion() + " (clients and embedded KRaft broker)",
				"- Load (1, 5, 15 min) at start: " + load());
	}

	/**
	 * Returns the load averages.
	 * @return for example {@code 0.12 0.30 0.25}
	 */
	static String load() {
		try {
			return String.join(" ", List.of(Files.readString(Path.of("/proc/loadavg")).split(" ")).subList(0, 3));
		}
		catch (IOException ex) {
			return "unknown";
		}
	}

}
