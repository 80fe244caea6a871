package io.kcadvisor.sweep;

import java.util.List;

/**
 * The most records a batch of each partition holds where keyed messages reach the
 * partitions at unequal rates ({@link Workload#partitionShares()}): each partition's cap
 * is the one {@link Workload#lingerRecordCap} states for an even spread, at that
 * partition's own share of one producer's rate.
 */
final class PartitionCaps {

	private PartitionCaps() {
	}

	/**
	 * Returns each partition's cap.
	 * @param workload a workload with a message rate and the partitions' shares
	 * @param defaultLingerMs the linger.ms of the producers' Kafka version when none is
	 * given
	 * @return the caps, by partition number
	 */
	static List<Integer> of(Workload workload, int defaultLingerMs) {
		int linger = (workload.lingerMs() != null) ? workload.lingerMs() : defaultLingerMs;
		return workload.partitionShares().stream().map((share) -> {
			double perSecond = workload.messagesPerSecond() * share / workload.producers();
			double lingered = 1 + Math.floor(perSecond * linger / 1000.0);
			double inFlight = Math
				.floor(perSecond * workload.requestLatencyMs() / (1000.0 * Workload.MAX_IN_FLIGHT_REQUESTS));
			return (int) Math.min(Integer.MAX_VALUE, Math.max(lingered, inFlight));
		}).toList();
	}

}
