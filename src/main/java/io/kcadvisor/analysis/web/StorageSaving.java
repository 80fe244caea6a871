package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.advice.WorkloadCost;
import io.kcadvisor.sample.CurrentStorage;

/**
 * What the recommendation stores against what the records take today, for the analysis
 * page: per record, as a fraction, and in disk bytes. At the workload's rate the disk
 * bytes are those kept at its retention on every replica,
 * {@code (today − recommended) × rate × 3600 × retentionHours × replicationFactor}, each
 * side at most what the topic's {@code retention.bytes} lets its partitions hold
 * ({@link WorkloadCost#storedBytes(double)}); without a rate, or on a topic that no
 * retention time bounds (compacted, or {@code retention.ms} -1), as the scans figure it,
 * the same fraction of what the leaders store today.
 *
 * @param current what the records take today
 * @param recommendedBytesPerRecord the bytes per record the recommendation stores
 * @param saving the fraction of today's bytes saved, negative when it stores more
 * @param diskBytes the disk bytes saved, negative when it stores more
 * @param workload the workload the disk bytes are at, or {@code null} when they are of
 * what the leaders store today
 */
record StorageSaving(CurrentStorage current, double recommendedBytesPerRecord, double saving, double diskBytes,
		WorkloadCost workload) {

	/**
	 * Returns what a recommendation saves against today.
	 * @param current what the records take today, or {@code null} when not known
	 * @param top the recommendation, or {@code null}
	 * @param records the records of the sample measured
	 * @param retentionTimeBound whether a retention time bounds what the records keep
	 * @return the saving, or {@code null} when today's or the recommendation is unknown
	 */
	static StorageSaving of(CurrentStorage current, Recommendation top, int records, boolean retentionTimeBound) {
		if (current == null || top == null || records == 0) {
			return null;
		}
		double batches = top.result().compressedBytes() / (double) records;
		double recommended = current.storedWith(batches);
		double saving = current.saving(batches);
		WorkloadCost workload = top.workload();
		if (workload == null || !retentionTimeBound) {
			return new StorageSaving(current, recommended, saving, saving * current.sizeBytes(), null);
		}
		double saved = workload.storedBytes(current.storedBytesPerRecord()) - workload.storedBytes(recommended);
		return new StorageSaving(current, recommended, saving, saved, workload);
	}

	/**
	 * Returns whether the recommendation stores less than today.
	 * @return {@code true} when it saves bytes
	 */
	public boolean saves() {
		return this.saving >= 0;
	}

	/**
	 * Returns whether the topic's {@code retention.bytes} bounds what it holds, today or
	 * with the recommendation, so that bytes saved per record keep more hours of records
	 * in that space rather than free it.
	 * @return {@code true} where the size limit is reached first by either
	 */
	public boolean sizeBound() {
		return this.workload != null && this.workload
			.sizeBound(Math.max(this.current.storedBytesPerRecord(), this.recommendedBytesPerRecord));
	}

	/**
	 * Returns the disk bytes saved or, when it stores more, added.
	 * @return the bytes, rounded
	 */
	public long diskDifference() {
		return Math.round(Math.abs(this.diskBytes));
	}

}
