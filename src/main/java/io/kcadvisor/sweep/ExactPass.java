package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RatioEstimate;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Compresses and decompresses every batch of the sample once, in order, for exact sizes
 * and a verified round trip. Each codec call is timed, in CPU time of the measuring
 * thread, for a first speed sample of the whole sample, and a {@link TimingSet} of
 * batches spread over the sample is kept for timing them again.
 * <p>
 * The batches are laid out as the pass goes. A batch closes where the batching says it is
 * full; with producer batching that depends on the producer's compression ratio estimate
 * when the batch opens, and each closed batch moves the estimate as Kafka's producer does
 * ({@link RatioEstimate}), so the batches are those of a producer sending the sample.
 */
final class ExactPass {

	private final BatchLayout layout;

	private final int[] compressedLengths;

	private final long compressedSections;

	private final long compressNanos;

	private final long decompressNanos;

	private final TimingSet timingSet;

	private ExactPass(Batches batches) {
		this.layout = new BatchLayout(batches.records, Arrays.copyOf(batches.starts, batches.count + 1));
		this.compressedLengths = Arrays.copyOf(batches.lengths, batches.count);
		this.compressedSections = Arrays.stream(this.compressedLengths).asLongStream().sum();
		this.compressNanos = batches.compressNanos;
		this.decompressNanos = batches.decompressNanos;
		this.timingSet = batches.timingSet;
	}

	/**
	 * Measures every batch of a sample, as a producer whose estimate starts where given
	 * batches it.
	 * @param records the sample's records
	 * @param batching how they are grouped into batches
	 * @param estimate the producer's estimate to start from, moved by every batch;
	 * {@code null} when the batching does not use one
	 * @param timingSetBytes about how many bytes of records sections to keep for timing
	 * @param context the codecs, buffers and stop signal to measure with
	 * @return the pass
	 */
	static ExactPass measure(RecordSet records, Batching batching, RatioEstimate estimate, int timingSetBytes,
			MeasuringContext context) {
		Batches batches = new Batches(records, batching, timingSetBytes, context);
		batches.measureFrom(0, estimate);
		return new ExactPass(batches);
	}

	/**
	 * Measures every batch of a sample, as a long-running producer batches it, in two
	 * steps. First the first batch, opened with a guess of the estimate. Then the other
	 * batches: when the first batch's ratio shows the guess out of the range a
	 * long-running producer's estimate lies in ({@link RatioEstimate#correct}), the
	 * second batch opens with the estimate such a producer holds for that ratio instead
	 * of one moved from the guess. When the guess was so low that the first batch outgrew
	 * {@code batch.size}, which no such producer's batches do, the pass is measured again
	 * from that estimate instead, first batch included.
	 * @param records the sample's records
	 * @param batching producer batching
	 * @param guess the estimate to try first
	 * @param timingSetBytes about how many bytes of records sections to keep for timing
	 * @param context the codecs, buffers and stop signal to measure with
	 * @return the pass
	 */
	static ExactPass measureAsLongRunning(RecordSet records, Batching batching, float guess, int timingSetBytes,
			MeasuringContext context) {
		RatioEstimate estimate = new RatioEstimate(guess);
		Batches batches = new Batches(records, batching, timingSetBytes, context);
		int end = batches.measure(0, estimate.current());
		int length = batches.lastLength();
		int size = batches.lastSectionSize();
		float longRunning = RatioEstimate.longRunning((float) length / size);
		if (estimate.outgrownBy(length, size) && batching.end(records, 0, context.codec(), longRunning) != end) {
			return measure(records, batching, new RatioEstimate(longRunning), timingSetBytes, context);
		}
		estimate.correct(length, size);
		batches.measureFrom(end, estimate);
		return new ExactPass(batches);
	}

	/**
	 * Returns the batches the pass made.
	 * @return the layout
	 */
	BatchLayout layout() {
		return this.layout;
	}

	/**
	 * Returns the compressed size of each batch's records section.
	 * @return bytes, by batch
	 */
	int[] compressedLengths() {
		return this.compressedLengths;
	}

	/**
	 * Returns the compressed records sections of all batches.
	 * @return bytes
	 */
	long compressedSections() {
		return this.compressedSections;
	}

	/**
	 * Returns the uncompressed records sections of all batches: what the pass's timings
	 * are per.
	 * @return bytes
	 */
	long sectionBytes() {
		return this.layout.uncompressedBytes() - (long) RecordBatches.HEADER_SIZE * this.layout.batches();
	}

	/**
	 * Returns the CPU time the pass spent compressing.
	 * @return nanoseconds
	 */
	long compressNanos() {
		return this.compressNanos;
	}

	/**
	 * Returns the CPU time the pass spent decompressing.
	 * @return nanoseconds
	 */
	long decompressNanos() {
		return this.decompressNanos;
	}

	/**
	 * Returns the batches kept for timing again.
	 * @return the timing set
	 */
	TimingSet timingSet() {
		return this.timingSet;
	}

	/**
	 * The batches of a pass measured so far: where each starts, its compressed size, and
	 * the CPU time spent in each direction.
	 */
	private static final class Batches {

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

		private long compressNanos;

		private long decompressNanos;

		Batches(RecordSet records, Batching batching, int timingSetBytes, MeasuringContext context) {
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
		 * estimate.
		 * @param from the first record of the first of them
		 * @param estimate the estimate, or {@code null} when the batching does not use
		 * one
		 */
		void measureFrom(int from, RatioEstimate estimate) {
			for (int first = from; first < this.records.size();) {
				first = measure(first, (estimate != null) ? estimate.current() : 1f);
				if (estimate != null) {
					estimate.observe(lastLength(), this.lastSectionSize);
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
			this.lastSectionSize = size;
			this.count++;
			this.starts[this.count] = end;
			return end;
		}

		int lastLength() {
			return this.lengths[this.count - 1];
		}

		int lastSectionSize() {
			return this.lastSectionSize;
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

	}

}
