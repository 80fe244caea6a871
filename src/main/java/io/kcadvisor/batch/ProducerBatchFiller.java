package io.kcadvisor.batch;

import io.kcadvisor.codec.Codec;

/**
 * Replays Kafka's producer filling batches: {@code RecordAccumulator} opens a buffer of
 * {@code max(batch.size, upper bound of the first record)} and
 * {@code MemoryRecordsBuilder} accepts a further record while
 * {@code writeLimit >= 61 + (int) (uncompressed * estimatedRatio * 1.05f) + recordSize},
 * in the same float arithmetic. Where each partition's batches hold a cap of their own, a
 * batch holds records of its first record's partition only.
 */
final class ProducerBatchFiller {

	private ProducerBatchFiller() {
	}

	/**
	 * Returns the index after the last record of the batch that starts at {@code first}.
	 */
	static int end(RecordSet records, int first, Batching.Producer batching, Codec codec, float estimatedRatio) {
		long baseTimestamp = records.timestamp(first);
		int firstSize = records.encodedSize(first, 0, 0);
		int writeLimit = Math.max(batching.batchSize(), RecordBatches.HEADER_SIZE + upperBound(records, first));
		int uncompressed = firstSize;
		int index = first + 1;
		int partition = batching.partition(records, first);
		int maxRecords = batching.maxRecords(records, first);
		while (index < records.size() && index - first < maxRecords
				&& (partition < 0 || batching.partition(records, index) == partition)) {
			int written = estimatedBytesWritten(uncompressed, codec, estimatedRatio);
			if (writeLimit <= written) {
				break;
			}
			int recordSize = records.encodedSize(index, index - first, records.timestamp(index) - baseTimestamp);
			if (writeLimit < written + recordSize) {
				break;
			}
			uncompressed += recordSize;
			index++;
		}
		return index;
	}

	/**
	 * Kafka's {@code DefaultRecord.recordSizeUpperBound}: the body plus the largest
	 * framing.
	 */
	private static int upperBound(RecordSet records, int index) {
		return RecordBatches.MAX_RECORD_OVERHEAD + records.bodyLength(index);
	}

	private static int estimatedBytesWritten(int uncompressed, Codec codec, float estimatedRatio) {
		if (codec == Codec.NONE) {
			return RecordBatches.HEADER_SIZE + uncompressed;
		}
		return RecordBatches.HEADER_SIZE + (int) (uncompressed * estimatedRatio * RecordBatches.ESTIMATION_FACTOR);
	}

}
