package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.DiskSaving;
import io.kcadvisor.advice.DiskSaving.Retention;
import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.advice.WorkloadCost;
import io.kcadvisor.sample.CurrentStorage;

/**
 * What the recommendation stores against what the records take today, for the analysis
 * page: per record, as a fraction, and in disk bytes, as {@link DiskSaving} figures them
 * for scans too: at the workload's retention where a retention time bounds what the topic
 * holds, otherwise the same fraction of what it stores today on every replica.
 *
 * @param current what the records take today
 * @param recommendedBytesPerRecord the bytes per record the recommendation stores
 * @param saving the fraction of today's bytes saved, negative when it stores more
 * @param diskBytes the disk bytes saved, negative when it stores more
 * @param workload what the recommendation costs at the workload, or {@code null} without
 * a message rate
 * @param atRetention whether the disk bytes are those held at the workload's retention,
 * rather than a fraction of what is stored today
 * @param replicationFactor the copies of each partition the disk bytes count
 * @param storedBytesLimit what the topic's retention.bytes lets it hold on every replica,
 * or {@code null} when no size bounds it
 */
record StorageSaving(CurrentStorage current, double recommendedBytesPerRecord, double saving, double diskBytes,
		WorkloadCost workload, boolean atRetention, int replicationFactor, Long storedBytesLimit) {

	/**
	 * Returns what a recommendation saves against today.
	 * @param current what the records take today, or {@code null} when not known
	 * @param top the recommendation, or {@code null}
	 * @param records the records of the sample measured
	 * @param retention what bounds what the records keep
	 * @return the saving, or {@code null} when today's or the recommendation is unknown
	 */
	static StorageSaving of(CurrentStorage current, Recommendation top, int records, Retention retention) {
		if (current == null || top == null || records == 0) {
			return null;
		}
		double batches = top.result().compressedBytes() / (double) records;
		double recommended = current.storedWith(batches);
		WorkloadCost workload = top.workload();
		return new StorageSaving(current, recommended, current.saving(batches),
				DiskSaving.bytes(current, recommended, workload, retention), workload,
				workload != null && retention.timeBound(), retention.replicationFactor(), retention.storedBytesLimit());
	}

	/**
	 * Returns the bytes stored today on every replica, which the disk bytes are a
	 * fraction of when they are not at the workload's retention.
	 * @return bytes
	 */
	public long storedToday() {
		return this.current.sizeBytes() * this.replicationFactor;
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
		if (this.atRetention) {
			return this.workload
				.sizeBound(Math.max(this.current.storedBytesPerRecord(), this.recommendedBytesPerRecord));
		}
		return this.storedBytesLimit != null && storedToday() >= this.storedBytesLimit;
	}

	/**
	 * Returns the disk bytes saved or, when it stores more, added.
	 * @return the bytes, rounded
	 */
	public long diskDifference() {
		return Math.round(Math.abs(this.diskBytes));
	}

}
