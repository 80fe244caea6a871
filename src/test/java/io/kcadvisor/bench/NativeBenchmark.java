package io.kcadvisor.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs the benchmark mode of the native {@code zstd} and {@code lz4} command-line tools:
 * they cut a file into independent chunks, compress and decompress each chunk in a loop
 * for the given seconds, and print the fastest loop's speed in MB/s, MB being 10^6 bytes
 * (zstd's {@code MB_UNIT}, lz4's bytes per nanosecond times 1000).
 */
final class NativeBenchmark {

	private static final Pattern SPEEDS = Pattern.compile("([0-9.]+) MB/s\\s+([0-9.]+) MB/s");

	private final int seconds;

	NativeBenchmark(int seconds) {
		this.seconds = seconds;
	}

	/**
	 * Returns the tools that cannot be run.
	 * @return the missing tools' names, empty when both run
	 */
	static List<String> missingTools() {
		List<String> missing = new ArrayList<>();
		for (String tool : List.of("zstd", "lz4")) {
			try {
				if (new ProcessBuilder(tool, "--version").redirectErrorStream(true).start().waitFor() != 0) {
					missing.add(tool);
				}
			}
			catch (IOException ex) {
				missing.add(tool);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				missing.add(tool);
			}
		}
		return missing;
	}

	/**
	 * Benchmarks a codec setting on a file cut into chunks.
	 * @param setting {@code zstd 1}, {@code zstd 3} or {@code lz4 9}
	 * @param file the bytes to compress
	 * @param chunkBytes the chunk size
	 * @return compression and decompression speed in MB/s
	 */
	Speeds run(String setting, Path file, int chunkBytes) throws IOException, InterruptedException {
		List<String> command = command(setting, file, chunkBytes);
		Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (process.waitFor() != 0) {
			throw new IllegalStateException(String.join(" ", command) + " failed: " + output);
		}
		Matcher matcher = SPEEDS.matcher(output);
		Speeds speeds = null;
		while (matcher.find()) {
			speeds = new Speeds(Double.parseDouble(matcher.group(1)), Double.parseDouble(matcher.group(2)));
		}
		if (speeds == null) {
			throw new IllegalStateException("No speeds in the output of " + String.join(" ", command) + ": " + output);
		}
		return speeds;
	}

	/**
	 * Returns the command line: quiet benchmark mode, one level, chunks of the given
	 * bytes (lz4 reads 4 to 7 as block size ids, so chunks start at 32 bytes).
	 */
	List<String> command(String setting, Path file, int chunkBytes) {
		String time = "-i" + this.seconds;
		return switch (setting) {
			case "zstd 1" -> List.of("zstd", "-q", "-b1", "-B" + chunkBytes, time, file.toString());
			case "zstd 3" -> List.of("zstd", "-q", "-b3", "-B" + chunkBytes, time, file.toString());
			case "lz4 9" -> List.of("lz4", "-q", "-b1", "-B" + Math.max(32, chunkBytes), time, file.toString());
			default -> throw new IllegalArgumentException("No native benchmark for " + setting);
		};
	}

	/**
	 * Speeds in MB/s (10^6 bytes per second).
	 *
	 * @param compress compression speed
	 * @param decompress decompression speed
	 */
	record Speeds(double compress, double decompress) {
	}

}
