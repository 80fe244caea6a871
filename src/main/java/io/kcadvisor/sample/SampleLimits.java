package io.kcadvisor.sample;

/**
 * What a sample may hold.
 *
 * @param maxBytes the most bytes a sample may have, both as uploaded (all parts together)
 * and once inflated (zip entries and decompressed segment batches count with their
 * uncompressed size)
 * @param maxRecords the most records a sample may split into
 * @param maxJsonDepth the deepest nesting a {@code json-array} sample may have, the
 * top-level array counting as one level
 * @param maxRecordBytes the most bytes one record may have: its key, value and headers
 * @param maxBatchBytes the most bytes the records section of one batch of a
 * {@code kafka-segment} sample may have, compressed or inflated
 */
public record SampleLimits(long maxBytes, int maxRecords, int maxJsonDepth, long maxRecordBytes, long maxBatchBytes) {

	public SampleLimits {
		if (maxBytes <= 0) {
			throw new IllegalArgumentException("maxBytes must be positive, was " + maxBytes);
		}
		if (maxRecords <= 0) {
			throw new IllegalArgumentException("maxRecords must be positive, was " + maxRecords);
		}
		if (maxJsonDepth <= 0) {
			throw new IllegalArgumentException("maxJsonDepth must be positive, was " + maxJsonDepth);
		}
		if (maxRecordBytes <= 0) {
			throw new IllegalArgumentException("maxRecordBytes must be positive, was " + maxRecordBytes);
		}
		if (maxBatchBytes <= 0) {
			throw new IllegalArgumentException("maxBatchBytes must be positive, was " + maxBatchBytes);
		}
	}

}
