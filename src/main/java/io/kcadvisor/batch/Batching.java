package io.kcadvisor.batch;

import io.kcadvisor.codec.Codec;
import java.util.List;

import org.apache.kafka.common.utils.Utils;

/**
 * How records are grouped into batches.
 */
public sealed interface Batching permits Batching.FixedCount, Batching.Producer {

	/**
	 * Returns where the batch that starts at a record ends.
	 * @param records the records
	 * @param first the batch's first record
	 * @param codec the codec the batch will be compressed with
	 * @param estimatedRatio the producer's estimate of compressed / uncompressed size
	 * when the batch opens
	 * @return the index after the batch's last record, above {@code first}
	 */
	int end(RecordSet records, int first, Codec codec, float estimatedRatio);

	/**
	 * Returns whether the batches depend on the producer's compression ratio estimate.
	 * @param codec the codec the batches will be compressed with
	 * @return {@code true} when each batch closes where the estimate says it is full
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
		public int end(RecordSet records, int first, Codec codec, float estimatedRatio) {
			return (int) Math.min(records.size(), (long) first + this.recordsPerBatch);
		}

		@Override
		public boolean usesEstimate(Codec codec) {
			return false;
		}

	}

	/**
	 * Batches as Kafka's producer fills them: a record joins the open batch while
	 * {@code MemoryRecordsBuilder.hasRoomFor} says it fits in {@code batch.size}, and a
	 * batch never holds more records than arrive on its partition before the producer
	 * sends it.
	 *
	 * @param batchSize the producer's {@code batch.size}
	 * @param maxRecords the most records per batch, or {@link RecordCaps#UNLIMITED}
	 * @param sentBy what sends a batch that holds {@code maxRecords}:
	 * {@link BatchLimit#LINGER} or {@link BatchLimit#IN_FLIGHT}
	 * @param partitionCaps for keyed messages whose partitions get unequal shares, the
	 * most records a batch of each partition holds, by partition number, or {@code null}:
	 * a batch opened by a record with a key then holds at most its partition's cap, and
	 * only records of that partition ({@code murmur2(key) % partitions}, as Kafka's
	 * producer partitions keyed records), so that each partition's batches fill at its
	 * own rate; records without keys keep {@code maxRecords}
	 */
	record Producer(int batchSize, RecordCaps maxRecords, BatchLimit sentBy,
			List<RecordCaps> partitionCaps) implements Batching {

		public Producer {
			partitionCaps = (partitionCaps != null) ? List.copyOf(partitionCaps) : null;
			if (batchSize < 0) {
				throw new IllegalArgumentException("batchSize must not be negative");
			}
			if (sentBy == BatchLimit.SIZE) {
				throw new IllegalArgumentException("sentBy must be a time limit");
			}
		}

		/**
		 * Batching whose batches hold at most {@code maxRecords}, whatever their
		 * partition.
		 * @param batchSize the producer's {@code batch.size}
		 * @param maxRecords the most records per batch, or {@link Integer#MAX_VALUE}
		 * @param sentBy what sends a batch that holds {@code maxRecords}
		 */
		public Producer(int batchSize, int maxRecords, BatchLimit sentBy) {
			this(batchSize, RecordCaps.of(maxRecords), sentBy, null);
		}

		/**
		 * Batching whose batches {@code linger.ms} sends once they hold
		 * {@code maxRecords}.
		 * @param batchSize the producer's {@code batch.size}
		 * @param maxRecords the most records per batch, or {@link Integer#MAX_VALUE}
		 */
		public Producer(int batchSize, int maxRecords) {
			this(batchSize, maxRecords, BatchLimit.LINGER);
		}

		/**
		 * Returns the same batching at another {@code batch.size}, its caps shared.
		 * @param size the producer's {@code batch.size}
		 * @return the batching
		 */
		public Producer withBatchSize(int size) {
			return new Producer(size, this.maxRecords, this.sentBy, this.partitionCaps);
		}

		@Override
		public int end(RecordSet records, int first, Codec codec, float estimatedRatio) {
			return ProducerBatchFiller.end(records, first, this, codec, estimatedRatio);
		}

		/**
		 * Returns the partition Kafka's producer sends a record to, as far as the caps
		 * tell batches apart.
		 * @param records the records
		 * @param index the record
		 * @return its partition, or -1 without caps or without a key
		 */
		public int partition(RecordSet records, int index) {
			if (this.partitionCaps == null) {
				return -1;
			}
			byte[] key = records.key(index);
			return (key != null) ? Utils.toPositive(Utils.murmur2(key)) % this.partitionCaps.size() : -1;
		}

		/**
		 * Returns the most records the batch that a record opens holds.
		 * @param records the records
		 * @param index the record
		 * @return the cap of the record's {@link #partition partition} for that batch
		 */
		public int maxRecords(RecordSet records, int index) {
			int partition = partition(records, index);
			RecordCaps caps = (partition >= 0) ? this.partitionCaps.get(partition) : this.maxRecords;
			return caps.at(records.storedIndex(index));
		}

		@Override
		public boolean usesEstimate(Codec codec) {
			return codec != Codec.NONE;
		}

	}

}
