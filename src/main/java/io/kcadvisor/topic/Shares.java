package io.kcadvisor.topic;

import io.kcadvisor.topic.TopicCatalog.OffsetRange;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Spreads the records to read over a topic's partitions: as evenly as their records
 * allow, a partition with fewer records than its share giving the rest to the others.
 */
final class Shares {

	private Shares() {
	}

	/**
	 * Returns how many of its latest records to read from each partition.
	 * @param offsets each partition's offsets
	 * @param wanted the records wanted in all
	 * @return the records to read from each partition that has any, by partition
	 */
	static Map<Integer, Long> of(Map<Integer, OffsetRange> offsets, long wanted) {
		Map<Integer, Long> shares = new LinkedHashMap<>();
		offsets.forEach((partition, range) -> {
			if (range.count() > 0) {
				shares.put(partition, 0L);
			}
		});
		long remaining = wanted;
		Map<Integer, Long> open = new LinkedHashMap<>(shares);
		while (remaining > 0 && !open.isEmpty()) {
			long each = Math.max(1, remaining / open.size());
			for (Integer partition : open.keySet().toArray(Integer[]::new)) {
				long available = offsets.get(partition).count() - shares.get(partition);
				long given = Math.min(Math.min(each, available), remaining);
				shares.merge(partition, given, Long::sum);
				remaining -= given;
				if (given == available) {
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
