package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RatioEstimate;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;

/**
 * A configuration whose sample makes a single batch that a larger batch size of the same
 * compression made too: the same records section, compressed and decompressed the same,
 * so its result is that one's, without measuring it again. Whether the batch is the same
 * is found by laying it out as the exact pass would ({@link ExactPass}), which takes no
 * compression: the estimate the first batch opens with, and, when the batch's ratio moves
 * that estimate out of its range, the estimate it is laid out again with. The stream
 * after the sample is the sample again, which the batch holds whole, so the batch is
 * charged as it is ({@link StreamTail}).
 */
final class SingleBatch {

	private SingleBatch() {
	}

	/**
	 * Returns whether a batching makes the single batch of the whole sample that a larger
	 * batch size made.
	 * @param records the sample
	 * @param batching the smaller batch size's batching
	 * @param guess the ratio the sample's first records compressed to as the codec warmed
	 * up
	 * @param larger the same compression's result at the larger batch size
	 * @param codec the compression's codec
	 * @return {@code true} when the batch is the same
	 */
	static boolean same(RecordSet records, Batching batching, float guess, Result larger, Codec codec) {
		int size = records.size();
		if (larger.batches() != 1 || larger.recordsPerBatch() != size) {
			return false;
		}
		if (!batching.usesEstimate(codec)) {
			return batching.end(records, 0, codec, 1f) == size;
		}
		RatioEstimate estimate = new RatioEstimate(RatioEstimate.longRunning(guess));
		if (batching.end(records, 0, codec, estimate.current()) != size) {
			return false;
		}
		float ratio = (float) (larger.compressedBytes() - RecordBatches.HEADER_SIZE)
				/ (larger.uncompressedBytes() - RecordBatches.HEADER_SIZE);
		return estimate.holdsFor(ratio) || batching.end(records, 0, codec, RatioEstimate.longRunning(ratio)) == size;
	}

	/**
	 * Returns the batch of the whole sample.
	 * @param records the sample
	 * @return the layout of one batch
	 */
	static BatchLayout layout(RecordSet records) {
		return new BatchLayout(records, new int[] { 0, records.size() });
	}

	/**
	 * Returns the larger batch size's result at a smaller one.
	 * @param task the smaller batch size's configuration
	 * @param larger the result at the larger one
	 * @param batchLimit what closes the batch at the smaller batch size
	 * @return the result
	 */
	static Result result(SweepTask task, Result larger, BatchLimit batchLimit) {
		return new Result(task.compression(), task.batchSize(), larger.recordsPerBatch(), larger.batches(),
				larger.uncompressedBytes(), larger.compressedBytes(), larger.ratio(), larger.compressMBps(),
				larger.decompressMBps(), larger.compressStreamMicros(), larger.decompressStreamMicros(), batchLimit,
				false);
	}

}
