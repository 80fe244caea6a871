package io.kcadvisor.calibration;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How busy other processes keep the machine: the CPU time of every process
 * ({@code /proc/stat}) less this JVM's. On a shared machine a run during which others
 * used the cores measures more CPU than the same run alone, even in CPU time: caches and
 * the cores' shared units are busy too.
 */
final class OtherLoad {

	private static final Path STAT = Path.of("/proc/stat");

	/** Linux's clock ticks per second, in which {@code /proc/stat} counts. */
	private static final double TICKS_PER_SECOND = 100;

	private static final OperatingSystemMXBean PROCESS = (OperatingSystemMXBean) ManagementFactory
		.getOperatingSystemMXBean();

	private final long startWall;

	private final double startMachine;

	private final long startProcess;

	private OtherLoad(long startWall, double startMachine, long startProcess) {
		this.startWall = startWall;
		this.startMachine = startMachine;
		this.startProcess = startProcess;
	}

	/**
	 * Starts counting.
	 * @return the counter
	 */
	static OtherLoad start() {
		return new OtherLoad(System.nanoTime(), machineSeconds(), PROCESS.getProcessCpuTime());
	}

	/**
	 * Returns the cores other processes kept busy on average since the start.
	 * @return cores, 0 where {@code /proc/stat} is not there
	 */
	double cores() {
		double wall = (System.nanoTime() - this.startWall) / 1e9;
		double machine = machineSeconds() - this.startMachine;
		double process = (PROCESS.getProcessCpuTime() - this.startProcess) / 1e9;
		return Math.max(0, machine - process) / wall;
	}

	/** Returns the CPU seconds the machine spent busy since it started. */
	private static double machineSeconds() {
		try {
			String line = Files.readAllLines(STAT).get(0);
			// cpu user nice system idle iowait irq softirq steal ...
			String[] fields = line.trim().split("\\s+");
			long busy = 0;
			for (int field : new int[] { 1, 2, 3, 6, 7 }) {
				busy += Long.parseLong(fields[field]);
			}
			return busy / TICKS_PER_SECOND;
		}
		catch (IOException | RuntimeException ex) {
			return 0;
		}
	}

}
