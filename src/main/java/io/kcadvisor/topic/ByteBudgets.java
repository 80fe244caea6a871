package io.kcadvisor.topic;

import java.util.HashMap;
import java.util.Map;

/**
 * Shares the bytes a sample may still take among a topic's partitions, in proportion to
 * the records each is to give, for a read that stops short where the records take more
 * than that: each partition then gives the oldest part of its share, rather than the
 * first partitions the consumer fetches from giving all. Not thread-safe.
 */
final class ByteBudgets {

	private final Map<Integer, Long> left = new HashMap<>();

	/**
	 * Shares the bytes.
	 * @param shares the records each partition is to give, by partition
	 * @param bytes the bytes to share
	 */
	ByteBudgets(Map<Integer, Long> shares, long bytes) {
		long records = shares.values().stream().mapToLong(Long::longValue).sum();
		shares.forEach((partition, share) -> this.left.put(partition,
				(records > 0) ? (long) ((double) bytes * share / records) : 0));
	}

	/**
	 * Takes a record's bytes from its partition's budget, where they fit it.
	 * @param partition the partition
	 * @param bytes the record's bytes
	 * @return {@code true} when they fit, and were taken
	 */
	boolean take(int partition, long bytes) {
		long left = this.left.getOrDefault(partition, 0L);
		if (bytes > left) {
			return false;
		}
		this.left.put(partition, left - bytes);
		return true;
	}

}
