package io.kcadvisor.calibration;

import com.sun.management.OperatingSystemMXBean;
import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;

/**
 * CPU time and allocations of every Java thread of this JVM, grouped by {@link Part}.
 * <p>
 * Thread CPU time (user and system) comes from {@link ThreadMXBean}. The JVM's own
 * threads are not Java threads. The JIT compilers' CPU ({@link JitThreads}) is left out:
 * it is the cost of warming up, which the calibration pays before it measures. The rest
 * (the garbage collectors, mostly) is the process's CPU time less the Java threads' and
 * the compilers', shared among the parts in proportion to the bytes each allocated, which
 * is what makes the collectors run.
 */
final class ThreadCpu {

	private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

	private static final OperatingSystemMXBean PROCESS = (OperatingSystemMXBean) ManagementFactory
		.getOperatingSystemMXBean();

	static {
		THREADS.setThreadCpuTimeEnabled(true);
		THREADS.setThreadAllocatedMemoryEnabled(true);
	}

	private ThreadCpu() {
	}

	/**
	 * Reads every live thread's CPU time and allocated bytes, and the process's CPU time.
	 * @return the snapshot
	 */
	static Snapshot take() {
		long[] ids = THREADS.getAllThreadIds();
		ThreadInfo[] infos = THREADS.getThreadInfo(ids);
		long[] cpu = THREADS.getThreadCpuTime(ids);
		long[] allocated = THREADS.getThreadAllocatedBytes(ids);
		long process = PROCESS.getProcessCpuTime();
		long jit = JitThreads.cpuNanos();
		Map<Long, ThreadSample> threads = new HashMap<>();
		for (int i = 0; i < ids.length; i++) {
			if (infos[i] != null && cpu[i] >= 0) {
				threads.put(ids[i], new ThreadSample(infos[i].getThreadName(), cpu[i], Math.max(0, allocated[i])));
			}
		}
		return new Snapshot(System.nanoTime(), process, jit, threads);
	}

	/**
	 * Returns what each part spent between two snapshots, the JVM's own threads' CPU
	 * shared by allocation.
	 * @param start the earlier snapshot
	 * @param end the later snapshot
	 * @return the usage
	 */
	static Usage between(Snapshot start, Snapshot end) {
		Map<Part, Long> cpu = new EnumMap<>(Part.class);
		Map<Part, Long> allocated = new EnumMap<>(Part.class);
		long threadsCpu = 0;
		long allocatedTotal = 0;
		for (Map.Entry<Long, ThreadSample> entry : end.threads().entrySet()) {
			ThreadSample last = entry.getValue();
			ThreadSample first = start.threads().getOrDefault(entry.getKey(), new ThreadSample(last.name(), 0, 0));
			Part part = Part.of(last.name());
			long cpuNanos = last.cpuNanos() - first.cpuNanos();
			long bytes = last.allocatedBytes() - first.allocatedBytes();
			cpu.merge(part, cpuNanos, Long::sum);
			allocated.merge(part, bytes, Long::sum);
			threadsCpu += cpuNanos;
			allocatedTotal += bytes;
		}
		long jitNanos = end.jitCpuNanos() - start.jitCpuNanos();
		long jvmNanos = Math.max(0, (end.processCpuNanos() - start.processCpuNanos()) - threadsCpu - jitNanos);
		Map<Part, Double> seconds = new EnumMap<>(Part.class);
		for (Part part : Part.values()) {
			double share = (allocatedTotal > 0) ? allocated.getOrDefault(part, 0L) / (double) allocatedTotal : 0;
			seconds.put(part, (cpu.getOrDefault(part, 0L) + share * jvmNanos) / 1e9);
		}
		return new Usage((end.wallNanos() - start.wallNanos()) / 1e9, seconds, jvmNanos / 1e9, jitNanos / 1e9);
	}

	/**
	 * Every thread's figures at one moment.
	 *
	 * @param wallNanos {@link System#nanoTime()}
	 * @param processCpuNanos the process's CPU time
	 * @param jitCpuNanos the JIT compiler threads' CPU time
	 * @param threads by thread id
	 */
	record Snapshot(long wallNanos, long processCpuNanos, long jitCpuNanos, Map<Long, ThreadSample> threads) {

	}

	/**
	 * One thread's figures.
	 *
	 * @param name its name
	 * @param cpuNanos its CPU time
	 * @param allocatedBytes the bytes it allocated
	 */
	record ThreadSample(String name, long cpuNanos, long allocatedBytes) {

	}

	/**
	 * What each part spent over a time.
	 *
	 * @param wallSeconds the time
	 * @param cpuSeconds CPU seconds by part, the JVM's share included
	 * @param jvmSeconds CPU seconds of the JVM's own threads but the JIT compilers,
	 * shared among the parts
	 * @param jitSeconds CPU seconds of the JIT compilers, left out
	 */
	record Usage(double wallSeconds, Map<Part, Double> cpuSeconds, double jvmSeconds, double jitSeconds) {

		double of(Part part) {
			return this.cpuSeconds.getOrDefault(part, 0.0);
		}

	}

}
