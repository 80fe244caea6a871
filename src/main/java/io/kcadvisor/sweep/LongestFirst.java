package io.kcadvisor.sweep;

import io.kcadvisor.codec.CompressionConfig;
import java.util.Comparator;

/**
 * Orders a sweep's configurations by how long they take, longest first, so that no worker
 * idles at the end of a sweep while another still measures a slow one. How long is
 * estimated before anything is measured: the CPU time a codec and level take per byte
 * relative to each other, much the same on every sample, and for the same configuration
 * the larger batch size first.
 */
final class LongestFirst {

	/** Longest first, then the larger batch size first. */
	static final Comparator<SweepTask> ORDER = Comparator.comparingDouble(LongestFirst::relativeCost)
		.thenComparing((task) -> (task.batchSize() != null) ? task.batchSize() : 0)
		.reversed();

	private LongestFirst() {
	}

	/**
	 * Returns the CPU time a configuration takes per byte, compressing and decompressing,
	 * relative to snappy's: the codecs' speeds on text as their own benchmarks report
	 * them, rounded.
	 * @param task the configuration
	 * @return the relative cost
	 */
	static double relativeCost(SweepTask task) {
		CompressionConfig compression = task.compression();
		int level = (compression.level() != null) ? compression.level() : 0;
		return switch (compression.codec()) {
			case NONE -> 0.2;
			case SNAPPY -> 1;
			case LZ4 -> (level < 3) ? 1 : (level < 10) ? 2 * level : 4 * level;
			case GZIP -> 6 + 3 * level;
			case ZSTD -> zstd(level);
		};
	}

	private static double zstd(int level) {
		if (level < 1) {
			return 0.8;
		}
		if (level < 5) {
			return 1.5 * level;
		}
		if (level < 16) {
			return 3 * level;
		}
		return (level < 20) ? 10 * level : 40 * level;
	}

}
