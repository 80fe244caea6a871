package io.kcadvisor.topic;

import java.util.HashMap;
import java.util.Map;

/**
 * Estimates a topic's message rate from the timestamps of the records read: for each
 * partition, the records read after its first over the time from the first timestamp to
 * the last; summed over the partitions. Not thread-safe.
 */
final class RateEstimate {

	private final Map<Integer, long[]> partitions = new HashMap<>();

	/**
	 * Counts a record.
	 * @param partition its partition
	 * @param timestamp its timestamp, in milliseconds
	 */
	void add(int partition, long timestamp) {
		long[] seen = this.partitions.computeIfAbsent(partition,
				(key) -> new long[] { 0, Long.MAX_VALUE, Long.MIN_VALUE });
		seen[0]++;
		seen[1] = Math.min(seen[1], timestamp);
		seen[2] = Math.max(seen[2], timestamp);
	}

	/**
	 * Returns the partitions records were counted from.
	 * @return the count
	 */
	int partitions() {
		return this.partitions.size();
	}

	/**
	 * Returns the estimated messages per second.
	 * @return the rate, or {@code null} when no partition's records span any time
	 */
	Double messagesPerSecond() {
		double rate = 0;
		boolean known = false;
		for (long[] seen : this.partitions.values()) {
			long spanMillis = seen[2] - seen[1];
			if (seen[0] > 1 && spanMillis > 0) {
				rate += (seen[0] - 1) * 1000.0 / spanMillis;
				known = true;
			}
		}
		return known ? rate : null;
	}

}
