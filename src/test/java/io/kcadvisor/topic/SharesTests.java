package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The records read are spread as evenly over the partitions as their records allow, or in
 * proportion to the partitions' rates where they differ.
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

	@Test
	void readsEachPartitionInProportionToItsRateByTheLargestRemainders() {
		// 100 × 1/40 = 2.5 each of the quiet ones, 92.5 of the busy one
		assertThat(Shares.of(ranges(1000, 1000, 1000, 1000), 100, rates(1, 1, 1, 37))).containsExactly(Map.entry(0, 3L),
				Map.entry(1, 3L), Map.entry(2, 2L), Map.entry(3, 92L));
	}

	@Test
	void givesWhatAPartitionLacksOfItsRatesShareToTheOthersInProportion() {
		// partition 1 holds 5 of its 50: the other 45 go 1 to 2
		assertThat(Shares.of(ranges(1000, 5, 1000), 150, rates(1, 1, 2))).containsExactly(Map.entry(0, 48L),
				Map.entry(1, 5L), Map.entry(2, 97L));
	}

	@Test
	void readsPartitionsThatGainedNothingOnlyForWhatTheOthersLack() {
		assertThat(Shares.of(ranges(10, 10, 10), 5, rates(1, 0, 3))).containsExactly(Map.entry(0, 1L),
				Map.entry(2, 4L));
		assertThat(Shares.of(ranges(10, 10, 10), 25, rates(1, 0, 3))).containsExactly(Map.entry(0, 10L),
				Map.entry(1, 5L), Map.entry(2, 10L));
	}

	@Test
	void equalRatesOrNoneSpreadTheRecordsEvenly() {
		Map<Integer, OffsetRange> ranges = ranges(100, 4, 100, 0);
		assertThat(Shares.of(ranges, 31, rates(2, 2, 2, 9))).isEqualTo(Shares.of(ranges, 31));
		assertThat(Shares.of(ranges, 31, rates(0, 0, 0, 0))).isEqualTo(Shares.of(ranges, 31));
		assertThat(Shares.of(ranges, 31, Map.of())).isEqualTo(Shares.of(ranges, 31));
	}

	private static Map<Integer, Double> rates(double... perSecond) {
		Map<Integer, Double> rates = new LinkedHashMap<>();
		for (int partition = 0; partition < perSecond.length; partition++) {
			rates.put(partition, perSecond[partition]);
		}
		return rates;
	}

	private static Map<Integer, OffsetRange> ranges(long... counts) {
		Map<Integer, OffsetRange> ranges = new LinkedHashMap<>();
		for (int partition = 0; partition < counts.length; partition++) {
			ranges.put(partition, new OffsetRange(1000, 1000 + counts[partition]));
		}
		return ranges;
	}

}
