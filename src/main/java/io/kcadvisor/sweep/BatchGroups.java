package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.codec.Compressor;
import java.util.Arrays;

/**
 * Consecutive batches of a layout grouped into units of at least a given number of
 * uncompressed bytes: a group is timed as one repetition. The first groups, up to the
 * timing set's size, keep their own place in the buffers so they can be timed again
 * without being encoded again; later groups share one place after them.
 */
final class BatchGroups {

	private final int[] firstBatch;

	private final int[] inputBase;

	private final int[] compressedBase;

	private final int[] bytes;

	private final int retained;

	private final int inputCapacity;

	private final int compressedCapacity;

	private final int maxGroupBytes;

	private final int scratchCompressedBase;

	BatchGroups(BatchLayout layout, Compressor compressor, MeasurementSettings settings) {
		int batches = layout.batches();
		int[] starts = new int[batches + 1];
		int[] sizes = new int[batches];
		int[] bounds = new int[batches];
		int groups = 0;
		int batch = 0;
		while (batch < batches) {
			starts[groups] = batch;
			long groupSize = 0;
			long groupBound = 0;
			do {
				groupSize += layout.sectionSize(batch);
				groupBound += compressor.maxCompressedLength(layout.sectionSize(batch));
				batch++;
			}
			while (batch < batches && groupSize < settings.groupBytes());
			sizes[groups] = Math.toIntExact(groupSize);
			bounds[groups] = Math.toIntExact(groupBound);
			groups++;
		}
		starts[groups] = batches;
		this.firstBatch = Arrays.copyOf(starts, groups + 1);
		this.bytes = Arrays.copyOf(sizes, groups);
		this.inputBase = new int[groups];
		this.compressedBase = new int[groups];
		int keptInput = 0;
		int keptCompressed = 0;
		int kept = 0;
		while (kept < groups && (kept == 0 || keptInput + sizes[kept] <= settings.timingSetBytes())) {
			this.inputBase[kept] = keptInput;
			this.compressedBase[kept] = keptCompressed;
			keptInput += sizes[kept];
			keptCompressed += bounds[kept];
			kept++;
		}
		this.retained = kept;
		this.maxGroupBytes = Arrays.stream(this.bytes).max().orElse(0);
		int maxBound = Arrays.stream(bounds, 0, groups).max().orElse(0);
		for (int group = kept; group < groups; group++) {
			this.inputBase[group] = keptInput;
			this.compressedBase[group] = keptCompressed;
		}
		this.inputCapacity = keptInput + this.maxGroupBytes;
		this.compressedCapacity = Math.addExact(keptCompressed, maxBound);
		this.scratchCompressedBase = keptCompressed;
	}

	int count() {
		return this.bytes.length;
	}

	/** Returns how many of the first groups keep their place for further timing. */
	int retained() {
		return this.retained;
	}

	int firstBatch(int group) {
		return this.firstBatch[group];
	}

	int endBatch(int group) {
		return this.firstBatch[group + 1];
	}

	int bytes(int group) {
		return this.bytes[group];
	}

	int inputBase(int group) {
		return this.inputBase[group];
	}

	int compressedBase(int group) {
		return this.compressedBase[group];
	}

	/** Returns where compressed output goes when it need not be kept. */
	int scratchCompressedBase() {
		return this.scratchCompressedBase;
	}

	int inputCapacity() {
		return this.inputCapacity;
	}

	int compressedCapacity() {
		return this.compressedCapacity;
	}

	int maxGroupBytes() {
		return this.maxGroupBytes;
	}

}
