package io.kcadvisor.topic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Spreads the records to read over a topic's partitions: as evenly as their records
 * allow, or in proportion to each partition's share of the traffic where the partitions
 * get unequal shares, so that the sample holds each partition's records as the topic
 * receives them; a partition with fewer records than its share gives the rest to the
 * others.
 */
final class Shares {

	private Shares() {
	}

	/**
	 * Returns how many of its latest records to read from each partition, as evenly as
	 * their records allow.
	 * @param offsets each partition's offsets
	 * @param wanted the records wanted in all
	 * @return the records to read from each partition that has any, by partition
	 */
	static Map<Integer, Long> of(Map<Integer, OffsetRange> offsets, long wanted) {
		Map<Integer, Long> available = new LinkedHashMap<>();
		offsets.forEach((partition, range) -> available.put(partition, range.count()));
		return evenly(available, wanted);
	}

	/**
	 * Returns how many of its latest records to read from each partition, in proportion
	 * to the partitions' rates: each partition with records and a rate gets
	 * {@code wanted × rate / Σ rate}, rounded to whole records by the largest remainders;
	 * what a partition lacks of its share goes to the others in proportion, and what all
	 * of them lack to the partitions that gained nothing, evenly. Where every partition
	 * with records has the same rate, or none has any, the records are spread evenly, as
	 * {@link #of(Map, long)} does.
	 * @param offsets each partition's offsets
	 * @param wanted the records wanted in all
	 * @param rates each partition's messages per second, by partition number
	 * @return the records to read from each partition that has any, by partition
	 */
	static Map<Integer, Long> of(Map<Integer, OffsetRange> offsets, long wanted, Map<Integer, Double> rates) {
		Map<Integer, Long> available = new LinkedHashMap<>();
		offsets.forEach((partition, range) -> available.put(partition, range.count()));
		List<Double> withRecords = available.entrySet()
			.stream()
			.filter((partition) -> partition.getValue() > 0)
			.map((partition) -> rates.getOrDefault(partition.getKey(), 0.0))
			.distinct()
			.toList();
		if (withRecords.size() <= 1) {
			return evenly(available, wanted);
		}
		Map<Integer, Long> shares = byRate(available, wanted, rates);
		long rest = wanted - shares.values().stream().mapToLong(Long::longValue).sum();
		Map<Integer, Long> left = new LinkedHashMap<>();
		available.forEach((partition, count) -> left.put(partition, count - shares.getOrDefault(partition, 0L)));
		evenly(left, rest).forEach((partition, more) -> shares.merge(partition, more, Long::sum));
		Map<Integer, Long> ordered = new LinkedHashMap<>();
		available.keySet().forEach((partition) -> {
			if (shares.getOrDefault(partition, 0L) > 0) {
				ordered.put(partition, shares.get(partition));
			}
		});
		return ordered;
	}

	private static Map<Integer, Long> byRate(Map<Integer, Long> available, long wanted, Map<Integer, Double> rates) {
		Map<Integer, Long> shares = new LinkedHashMap<>();
		List<Integer> open = new ArrayList<>();
		available.forEach((partition, count) -> {
			if (count > 0 && rates.getOrDefault(partition, 0.0) > 0) {
				open.add(partition);
			}
		});
		long remaining = wanted;
		while (remaining > 0 && !open.isEmpty()) {
			double total = open.stream().mapToDouble(rates::get).sum();
			long left = remaining;
			List<Integer> lacking = open.stream()
				.filter((partition) -> left * rates.get(partition) / total >= available.get(partition))
				.toList();
			if (lacking.isEmpty()) {
				largestRemainders(open, remaining, rates, total).forEach(shares::put);
				return shares;
			}
			for (Integer partition : lacking) {
				shares.put(partition, available.get(partition));
				remaining -= available.get(partition);
				open.remove(partition);
			}
		}
		return shares;
	}

	/**
	 * Gives each partition the whole records of its share and the records left over, one
	 * each, to those with the largest fractions, the first partitions first.
	 */
	private static Map<Integer, Long> largestRemainders(List<Integer> partitions, long wanted,
			Map<Integer, Double> rates, double total) {
		Map<Integer, Long> shares = new LinkedHashMap<>();
		Map<Integer, Double> fractions = new LinkedHashMap<>();
		long given = 0;
		for (Integer partition : partitions) {
			double share = wanted * rates.get(partition) / total;
			long whole = (long) Math.floor(share);
			shares.put(partition, whole);
			fractions.put(partition, share - whole);
			given += whole;
		}
		List<Integer> byFraction = new ArrayList<>(partitions);
		byFraction.sort(Comparator.comparing(fractions::get).reversed());
		for (int index = 0; given < wanted && index < byFraction.size(); index++, given++) {
			shares.merge(byFraction.get(index), 1L, Long::sum);
		}
		return shares;
	}

	/**
	 * Spreads the records wanted as evenly as the records available allow, a partition
	 * with fewer than its share giving the rest to the others.
	 */
	private static Map<Integer, Long> evenly(Map<Integer, Long> available, long wanted) {
		Map<Integer, Long> shares = new LinkedHashMap<>();
		available.forEach((partition, count) -> {
			if (count > 0) {
				shares.put(partition, 0L);
			}
		});
		long remaining = wanted;
		Map<Integer, Long> open = new LinkedHashMap<>(shares);
		while (remaining > 0 && !open.isEmpty()) {
			long each = Math.max(1, remaining / open.size());
			for (Integer partition : open.keySet().toArray(Integer[]::new)) {
				long left = available.get(partition) - shares.get(partition);
				long given = Math.min(Math.min(each, left), remaining);
				shares.merge(partition, given, Long::sum);
				remaining -= given;
				if (given == left) {
					open.remove(partition);
				}
				if (remaining == 0) {
					break;
				}
			}
		}
		shares.values().removeIf((share) -> share == 0);
		return shares;
	}

}
