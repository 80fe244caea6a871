package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.apache.kafka.clients.admin.ListOffsetsResult.ListOffsetsResultInfo;
import org.junit.jupiter.api.Test;

class AverageRateTests {

	private static final long NOW = 1_800_000_000_000L;

	private static final long HOUR = 3_600_000L;

	private static ListOffsetsResultInfo first(long offset, long timestamp) {
		return new ListOffsetsResultInfo(offset, timestamp, Optional.empty());
	}

	/**
	 * A partition holding older records counts what it gained over the whole week; one
	 * whose oldest record is 10 hours old counts over those 10 hours; one that gained
	 * nothing in the week counts none; an empty one is left out.
	 */
	@Test
	void countsTheOffsetsEachPartitionGainedOverTheWeekOrSinceItsOldestRecord() {
		long week = AverageRate.WINDOW.toMillis();
		Map<Integer, OffsetRange> ranges = Map.of(0, new OffsetRange(100, 100 + 604_800), 1, new OffsetRange(0, 36_000),
				2, new OffsetRange(0, 50), 3, new OffsetRange(7, 7));
		Map<Integer, ListOffsetsResultInfo> firsts = Map.of(0, first(100 + 302_400, NOW - week / 2), 1,
				first(0, NOW - 10 * HOUR), 2, first(-1, -1), 3, first(-1, -1));
		AverageRate rate = AverageRate.of(ranges, firsts, NOW).orElseThrow();
		// 302,400 offsets over the week (0.5/s), 36,000 over 10 hours (1/s), none
		assertThat(rate.offsetsPerSecond()).isCloseTo(0.5 + 1, within(1e-9));
		assertThat(rate.window()).isEqualTo(AverageRate.WINDOW);
		assertThat(rate.partitionRates()).containsOnlyKeys(0, 1, 2);
		assertThat(rate.partitionRates().get(0)).isCloseTo(0.5, within(1e-9));
		assertThat(rate.partitionRates().get(1)).isCloseTo(1, within(1e-9));
		assertThat(rate.partitionRates().get(2)).isZero();
	}

	@Test
	void theWindowOfATopicYoungerThanAWeekIsItsAge() {
		AverageRate rate = AverageRate.of(Map.of(0, new OffsetRange(0, 7200)), Map.of(0, first(0, NOW - 2 * HOUR)), NOW)
			.orElseThrow();
		assertThat(rate.offsetsPerSecond()).isCloseTo(1, within(1e-9));
		assertThat(rate.window()).isEqualTo(Duration.ofHours(2));
	}

	/**
	 * A record timestamped after the window ends, by a producer whose clock runs ahead,
	 * dates no window: 1.8 million records produced over half an hour would otherwise
	 * count over the one second left between its timestamp and the window's end.
	 */
	@Test
	void recordsDatedAfterTheWindowEndsDateNoWindow() {
		assertThat(AverageRate.of(Map.of(0, new OffsetRange(0, 1_800_000)), Map.of(0, first(0, NOW + 600_000)), NOW))
			.isEmpty();
	}

	/**
	 * Records appended after the end offsets were listed can be found as the window's
	 * first: they count as none, not fewer than none.
	 */
	@Test
	void aFirstRecordBeyondTheEndOffsetCountsNone() {
		AverageRate rate = AverageRate.of(Map.of(0, new OffsetRange(0, 10)), Map.of(0, first(12, NOW - HOUR)), NOW)
			.orElseThrow();
		assertThat(rate.offsetsPerSecond()).isZero();
	}

}
