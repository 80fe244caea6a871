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
 * they cut files into independent chunks, compress and decompress each chunk in a loop
 * for the given seconds, and print the fastest loop's speed in MB/s, MB being 10^6 bytes
 * (zstd's {@code MB_UNIT}, lz4's bytes per nanosecond times 1000).
 */
final class NativeBenchmark {

	/** The block size of the lz4 frames Kafka writes. */
	private static final int KAFKA_LZ4_BLOCK = 64 * 1024;

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
	 * Benchmarks a codec setting on files, each one chunk, or for lz4 cut into the blocks
	 * of Kafka's frame.
	 * @param setting {@code zstd 1}, {@code zstd 3} or {@code lz4 9}
	 * @param files the bytes to compress, one chunk each
	 * @return compression and decompression speed in MB/s
	 */
	Speeds run(String setting, List<Path> files) throws IOException, InterruptedException {
		List<String> command = command(setting, files);
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
	 * Returns the command line: quiet benchmark mode, one level, for one or more files.
	 * Both tools cut each file into chunks of their own; without {@code -B} a file is one
	 * chunk. lz4 is given {@code -B65536}: Kafka's frame holds 64 KiB blocks, each
	 * compressed alone, so a section above 64 KiB is cut there as the frame cuts it.
	 */
	List<String> command(String setting, List<Path> files) {
		List<String> command = new ArrayList<>(switch (setting) {
			case "zstd 1" -> List.of("zstd", "-q", "-b1");
			case "zstd 3" -> List.of("zstd", "-q", "-b3");
			case "lz4 9" -> List.of("lz4", "-q", "-b1", "-B" + KAFKA_LZ4_BLOCK);
			default -> throw new IllegalArgumentException("No native benchmark for " + setting);
		});
		command.add("-i" + this.seconds);
		files.forEach((file) -> command.add(file.toString()));
		return command;
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
