package io.kcadvisor.sweep;

import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;
import java.nio.ByteBuffer;

/**
 * Measures a configuration's speeds. The exact pass's own timings are the first samples
 * of each direction, one per group of its batches spread over the sample, the stream's
 * batches after the sample joining the compression groups ({@link PassTimings}), so that
 * where they agree they are enough; then the timing set is timed again, whole, until its
 * repetitions agree or the maximum time is spent ({@link TimingAgain}). Only the codec
 * calls are timed, in CPU time of the measuring thread: the timing set's sections are
 * already in direct buffers.
 */
final class SpeedMeasurement {

	private final ExactPass pass;

	private final MeasurementSettings settings;

	private final MeasuringContext context;

	private SpeedSamples compression;

	private SpeedSamples decompression;

	SpeedMeasurement(ExactPass pass, MeasurementSettings settings, MeasuringContext context) {
		this.pass = pass;
		this.settings = settings;
		this.context = context;
	}

	void measure() {
		this.compression = this.context.passTimings().compression();
		this.decompression = this.context.passTimings().decompression();
		TimingSet set = this.pass.timingSet();
		if (set.batches() == 0) {
			return;
		}
		ByteBuffer input = set.input();
		ByteBuffer compressed = set.compressed();
		Scratch scratch = this.context.scratch();
		ByteBuffer work = scratch.compressed(this.context.compressor().maxCompressedLength(set.largestSection()));
		ByteBuffer output = scratch.output(set.largestSection());
		TimingAgain again = new TimingAgain(this.settings);
		this.compression = again.measure(this.compression, set.bytes(), () -> {
			this.context.checkStop();
			return compress(set, input, work);
		});
		this.decompression = again.measure(this.decompression, set.bytes(), () -> {
			this.context.checkStop();
			return decompress(set, compressed, output);
		});
	}

	private long compress(TimingSet set, ByteBuffer input, ByteBuffer work) {
		Compressor compressor = this.context.compressor();
		int position = 0;
		long started = CpuClock.now();
		for (int batch = 0; batch < set.batches(); batch++) {
			int size = set.sectionSize(batch);
			input.limit(position + size).position(position);
			compressor.compress(input, work.clear());
			position += size;
		}
		return CpuClock.now() - started;
	}

	private long decompress(TimingSet set, ByteBuffer compressed, ByteBuffer output) {
		Decompressor decompressor = this.context.decompressor();
		int position = 0;
		long started = CpuClock.now();
		for (int batch = 0; batch < set.batches(); batch++) {
			int size = set.compressedSize(batch);
			compressed.limit(position + size).position(position);
			decompressor.decompress(compressed, output.clear());
			position += size;
		}
		return CpuClock.now() - started;
	}

	SpeedSamples compression() {
		return this.compression;
	}

	SpeedSamples decompression() {
		return this.decompression;
	}

}
