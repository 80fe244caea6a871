package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RatioEstimate;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.batch.RecordSet;
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

	private ExactPass(MeasuredBatches batches) {
		this.layout = batches.layout();
		this.compressedLengths = batches.compressedLengths();
		this.compressedSections = Arrays.stream(this.compressedLengths).asLongStream().sum();
		this.compressNanos = batches.compressNanos();
		this.decompressNanos = batches.decompressNanos();
		this.timingSet = batches.timingSet();
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
		MeasuredBatches batches = new MeasuredBatches(records, batching, timingSetBytes, context);
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
		MeasuredBatches batches = new MeasuredBatches(records, batching, timingSetBytes, context);
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

}
