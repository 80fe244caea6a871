package io.kcadvisor.advice;

import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sweep.Workload;

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
	 * @param retention what bounds what the topic holds
	 * @return bytes, negative where it stores more
	 */
	public static double bytes(CurrentStorage current, double recommended, WorkloadCost workload, Retention retention) {
		if (workload != null && retention.timeBound()) {
			return workload.storedBytes(current.storedBytesPerRecord()) - workload.storedBytes(recommended);
		}
		if (retention.storedBytesLimit() != null
				&& current.sizeBytes() * (double) retention.replicationFactor() >= retention.storedBytesLimit()) {
			return 0;
		}
		return (1 - recommended / current.storedBytesPerRecord()) * current.sizeBytes() * retention.replicationFactor();
	}

	/**
	 * What bounds what a topic holds.
	 *
	 * @param timeBound whether a retention time bounds it
	 * @param replicationFactor the copies of each of its partitions
	 * @param storedBytesLimit what its retention.bytes lets it hold on every replica, or
	 * {@code null} when no size bounds it
	 */
	public record Retention(boolean timeBound, int replicationFactor, Long storedBytesLimit) {

		/**
		 * Returns what bounds what a topic holds, with Kafka's replication factor of 1
		 * where the workload gives none.
		 * @param timeBound whether a retention time bounds it
		 * @param workload the workload, for the replication factor and the partitions
		 * @param retentionBytes the topic's retention.bytes, or {@code null} when none
		 * bounds it or the records were not read from a topic
		 * @return the retention
		 */
		public static Retention of(boolean timeBound, Workload workload, Long retentionBytes) {
			int replication = (workload.replicationFactor() != null) ? workload.replicationFactor()
					: WorkloadCost.DEFAULT_REPLICATION_FACTOR;
			return new Retention(timeBound, replication,
					WorkloadCost.storedBytesLimit(retentionBytes, workload.partitions(), replication));
		}

	}

}
