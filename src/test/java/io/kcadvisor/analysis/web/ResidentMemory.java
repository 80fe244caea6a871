package io.kcadvisor.analysis.web;

import io.kcadvisor.sweep.SweepSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The memory Linux counts as the JVM's, against the sizing rule for a container: the
 * heap, 512 MiB for direct buffers and the JVM's own memory (metaspace, code, the
 * collector, thread stacks, native libraries and malloc arenas), and the codec contexts'
 * budget ({@code advisor.sweep.codec-memory}).
 */
final class ResidentMemory {

	/** What the service may take besides its heap and its codec contexts. */
	static final long BEYOND_HEAP = 512L << 20;

	private static final Path STATUS = Path.of("/proc/self/status");

	private ResidentMemory() {
	}

	/**
	 * Returns the most memory the JVM has had resident so far (Linux's {@code VmHWM}).
	 * @return bytes, or -1 where there is no {@code /proc}
	 */
	static long peak() {
		if (!Files.isReadable(STATUS)) {
			return -1;
		}
		try {
			return Files.readAllLines(STATUS)
				.stream()
				.filter((line) -> line.startsWith("VmHWM:"))
				.mapToLong((line) -> Long.parseLong(line.replaceAll("\\D", "")) * 1024)
				.findFirst()
				.orElse(-1);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * Returns the most memory the service may have resident: its heap,
	 * {@link #BEYOND_HEAP} and the codec contexts' budget.
	 * @param sweep the service's sweep settings
	 * @return bytes
	 */
	static long allowed(SweepSettings sweep) {
		return Runtime.getRuntime().maxMemory() + BEYOND_HEAP + sweep.codecMemory().toBytes();
	}

}
