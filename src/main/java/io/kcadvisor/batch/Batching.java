package io.kcadvisor.batch;

import io.kcadvisor.codec.Codec;

/**
 * How records are grouped into batches.
 */
public sealed interface Batching permits Batching.FixedCount, Batching.Producer {

	/**
	 * Groups a record set.
	 * @param records the records
	 * @param codec the codec the batches will be compressed with
	 * @param estimatedRatio the producer's estimate of compressed / uncompressed size
	 * @return the layout
	 */
	BatchLayout layout(RecordSet records, Codec codec, float estimatedRatio);

	/**
	 * Returns whether the layout depends on the compression ratio estimate.
	 * @param codec the codec the batches will be compressed with
	 * @return {@code true} when a converged estimate must be found first
	 */
	boolean usesEstimate(Codec codec);

	/**
	 * A fixed number of records per batch, as Kafka's TestCompression tool builds them.
	 *
	 * @param recordsPerBatch records in every batch but perhaps the last
	 */
	record FixedCount(int recordsPerBatch) implements Batching {

		public FixedCount {
			if (recordsPerBatch < 1) {
				throw new IllegalArgumentException("recordsPerBatch must be at least 1");
			}
		}

		@Override
		public BatchLayout layout(RecordSet records, Codec codec, float estimatedRatio) {
			int batches = (records.size() + this.recordsPerBatch - 1) / this.recordsPerBatch;
			int[] starts = new int[batches + 1];
			for (int batch = 0; batch < batches; batch++) {
				starts[batch] = batch * this.recordsPerBatch;
			}
			starts[batches] = records.size();
			return new BatchLayout(records, starts);
		}

		@Override
		public boolean usesEstimate(Codec codec) {
			return false;
		}

	}

	/**
	 * Batches as Kafka's producer fills them: a record joins the open batch while
	 * {@code MemoryRecordsBuilder.hasRoomFor} says it fits in {@code batch.size}, and a
	 * batch never holds more records than arrive on its partition within
	 * {@code linger.ms}.
	 *
	 * @param batchSize the producer's {@code batch.size}
	 * @param maxRecords the most records per batch (linger-limited), or
	 * {@link Integer#MAX_VALUE}
	 */
	record Producer(int batchSize, int maxRecords) implements Batching {

		public Producer {
			if (batchSize < 0) {
				throw new IllegalArgumentException("batchSize must not be negative");
			}
			if (maxRecords < 1) {
				throw new IllegalArgumentException("maxRecords must be at least 1");
			}
		}

		@Override
		public BatchLayout layout(RecordSet records, Codec codec, float estimatedRatio) {
			return new BatchLayout(records, ProducerBatchFiller.starts(records, this, codec, estimatedRatio));
		}

		@Override
		public boolean usesEstimate(Codec codec) {
			return codec != Codec.NONE;
		}

	}

}
