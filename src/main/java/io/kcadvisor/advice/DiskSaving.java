package io.kcadvisor.advice;

import io.kcadvisor.sample.CurrentStorage;

/**
 * What the brokers' disks hold less once a topic's producers switch to a recommendation:
 * one rule for the analysis page and for scans, so that a topic's saving reads the same
 * on both. With {@code today} and {@code recommended} the bytes stored per record:
 * <ul>
 * <li>at a message rate, where a retention time bounds what the topic holds, what it
 * holds once that retention is reached, on every replica, each side at most what its
 * {@code retention.bytes} lets its partitions hold
 * ({@link WorkloadCost#storedBytes(double)}): there the bytes saved keep more hours of
 * records rather than free disk;</li>
 * <li>where what the topic holds today already reaches what {@code retention.bytes} lets
 * its partitions hold, none;</li>
 * <li>otherwise (no message rate, or a compacted topic, or {@code retention.ms} -1), the
 * same fraction of what it stores today, {@code (1 − recommended / today) × sizeBytes ×
 * replicationFactor}.</li>
 * </ul>
 * Negative where the recommendation stores more.
 */
public final class DiskSaving {

	private DiskSaving() {
	}

	/**
	 * Returns the disk bytes a switch saves.
	 * @param current what the records take today
	 * @param recommended the bytes per record the recommendation stores
	 * @param workload what the recommendation costs at the workload, or {@code null}
	 * without a message rate
	 * @param timeRetention whether a retention time bounds what the topic holds
	 * @param replicationFactor the copies of each of its partitions
	 * @param storedBytesLimit what its retention.bytes lets it hold on every replica
	 * ({@link WorkloadCost#storedBytesLimit(Long, Integer, int)}), or {@code null} when
	 * no size bounds it
	 * @return bytes, negative where it stores more
	 */
	public static double bytes(CurrentStorage current, double recommended, WorkloadCost workload, boolean timeRetention,
			int replicationFactor, Long storedBytesLimit) {
		if (workload != null && timeRetention) {
			return workload.storedBytes(current.storedBytesPerRecord()) - workload.storedBytes(recommended);
		}
		if (storedBytesLimit != null && current.sizeBytes() * (double) replicationFactor >= storedBytesLimit) {
			return 0;
		}
		return (1 - recommended / current.storedBytesPerRecord()) * current.sizeBytes() * replicationFactor;
	}

}
