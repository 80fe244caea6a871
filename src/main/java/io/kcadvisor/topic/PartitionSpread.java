package io.kcadvisor.topic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How a topic's messages spread over its partitions, from the offsets each gained per
 * second ({@link AverageRate}). A producer fills each partition's batches at that
 * partition's own rate, so with keys a busy partition's batches hold many records and a
 * quiet one's few; on average over the records, a partition of share {@code s} holding a
 * share {@code s} of them, a record's partition gets {@code rate × Σ s²}, as it would on
 * {@code 1 / Σ s²} even partitions.
 *
 * @param shares each partition's share of the messages, by partition number, summing to 1
 * @param effectivePartitions {@code 1 / Σ s²}: the partitions with messages where each
 * gets an equal share, exactly, fewer the more unequal the shares
 * @param busiest the partition with the largest share
 */
record PartitionSpread(List<Double> shares, double effectivePartitions, int busiest) {

	/**
	 * A result this close to a whole number of partitions, relatively, is that number:
	 * equal shares computed in floating point.
	 */
	private static final double WHOLE = 1e-9;

	PartitionSpread {
		shares = List.copyOf(shares);
	}

	/**
	 * Returns how the messages spread.
	 * @param partitionRates each partition's messages per second, by partition number
	 * @param partitions the topic's partitions
	 * @return the spread, empty where no partition gained any
	 */
	static Optional<PartitionSpread> of(Map<Integer, Double> partitionRates, int partitions) {
		double total = 0;
		double squares = 0;
		int busiest = -1;
		for (int partition = 0; partition < partitions; partition++) {
			double rate = partitionRates.getOrDefault(partition, 0.0);
			total += rate;
			squares += rate * rate;
			if (rate > 0 && (busiest < 0 || rate > partitionRates.get(busiest))) {
				busiest = partition;
			}
		}
		if (busiest < 0) {
			return Optional.empty();
		}
		List<Double> shares = new ArrayList<>();
		for (int partition = 0; partition < partitions; partition++) {
			shares.add(partitionRates.getOrDefault(partition, 0.0) / total);
		}
		double effective = total * total / squares;
		double whole = Math.rint(effective);
		if (Math.abs(effective - whole) <= WHOLE * effective) {
			effective = whole;
		}
		return Optional.of(new PartitionSpread(shares, effective, busiest));
	}

	/**
	 * Returns whether the partitions get unequal shares of the messages, some perhaps
	 * none.
	 * @return {@code true} unless every partition gets an equal share
	 */
	boolean uneven() {
		return this.effectivePartitions != this.shares.size();
	}

	/**
	 * Returns the busiest partition's share of the messages.
	 * @return the share
	 */
	double busiestShare() {
		return this.shares.get(this.busiest);
	}

}
