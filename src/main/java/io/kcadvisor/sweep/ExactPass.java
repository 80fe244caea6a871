package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RatioEstimate;
import io.kcadvisor.batch.RecordSet;

/**
 * Compresses and decompresses every batch of the sample once, in order, for exact sizes
 * and a verified round trip. Each codec call is timed, in CPU time of the measuring
 * thread, for a first speed sample of the whole sample, and a {@link TimingSet} of
 * batches spread over the sample is kept for timing them again.
 * <p>
 * The batches are laid out as the pass goes. A batch closes where the batching says it is
 * full; with producer batching that depends on the producer's compression ratio estimate
 * when the batch opens, and each batch moves the estimate as Kafka's producer does
 * ({@link RatioEstimate}) once the next one has opened, so the batches are those of a
 * producer sending the sample.
 */
final class ExactPass {

	private final BatchLayout layout;

	private final int[] compressedLengths;

	private final long storedBytes;

	private final long streamBytes;

	private final long compressNanos;

	private final long decompressNanos;

	private final TimingSet timingSet;

	private ExactPass(MeasuredBatches batches, BatchLayout layout, int[] compressedLengths, long storedBytes,
			long streamBytes) {
		this.layout = layout;
		this.compressedLengths = compressedLengths;
		this.storedBytes = storedBytes;
		this.streamBytes = streamBytes;
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
		int[] lengths = batches.compressedLengths();
		return new ExactPass(batches, batches.layout(), lengths, StreamTail.exactBytes(lengths), 0);
	}

	/**
	 * Measures every batch of a sample, as a long-running producer batches it: one that
	 * has been sending a stream of such records, of which the sample is a slice, so that
	 * its estimate has long left Kafka's initial 1.0. The first batch opens with the
	 * estimate such a producer holds for the ratio guessed
	 * ({@link RatioEstimate#longRunning}). When the first batch's own ratio shows that
	 * estimate out of the range a long-running producer's lies in
	 * ({@link RatioEstimate#holdsFor}), the first batch is measured again with the
	 * estimate such a producer holds for that ratio, unless it would hold the same
	 * records. The other batches follow, each moving the estimate as Kafka's producer
	 * does. What the batches store is what that producer's steady stream stores for the
	 * sample's records ({@link StreamTail}): its last batch filled on by the records that
	 * follow, and its estimate's whole cycle seen however few batches the sample makes.
	 * @param records the sample's records
	 * @param batching producer batching
	 * @param guess the ratio the sample's records are guessed to compress to
	 * @param timingSetBytes about how many bytes of records sections to keep for timing
	 * @param context the codecs, buffers and stop signal to measure with
	 * @return the pass
	 */
	static ExactPass measureAsLongRunning(RecordSet records, Batching batching, float guess, int timingSetBytes,
			MeasuringContext context) {
		RatioEstimate estimate = new RatioEstimate(RatioEstimate.longRunning(guess));
		MeasuredBatches batches = new MeasuredBatches(records, batching, timingSetBytes, context);
		int end = batches.measure(0, estimate.current());
		if (!estimate.holdsFor(batches.lastRatio())) {
			estimate = new RatioEstimate(RatioEstimate.longRunning(batches.lastRatio()));
			if (batching.end(records, 0, context.codec(), estimate.current()) != end) {
				batches = new MeasuredBatches(records, batching, timingSetBytes, context);
				end = batches.measure(0, estimate.current());
			}
		}
		batches.measureFrom(end, estimate);
		BatchLayout layout = batches.layout();
		int[] lengths = batches.compressedLengths();
		StreamTail tail = new StreamTail(records, batching, context);
		double stored = tail.storedBytes(layout, lengths, batches.lastEstimate(), estimate);
		return new ExactPass(batches, layout, lengths, Math.round(stored), tail.compressedBytes());
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
	 * Returns what the batches store, headers included: the sample's last batch charged
	 * as the pass was measured, in full or as its share of a batch a steady stream fills
	 * ({@link StreamTail}).
	 * @return bytes
	 */
	long storedBytes() {
		return this.storedBytes;
	}

	/**
	 * Returns the records sections compressed after the sample for what the batches store
	 * ({@link StreamTail}), beyond the pass's one compression of each batch.
	 * @return bytes, none when the sample was charged as its batches store
	 */
	long streamBytes() {
		return this.streamBytes;
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
