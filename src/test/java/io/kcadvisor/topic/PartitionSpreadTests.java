package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A topic's partitions' shares of its messages, and the even partitions that would batch
 * a record alike on average: {@code 1 / Σ share²}.
 */
class PartitionSpreadTests {

	@Test
	void equalSharesAreEvenExactlyWhateverTheirRate() {
		PartitionSpread spread = PartitionSpread.of(Map.of(0, 0.1, 1, 0.1, 2, 0.1), 3).orElseThrow();
		assertThat(spread.effectivePartitions()).isEqualTo(3.0);
		assertThat(spread.uneven()).isFalse();
		assertThat(spread.shares()).allSatisfy((share) -> assertThat(share).isCloseTo(1 / 3.0, within(1e-15)));
	}

	@Test
	void nineMessagesInTenOnOnePartitionBatchAsOnFewerThanOneAndAQuarterEvenOnes() {
		PartitionSpread spread = PartitionSpread.of(Map.of(0, 30.0, 1, 30.0, 2, 1800.0, 3, 140.0), 4).orElseThrow();
		assertThat(spread.shares()).containsExactly(0.015, 0.015, 0.9, 0.07);
		assertThat(spread.effectivePartitions()).isCloseTo(1 / (2 * 0.015 * 0.015 + 0.81 + 0.0049), within(1e-12));
		assertThat(spread.busiest()).isEqualTo(2);
		assertThat(spread.busiestShare()).isEqualTo(0.9);
		assertThat(spread.uneven()).isTrue();
	}

	@Test
	void partitionsThatGainedNothingHaveNoShareAndMakeTheSpreadUneven() {
		PartitionSpread spread = PartitionSpread.of(Map.of(0, 5.0, 2, 5.0, 3, 0.0), 4).orElseThrow();
		assertThat(spread.shares()).containsExactly(0.5, 0.0, 0.5, 0.0);
		assertThat(spread.effectivePartitions()).isEqualTo(2.0);
		assertThat(spread.uneven()).isTrue();
	}

	@Test
	void aTopicThatGainedNothingHasNoSpread() {
		assertThat(PartitionSpread.of(Map.of(0, 0.0, 1, 0.0), 2)).isEmpty();
		assertThat(PartitionSpread.of(Map.of(), 2)).isEmpty();
	}

}
