package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.kcadvisor.batch.RecordCaps;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ProducerDrainsTests {

	/**
	 * The draws follow the binomial distribution given at least one record: 6 records a
	 * send over 12 even partitions, as 1,000 messages a second at linger.ms 5.
	 */
	@Test
	void aPartitionsRecordsInASendAreBinomialGivenAtLeastOne() {
		SplittableRandom random = new SplittableRandom(1);
		int draws = 200_000;
		int[] counts = new int[7];
		for (int draw = 0; draw < draws; draw++) {
			counts[ProducerDrains.atLeastOne(6, 1 / 12.0, random)]++;
		}
		double anyLands = 1 - Math.pow(11 / 12.0, 6);
		assertThat(counts[0]).isZero();
		for (int count = 1; count <= 6; count++) {
			double expected = binomial(6, count) * Math.pow(1 / 12.0, count) * Math.pow(11 / 12.0, 6 - count)
					/ anyLands;
			assertThat(counts[count] / (double) draws).as("%d records", count).isCloseTo(expected, within(0.003));
		}
	}

	@ParameterizedTest(name = "{0} records a send at share {1}: {2} a batch")
	@CsvSource(textBlock = """
			6,     0.0833333, 1.230
			21,    0.0833333, 2.086
			51,    0.0833333, 4.300
			1000,  0.001,     1.582
			""")
	void aPartitionsCapsAverageWhatItGetsOfTheSendsWhereItGetsAny(int window, double share, double perBatch) {
		assertThat(ProducerDrains.keyed(window, share).mean()).isCloseTo(perBatch, withinPercentage(4));
	}

	@Test
	void manyRecordsABatchHoldTheMean() {
		assertThat(ProducerDrains.keyed(1001, 0.25)).isEqualTo(RecordCaps.of(250));
		assertThat(ProducerDrains.keyed(11, 1.0)).isEqualTo(RecordCaps.of(11));
	}

	@Test
	void theSameShareDrawsTheSameCaps() {
		RecordCaps caps = ProducerDrains.keyed(21, 0.1);
		RecordCaps again = ProducerDrains.keyed(21, 0.1);
		assertThat(IntStream.range(0, 1000).map(caps::at).toArray())
			.containsExactly(IntStream.range(0, 1000).map(again::at).toArray());
		assertThat(IntStream.range(0, 1000).map(caps::at).distinct().count()).isGreaterThan(1);
	}

	@ParameterizedTest(name = "share {0}")
	@ValueSource(doubles = { 0, 1e-19, Double.MIN_VALUE, Double.NaN, -0.5 })
	void aPartitionThatHardlyEverGetsARecordHoldsOneABatch(double share) {
		assertThat(ProducerDrains.keyed(Integer.MAX_VALUE - 1, share)).isEqualTo(RecordCaps.of(1));
		assertThat(ProducerDrains.keyed(6, share)).isEqualTo(RecordCaps.of(1));
	}

	@Test
	void hugeSendsDrawWithoutOverflow() {
		// 2e-9 of 2^31 records: about 4.3 a send
		SplittableRandom random = new SplittableRandom(3);
		for (int draw = 0; draw < 1000; draw++) {
			assertThat(ProducerDrains.atLeastOne(Integer.MAX_VALUE, 2e-9, random)).isBetween(1, 40);
		}
		assertThat(ProducerDrains.keyed(Integer.MAX_VALUE, 2e-9).mean()).isCloseTo(4.3, withinPercentage(5));
	}

	@Test
	void roundRobinGivesEachPartitionEveryPartitionsthRecordOfASend() {
		// sends of 11 records over 4 partitions: records 0, 4 and 8 of the first on
		// partition 0, 12, 16 and 20 of the second, 24, 28 and 32 of the third, 36 and 40
		assertThat(ProducerDrains.roundRobin(11, 4)).isEqualTo(RecordCaps.cycling(new int[] { 3, 3, 3, 2 }));
		// a send of 5 records over 12 partitions reaches a partition once at most
		assertThat(ProducerDrains.roundRobin(5, 12)).isEqualTo(RecordCaps.cycling(new int[] { 1, 1, 1, 1, 1 }));
		assertThat(ProducerDrains.roundRobin(1000, 4)).isEqualTo(RecordCaps.of(250));
	}

	private static double binomial(int n, int k) {
		double result = 1;
		for (int index = 1; index <= k; index++) {
			result = result * (n - k + index) / index;
		}
		return result;
	}

}
