package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;
import java.nio.ByteBuffer;

/**
 * Compresses and decompresses every batch of one layout once, for exact sizes and a
 * verified round trip; the whole pass is the first timed sample of each direction. Then
 * the timing set, groups spread over the sample, is timed again as further samples until
 * the measurement settings are met. Only the codec calls are inside the timed regions:
 * the records are encoded into direct buffers beforehand, and an untimed call warms the
 * codec up first.
 */
final class MeasuredPass {

	/** The most bytes of the first batch compressed, untimed, to warm the codec up. */
	private static final int WARM_UP_BYTES = 64 * 1024;

	private final BatchLayout layout;

	private final Compressor compressor;

	private final Decompressor decompressor;

	private final MeasurementSettings settings;

	private final SweepStop stop;

	private final BatchGroups groups;

	private final ByteBuffer input;

	private final ByteBuffer compressed;

	private final ByteBuffer output;

	private final int[] compressedLengths;

	private final SpeedSamples compression = new SpeedSamples();

	private final SpeedSamples decompression = new SpeedSamples();

	private long compressedSections;

	private long uncompressedSections;

	MeasuredPass(BatchLayout layout, Compressor compressor, Decompressor decompressor, MeasurementSettings settings,
			SweepStop stop, Scratch scratch) {
		this.layout = layout;
		this.compressor = compressor;
		this.decompressor = decompressor;
		this.settings = settings;
		this.stop = stop;
		this.groups = new BatchGroups(layout, compressor, settings);
		this.input = scratch.input(this.groups.inputCapacity());
		this.compressed = scratch.compressed(this.groups.compressedCapacity());
		this.output = scratch.output(this.groups.maxGroupBytes());
		this.compressedLengths = new int[layout.batches()];
	}

	/**
	 * Compresses and decompresses the start of the first batch without timing it, so that
	 * the codec's context, native code and caches are ready before the first timing.
	 * @return the compressed size of that start over its size
	 */
	double warmUp() {
		if (this.groups.count() == 0) {
			return 1;
		}
		encode(0);
		int length = Math.min(this.layout.sectionSize(0), WARM_UP_BYTES);
		int start = this.groups.inputBase(0);
		this.input.limit(start + length).position(start);
		this.compressed.limit(this.compressed.capacity()).position(this.groups.scratchCompressedBase());
		int compressedLength = this.compressor.compress(this.input, this.compressed);
		this.compressed.flip().position(this.groups.scratchCompressedBase());
		this.decompressor.decompress(this.compressed, this.output.clear());
		return compressedLength / (double) length;
	}

	/** Measures every batch once, timing the whole pass. */
	void measureEveryBatch() {
		long compressNanos = 0;
		long decompressNanos = 0;
		for (int group = 0; group < this.groups.count(); group++) {
			this.stop.check();
			encode(group);
			compressNanos += compress(group, this.groups.compressedBase(group));
			decompressNanos += decompress(group);
			verify(group);
			this.uncompressedSections += this.groups.bytes(group);
		}
		for (int length : this.compressedLengths) {
			this.compressedSections += length;
		}
		this.compression.add(this.uncompressedSections, compressNanos);
		this.decompression.add(this.uncompressedSections, decompressNanos);
	}

	/**
	 * Times the timing set again, as a whole per sample, until each direction's median
	 * speed is stable or the maximum time is spent. Every batch must have been measured.
	 */
	void measureSpeedFurther() {
		int[] timingSet = this.groups.retained();
		if (timingSet.length == 0) {
			return;
		}
		long bytes = 0;
		for (int group : timingSet) {
			bytes += this.groups.bytes(group);
		}
		while (needsMore(this.compression)) {
			this.stop.check();
			long nanos = 0;
			for (int group : timingSet) {
				nanos += compress(group, this.groups.scratchCompressedBase());
			}
			this.compression.add(bytes, nanos);
		}
		while (needsMore(this.decompression)) {
			this.stop.check();
			long nanos = 0;
			for (int group : timingSet) {
				nanos += decompress(group);
			}
			this.decompression.add(bytes, nanos);
		}
	}

	/**
	 * Returns whether to time again: until the minimum time and samples are measured and
	 * the median is stable, or until the maximum time is spent (which one slow pass may
	 * already have done).
	 */
	private boolean needsMore(SpeedSamples samples) {
		long total = samples.totalNanos();
		if (total >= this.settings.maxTime().toNanos()) {
			return false;
		}
		return total < this.settings.minTime().toNanos() || samples.count() < this.settings.minSamples()
				|| !samples.medianStable(this.settings.speedTolerance());
	}

	private void encode(int group) {
		this.input.limit(this.input.capacity()).position(this.groups.inputBase(group));
		for (int batch = this.groups.firstBatch(group); batch < this.groups.endBatch(group); batch++) {
			this.layout.writeSection(batch, this.input);
		}
	}

	private long compress(int group, int compressedBase) {
		int inputPosition = this.groups.inputBase(group);
		this.compressed.limit(this.compressed.capacity()).position(compressedBase);
		long started = CpuClock.now();
		for (int batch = this.groups.firstBatch(group); batch < this.groups.endBatch(group); batch++) {
			int length = this.layout.sectionSize(batch);
			this.input.limit(inputPosition + length).position(inputPosition);
			this.compressedLengths[batch] = this.compressor.compress(this.input, this.compressed);
			inputPosition += length;
		}
		return CpuClock.now() - started;
	}

	private long decompress(int group) {
		int compressedPosition = this.groups.compressedBase(group);
		this.output.clear();
		long started = CpuClock.now();
		for (int batch = this.groups.firstBatch(group); batch < this.groups.endBatch(group); batch++) {
			int length = this.compressedLengths[batch];
			this.compressed.limit(compressedPosition + length).position(compressedPosition);
			this.decompressor.decompress(this.compressed, this.output);
			compressedPosition += length;
		}
		return CpuClock.now() - started;
	}

	private void verify(int group) {
		if (this.output.position() != this.groups.bytes(group) || !this.output.slice(0, this.groups.bytes(group))
			.equals(this.input.slice(this.groups.inputBase(group), this.groups.bytes(group)))) {
			throw new IllegalStateException("Round trip changed the records of batches " + this.groups.firstBatch(group)
					+ " to " + (this.groups.endBatch(group) - 1));
		}
	}

	/**
	 * Returns the compressed records sections over the uncompressed ones: the ratio
	 * Kafka's producer learns.
	 * @return compressed / uncompressed, or 1 when nothing was measured
	 */
	double sectionRatio() {
		return (this.uncompressedSections > 0) ? this.compressedSections / (double) this.uncompressedSections : 1;
	}

	BatchLayout layout() {
		return this.layout;
	}

	long compressedSections() {
		return this.compressedSections;
	}

	SpeedSamples compression() {
		return this.compression;
	}

	SpeedSamples decompression() {
		return this.decompression;
	}

}
