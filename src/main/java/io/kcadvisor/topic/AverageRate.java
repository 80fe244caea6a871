package io.kcadvisor.topic;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import io.kcadvisor.problem.ProblemException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.apache.kafka.clients.admin.ListOffsetsResult.ListOffsetsResultInfo;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.common.TopicPartition;

/**
 * A topic's message rate on average over days, from the offsets its partitions gained:
 * the records a burst brings are counted over the whole window, where the rate of the
 * latest records read ({@link RateEstimate}) is the rate within the burst. For each
 * partition, the offsets from its first record of the window, as its timestamps date it,
 * to its end offset, over the window: the last {@link #WINDOW}, or, where the partition
 * holds nothing older, the time since its oldest record; summed over the partitions.
 *
 * @param offsetsPerSecond the offsets gained per second, over all partitions
 * @param window the longest window of a partition
 * @param partitionRates the offsets each partition that holds records gained per second,
 * by partition number
 */
record AverageRate(double offsetsPerSecond, Duration window, Map<Integer, Double> partitionRates) {

	AverageRate {
		partitionRates = Collections.unmodifiableMap(new LinkedHashMap<>(partitionRates));
	}

	/** How far back the rate looks: a week, so that weekly cycles average out. */
	static final Duration WINDOW = Duration.ofDays(7);

	private static final long MIN_WINDOW_MILLIS = 1000;

	/**
	 * Looks up a topic's average message rate, from the offsets its partitions gained
	 * over the window that ends when they were described.
	 * @param clusters the clusters
	 * @param cluster the cluster's name
	 * @param topic the topic, described
	 * @return the rate, empty where its records' timestamps date no window or the cluster
	 * does not list its offsets for a time
	 */
	static Optional<AverageRate> lookUp(Clusters clusters, String cluster, DescribedTopic topic) {
		String name = topic.info().name();
		Map<TopicPartition, OffsetSpec> request = new HashMap<>();
		OffsetSpec since = OffsetSpec.forTimestamp(topic.describedAt() - WINDOW.toMillis());
		topic.offsets().keySet().forEach((partition) -> request.put(new TopicPartition(name, partition), since));
		Map<Integer, ListOffsetsResultInfo> firstRecords = new HashMap<>();
		try {
			clusters.await(clusters.admin(cluster).listOffsets(request).all(), cluster, name, "DESCRIBE")
				.forEach((partition, info) -> firstRecords.put(partition.partition(), info));
		}
		catch (ProblemException ex) {
			return Optional.empty();
		}
		return of(topic.offsets(), firstRecords, topic.describedAt());
	}

	/**
	 * Computes the rate.
	 * @param ranges each partition's offsets, by partition number
	 * @param firstRecords each partition's first record whose timestamp is at or after
	 * {@code endMillis − WINDOW}, offset -1 where it holds none
	 * @param endMillis when the window ends, when the end offsets were listed, in
	 * milliseconds since the epoch
	 * @return the rate, or empty where a partition's first record of the window is dated
	 * after the window ends, by a producer whose clock runs ahead: its records'
	 * timestamps then date no window
	 */
	static Optional<AverageRate> of(Map<Integer, OffsetRange> ranges, Map<Integer, ListOffsetsResultInfo> firstRecords,
			long endMillis) {
		double perSecond = 0;
		long longest = 0;
		Map<Integer, Double> partitionRates = new LinkedHashMap<>();
		for (Map.Entry<Integer, OffsetRange> partition : ranges.entrySet()) {
			OffsetRange range = partition.getValue();
			ListOffsetsResultInfo first = firstRecords.get(partition.getKey());
			if (range.count() == 0) {
				continue;
			}
			long windowMillis = WINDOW.toMillis();
			double rate = 0;
			if (first != null && first.offset() >= 0) {
				if (first.timestamp() > endMillis) {
					return Optional.empty();
				}
				if (first.offset() <= range.start()) {
					windowMillis = Math.max(MIN_WINDOW_MILLIS, Math.min(windowMillis, endMillis - first.timestamp()));
				}
				long gained = Math.max(0, range.end() - Math.max(first.offset(), range.start()));
				rate = gained * 1000.0 / windowMillis;
			}
			perSecond += rate;
			partitionRates.put(partition.getKey(), rate);
			longest = Math.max(longest, windowMillis);
		}
		return Optional.of(new AverageRate(perSecond, Duration.ofMillis(longest), partitionRates));
	}

}
