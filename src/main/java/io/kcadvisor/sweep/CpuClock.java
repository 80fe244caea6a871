package io.kcadvisor.sweep;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The CPU time of the calling thread, so that a measurement is not skewed by other work
 * on the machine.
 */
final class CpuClock {

	private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

	private static final boolean SUPPORTED = THREADS.isCurrentThreadCpuTimeSupported();

	private CpuClock() {
	}

	/**
	 * Returns the calling thread's CPU time, or wall time where the JVM cannot tell.
	 * @return nanoseconds from an arbitrary origin
	 */
	static long now() {
		return SUPPORTED ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
	}

}
