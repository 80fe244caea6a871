package io.kcadvisor.calibration;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * CPU time of the JVM's JIT compiler threads, read from {@code /proc/self/task}: the cost
 * of warming code up, which a long-running process has paid long ago.
 */
final class JitThreads {

	private static final Path TASKS = Path.of("/proc/self/task");

	private static final List<String> NAMES = List.of("C1 CompilerThre", "C2 CompilerThre", "Sweeper thread");

	/** Linux's clock ticks per second, in which {@code stat} counts CPU time. */
	private static final long TICKS_PER_SECOND = 100;

	private JitThreads() {
	}

	/**
	 * Returns the JIT compiler threads' CPU time, user and system.
	 * @return nanoseconds, 0 where {@code /proc} is not there
	 */
	static long cpuNanos() {
		if (!Files.isDirectory(TASKS)) {
			return 0;
		}
		long ticks = 0;
		try (Stream<Path> tasks = Files.list(TASKS)) {
			for (Path task : tasks.toList()) {
				ticks += ticks(task);
			}
		}
		catch (IOException ex) {
			return 0;
		}
		return ticks * (1_000_000_000 / TICKS_PER_SECOND);
	}

	private static long ticks(Path task) {
		try {
			String name = Files.readString(task.resolve("comm")).trim();
			if (NAMES.stream().noneMatch(name::startsWith)) {
				return 0;
			}
			String stat = Files.readString(task.resolve("stat"));
			// the fields after the name, which may hold spaces, in parentheses: utime and
			// stime are the 14th and 15th of the line
			String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
			return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
		}
		catch (IOException | RuntimeException ex) {
			// the thread ended while it was read
			return 0;
		}
	}

}
