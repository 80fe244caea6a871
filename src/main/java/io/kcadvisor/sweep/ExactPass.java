package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RatioEstimate;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
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

	private ExactPass(BatchLayout layout, int[] compressedLengths, Clocks clocks, TimingSet timingSet) {
		this.layout = layout;
		this.compressedLengths = compressedLengths;
		this.compressedSections = Arrays.stream(compressedLengths).asLongStream().sum();
		this.compressNanos = clocks.compress;
		this.decompressNanos = clocks.decompress;
		this.timingSet = timingSet;
	}

	/**
	 * Measures every batch of a sample, as a producer whose estimate starts where given
	 * batches it.
	 * @param records the sample's records
	 * @param batching how they are grouped into batches
	 * @param codec the codec, for the batching
	 * @param estimate the producer's estimate to start from, moved by every batch;
	 * {@code null} when the batching does not use one
	 * @param compressor compresses a records section
	 * @param decompressor reverses it
	 * @param timingSetBytes about how many bytes of records sections to keep for timing
	 * @param stop checked before every batch
	 * @param scratch the worker's buffers
	 * @return the pass
	 */
	static ExactPass measure(RecordSet records, Batching batching, Codec codec, RatioEstimate estimate,
			Compressor compressor, Decompressor decompressor, int timingSetBytes, SweepStop stop, Scratch scratch) {
		return measure(records, batching, codec, estimate, false, compressor, decompressor, timingSetBytes, stop,
				scratch);
	}

	/**
	 * Measures every batch of a sample, as a long-running producer batches it. The first
	 * batch opens with a guess of its estimate. When the batch's ratio shows the guess
	 * out of the range a long-running producer's estimate lies in
	 * ({@link RatioEstimate#correct}), the next batch opens with the estimate such a
	 * producer holds for that ratio instead of one moved from the guess; and when the
	 * guess was so low that the first batch outgrew {@code batch.size}, which no such
	 * producer's batches do, the pass starts again, once, from that estimate.
	 * @param records the sample's records
	 * @param batching producer batching
	 * @param codec the codec, for the batching
	 * @param guess the estimate to try first
	 * @param compressor compresses a records section
	 * @param decompressor reverses it
	 * @param timingSetBytes about how many bytes of records sections to keep for timing
	 * @param stop checked before every batch
	 * @param scratch the worker's buffers
	 * @return the pass
	 */
	static ExactPass measureAsLongRunning(RecordSet records, Batching batching, Codec codec, float guess,
			Compressor compressor, Decompressor decompressor, int timingSetBytes, SweepStop stop, Scratch scratch) {
		return measure(records, batching, codec, new RatioEstimate(guess), true, compressor, decompressor,
				timingSetBytes, stop, scratch);
	}

	private static ExactPass measure(RecordSet records, Batching batching, Codec codec, RatioEstimate estimate,
			boolean mayRestart, Compressor compressor, Decompressor decompressor, int timingSetBytes, SweepStop stop,
			Scratch scratch) {
		TimingSet timingSet = new TimingSet(records.size(), timingSetBytes, scratch);
		Clocks clocks = new Clocks();
		int[] starts = new int[64];
		int[] lengths = new int[64];
		int batches = 0;
		for (int first = 0; first < records.size(); batches++) {
			stop.check();
			int end = batching.end(records, first, codec, (estimate != null) ? estimate.current() : 1f);
			if (batches + 2 > starts.length) {
				starts = Arrays.copyOf(starts, starts.length * 2);
				lengths = Arrays.copyOf(lengths, lengths.length * 2);
			}
			starts[batches] = first;
			int size = records.sectionSize(first, end);
			lengths[batches] = roundTrip(records, first, end, size, compressor, decompressor, scratch, clocks,
					timingSet);
			if (estimate != null && (batches > 0 || !mayRestart)) {
				estimate.observe(lengths[batches], size);
			}
			else if (estimate != null) {
				float longRunning = RatioEstimate.longRunning((float) lengths[batches] / size);
				if (estimate.outgrownBy(lengths[batches], size)
						&& batching.end(records, 0, codec, longRunning) != end) {
					return measure(records, batching, codec, new RatioEstimate(longRunning), false, compressor,
							decompressor, timingSetBytes, stop, scratch);
				}
				estimate.correct(lengths[batches], size);
			}
			first = end;
		}
		starts[batches] = records.size();
		BatchLayout layout = new BatchLayout(records, Arrays.copyOf(starts, batches + 1));
		return new ExactPass(layout, Arrays.copyOf(lengths, batches), clocks, timingSet);
	}

	private static int roundTrip(RecordSet records, int first, int end, int size, Compressor compressor,
			Decompressor decompressor, Scratch scratch, Clocks clocks, TimingSet timingSet) {
		ByteBuffer input = scratch.input(size);
		records.writeSection(first, end, input);
		input.flip();
		ByteBuffer compressed = scratch.compressed(compressor.maxCompressedLength(size));
		ByteBuffer output = scratch.output(size);
		long started = CpuClock.now();
		int length = compressor.compress(input, compressed);
		long compressedAt = CpuClock.now();
		decompressor.decompress(compressed.flip(), output);
		long decompressedAt = CpuClock.now();
		clocks.compress += compressedAt - started;
		clocks.decompress += decompressedAt - compressedAt;
		if (output.position() != size || !output.flip().equals(input.rewind())) {
			throw new IllegalStateException("Round trip changed the records " + first + " to " + (end - 1));
		}
		if (timingSet.wants(first)) {
			timingSet.keep(input.rewind(), compressed.rewind());
		}
		return length;
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

	/** The CPU time a pass spends in each direction. */
	private static final class Clocks {

		private long compress;

		private long decompress;

	}

}
