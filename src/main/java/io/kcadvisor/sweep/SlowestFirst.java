package io.kcadvisor.sweep;

import io.kcadvisor.codec.CompressionConfig;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Orders a sweep's configurations from the slowest to measure to the fastest, so that the
 * workers finish together rather than one of them ending the sweep alone with a slow
 * configuration picked up last. The costs are rough compression times per megabyte on one
 * core, in milliseconds, as measured for the bench: only their order matters.
 */
final class SlowestFirst {

	private SlowestFirst() {
	}

	/**
	 * Returns the order in which to measure tasks.
	 * @param tasks the tasks in plan order
	 * @return indexes into {@code tasks}, slowest first; ties keep larger batches, then
	 * plan order, first
	 */
	static int[] order(List<SweepTask> tasks) {
		Comparator<Integer> slowestFirst = Comparator
			.comparingDouble((Integer index) -> costPerMegabyte(tasks.get(index).compression()))
			.thenComparingInt((index) -> batchSize(tasks.get(index)))
			.reversed()
			.thenComparingInt((index) -> index);
		return IntStream.range(0, tasks.size()).boxed().sorted(slowestFirst).mapToInt(Integer::intValue).toArray();
	}

	static double costPerMegabyte(CompressionConfig compression) {
		Integer level = compression.level();
		return switch (compression.codec()) {
			case NONE -> 0.1;
			case SNAPPY -> 1.2;
			case GZIP -> 4 + level * level / 3.0;
			case LZ4 -> lz4(level);
			case ZSTD -> zstd(level);
		};
	}

	private static double lz4(int level) {
		if (level == 9) {
			return 1.2;
		}
		return (level < 3) ? 2.2 : (level < 6) ? 6 : (level < 9) ? 11 : 35;
	}

	private static double zstd(int level) {
		if (level <= 3) {
			return 2.2;
		}
		if (level <= 9) {
			return 3 + (level - 3) * 1.7;
		}
		if (level <= 15) {
			return 13 + (level - 9) * 6;
		}
		return (level <= 18) ? 150 : 500;
	}

	private static int batchSize(SweepTask task) {
		return (task.batchSize() != null) ? task.batchSize() : 0;
	}

}
