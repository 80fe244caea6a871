package io.kcadvisor.topic;

import io.kcadvisor.topic.TopicCatalog.OffsetRange;
import java.time.Duration;
import java.util.Map;

import org.apache.kafka.clients.admin.ListOffsetsResult.ListOffsetsResultInfo;

/**
 * A topic's message rate on average over days, from the offsets its partitions gained:
 * the records a burst brings are counted over the whole window, where the rate of the
 * latest records read ({@link RateEstimate}) is the rate within the burst. For each
 * partition, the offsets from its first record of the window to its end offset, over the
 * window: the last {@link #WINDOW}, or, where the partition holds nothing older, the time
 * since its oldest record; summed over the partitions.
 *
 * @param offsetsPerSecond the offsets gained per second, over all partitions
 * @param window the longest window of a partition
 */
record AverageRate(double offsetsPerSecond, Duration window) {

	/** How far back the rate looks: a week, so that weekly cycles average out. */
	static final Duration WINDOW = Duration.ofDays(7);

	private static final long MIN_WINDOW_MILLIS = 1000;

	/**
	 * Computes the rate.
	 * @param ranges each partition's offsets, by partition number
	 * @param firstRecords each partition's first record whose timestamp is at or after
	 * {@code nowMillis − WINDOW}, offset -1 where it holds none
	 * @param nowMillis the time the window ends, in milliseconds since the epoch
	 * @return the rate
	 */
	static AverageRate of(Map<Integer, OffsetRange> ranges, Map<Integer, ListOffsetsResultInfo> firstRecords,
			long nowMillis) {
		double perSecond = 0;
		long longest = 0;
		for (Map.Entry<Integer, OffsetRange> partition : ranges.entrySet()) {
			OffsetRange range = partition.getValue();
			ListOffsetsResultInfo first = firstRecords.get(partition.getKey());
			if (range.count() == 0) {
				continue;
			}
			long windowMillis = WINDOW.toMillis();
			if (first != null && first.offset() >= 0) {
				if (first.offset() <= range.start()) {
					windowMillis = Math.max(MIN_WINDOW_MILLIS, Math.min(windowMillis, nowMillis - first.timestamp()));
				}
				perSecond += (range.end() - Math.max(first.offset(), range.start())) * 1000.0 / windowMillis;
			}
			longest = Math.max(longest, windowMillis);
		}
		return new AverageRate(perSecond, Duration.ofMillis(longest));
	}

}
