package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;
import java.nio.ByteBuffer;

/**
 * Compresses and decompresses every batch of one layout once, for exact sizes and a
 * verified round trip, timing each group of batches; then times the retained groups again
 * until the measurement settings are met. Only the codec calls are inside the timed
 * regions: the records are encoded into direct buffers beforehand.
 */
final class MeasuredPass {

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

	/** Measures every batch once; the first group's timings are discarded as warm-up. */
	void measureEveryBatch() {
		for (int group = 0; group < this.groups.count(); group++) {
			this.stop.check();
			encode(group);
			long compressNanos = compress(group, this.groups.compressedBase(group));
			long decompressNanos = decompress(group);
			verify(group);
			if (group > 0) {
				this.compression.add(this.groups.bytes(group), compressNanos);
				this.decompression.add(this.groups.bytes(group), decompressNanos);
			}
			this.uncompressedSections += this.groups.bytes(group);
		}
		for (int length : this.compressedLengths) {
			this.compressedSections += length;
		}
	}

	/**
	 * Times the retained groups again until enough samples and CPU time are collected.
	 */
	void measureSpeedFurther() {
		long started = System.nanoTime();
		for (int round = 0; needsMore(this.compression, started); round++) {
			this.stop.check();
			int group = round % this.groups.retained();
			this.compression.add(this.groups.bytes(group), compress(group, this.groups.scratchCompressedBase()));
		}
		started = System.nanoTime();
		for (int round = 0; needsMore(this.decompression, started); round++) {
			this.stop.check();
			int group = round % this.groups.retained();
			this.decompression.add(this.groups.bytes(group), decompress(group));
		}
	}

	private boolean needsMore(SpeedSamples samples, long started) {
		boolean enough = samples.count() >= this.settings.minSamples()
				&& samples.totalNanos() >= this.settings.minTime().toNanos();
		return !enough && System.nanoTime() - started < this.settings.maxTime().toNanos();
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
