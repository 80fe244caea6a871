package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RatioEstimate;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * The batches of an {@link ExactPass} measured so far, in order: where each starts, its
 * compressed size, the CPU time spent in each direction, and the batches kept for timing
 * again.
 */
final class MeasuredBatches {

	private final RecordSet records;

	private final Batching batching;

	private final MeasuringContext context;

	private final Compressor compressor;

	private final Decompressor decompressor;

	private final Scratch scratch;

	private final TimingSet timingSet;

	private int[] starts = new int[64];

	private int[] lengths = new int[64];

	private int count;

	private int lastSectionSize;

	private int previousSectionSize;

	private float lastEstimate;

	private long compressNanos;

	private long decompressNanos;

	MeasuredBatches(RecordSet records, Batching batching, int timingSetBytes, MeasuringContext context) {
		this.records = records;
		this.batching = batching;
		this.context = context;
		this.compressor = context.compressor();
		this.decompressor = context.decompressor();
		this.scratch = context.scratch();
		this.timingSet = new TimingSet(records.size(), timingSetBytes, this.scratch);
	}

	/**
	 * Measures the batches from a record to the end of the sample, each moving the
	 * estimate as Kafka's producer moves it: when the sender drains it. A full batch is
	 * found full by the record that does not fit, which opens the next batch at once,
	 * before the sender has drained the full one; so a batch opens with the estimate that
	 * every batch but the one before it has moved.
	 * @param from the first record of the first of them
	 * @param estimate the estimate the first of them opens with, not yet moved by the
	 * batch measured before it, if any; {@code null} when the batching does not use one
	 */
	void measureFrom(int from, RatioEstimate estimate) {
		for (int first = from; first < this.records.size();) {
			first = measure(first, (estimate != null) ? estimate.current() : 1f);
			if (estimate != null && this.count > 1) {
				estimate.observe(this.lengths[this.count - 2], this.previousSectionSize);
			}
		}
	}

	/**
	 * Lays out, compresses and decompresses the batch that opens at a record.
	 * @param first the batch's first record
	 * @param estimatedRatio the producer's estimate as the batch opens
	 * @return the index after the batch's last record
	 */
	int measure(int first, float estimatedRatio) {
		this.context.checkStop();
		int end = this.batching.end(this.records, first, this.context.codec(), estimatedRatio);
		if (this.count + 2 > this.starts.length) {
			this.starts = Arrays.copyOf(this.starts, this.starts.length * 2);
			this.lengths = Arrays.copyOf(this.lengths, this.lengths.length * 2);
		}
		int size = this.records.sectionSize(first, end);
		this.starts[this.count] = first;
		this.lengths[this.count] = roundTrip(first, end, size);
		this.previousSectionSize = this.lastSectionSize;
		this.lastSectionSize = size;
		this.lastEstimate = estimatedRatio;
		this.count++;
		this.starts[this.count] = end;
		return end;
	}

	/**
	 * Returns the ratio of the batch measured last.
	 * @return its compressed over its uncompressed records section
	 */
	float lastRatio() {
		return (float) lastLength() / this.lastSectionSize;
	}

	/**
	 * Returns the estimate the batch measured last opened with.
	 * @return compressed / uncompressed size
	 */
	float lastEstimate() {
		return this.lastEstimate;
	}

	/**
	 * Returns the compressed records section of the batch measured last.
	 * @return bytes
	 */
	int lastLength() {
		return this.lengths[this.count - 1];
	}

	private int roundTrip(int first, int end, int size) {
		ByteBuffer input = this.scratch.input(size);
		this.records.writeSection(first, end, input);
		input.flip();
		ByteBuffer compressed = this.scratch.compressed(this.compressor.maxCompressedLength(size));
		ByteBuffer output = this.scratch.output(size);
		long started = CpuClock.now();
		int length = this.compressor.compress(input, compressed);
		long compressedAt = CpuClock.now();
		this.decompressor.decompress(compressed.flip(), output);
		long decompressedAt = CpuClock.now();
		this.compressNanos += compressedAt - started;
		this.decompressNanos += decompressedAt - compressedAt;
		if (output.position() != size || !output.flip().equals(input.rewind())) {
			throw new IllegalStateException("Round trip changed the records " + first + " to " + (end - 1));
		}
		if (this.timingSet.wants(first)) {
			this.timingSet.keep(input.rewind(), compressed.rewind());
		}
		return length;
	}

	BatchLayout layout() {
		return new BatchLayout(this.records, Arrays.copyOf(this.starts, this.count + 1));
	}

	int[] compressedLengths() {
		return Arrays.copyOf(this.lengths, this.count);
	}

	long compressNanos() {
		return this.compressNanos;
	}

	long decompressNanos() {
		return this.decompressNanos;
	}

	TimingSet timingSet() {
		return this.timingSet;
	}

}
