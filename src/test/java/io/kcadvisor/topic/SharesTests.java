package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.topic.TopicCatalog.OffsetRange;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The records read are spread as evenly over the partitions as their records allow.
 */
class SharesTests {

	@Test
	void spreadsEvenlyOverPartitionsWithEnoughRecords() {
		assertThat(Shares.of(ranges(100, 100, 100), 30)).containsExactly(Map.entry(0, 10L), Map.entry(1, 10L),
				Map.entry(2, 10L));
	}

	@Test
	void givesWhatAShortPartitionLacksToTheOthers() {
		assertThat(Shares.of(ranges(100, 4, 100), 30)).containsExactly(Map.entry(0, 13L), Map.entry(1, 4L),
				Map.entry(2, 13L));
	}

	@Test
	void leavesOutEmptyPartitionsAndReadsEverythingWhenAskedForMore() {
		assertThat(Shares.of(ranges(5, 0, 7), 1000)).containsExactly(Map.entry(0, 5L), Map.entry(2, 7L));
	}

	@Test
	void readsOneRecordFromAsManyPartitionsAsItCanWhenAskedForFewerThanThePartitions() {
		assertThat(Shares.of(ranges(9, 9, 9), 2)).containsExactly(Map.entry(0, 1L), Map.entry(1, 1L));
	}

	private static Map<Integer, OffsetRange> ranges(long... counts) {
		Map<Integer, OffsetRange> ranges = new LinkedHashMap<>();
		for (int partition = 0; partition < counts.length; partition++) {
			ranges.put(partition, new OffsetRange(1000, 1000 + counts[partition]));
		}
		return ranges;
	}

}
