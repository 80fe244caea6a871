package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.kcadvisor.batch.RecordCaps;
import java.util.SplittableRandom;
import java.util.function.IntSupplier;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class KeyedCapsTests {

	/**
	 * A send of 6 records over 12 even partitions on 3 brokers, as 1,000 messages a
	 * second at linger.ms 5: a partition gets the first record a quarter of the time, as
	 * one of its broker's 4, and each of the 5 after it a twelfth of the time.
	 */
	@Test
	void aPartitionGetsTheFirstRecordAtItsBrokersShareAndTheRestAtItsShareOfAll() {
		SplittableRandom random = new SplittableRandom(1);
		double[] counts = shares(() -> KeyedCaps.draw(5, 1 / 12.0, 0.25, random));
		double[] after = new double[6];
		for (int count = 0; count <= 5; count++) {
			after[count] = binomial(5, count) * Math.pow(1 / 12.0, count) * Math.pow(11 / 12.0, 5 - count);
		}
		double anyLands = 1 - 0.75 * after[0];
		assertThat(counts[0]).isZero();
		for (int count = 1; count <= 6; count++) {
			double expected = (((count <= 5) ? 0.75 * after[count] : 0) + 0.25 * after[count - 1]) / anyLands;
			assertThat(counts[count]).as("%d records", count).isCloseTo(expected, within(0.003));
		}
	}

	@Test
	void withoutAFirstRecordTheCountIsBinomialGivenAtLeastOne() {
		SplittableRandom random = new SplittableRandom(2);
		double[] counts = shares(() -> KeyedCaps.atLeastOne(6, 1 / 12.0, random));
		double anyLands = 1 - Math.pow(11 / 12.0, 6);
		assertThat(counts[0]).isZero();
		for (int count = 1; count <= 6; count++) {
			double expected = binomial(6, count) * Math.pow(1 / 12.0, count) * Math.pow(11 / 12.0, 6 - count)
					/ anyLands;
			assertThat(counts[count]).as("%d records", count).isCloseTo(expected, within(0.003));
		}
	}

	@ParameterizedTest(name = "{0} records after the first, opened {1}, share {2}, of its broker's {3}: {4} a batch")
	@CsvSource(textBlock = """
			5,   true,  0.0833333, 0.0833333, 1.229
			20,  true,  0.0833333, 0.0833333, 2.085
			50,  true,  0.0833333, 0.0833333, 4.301
			5,   true,  0.0833333, 0.25,      1.296
			5,   true,  0.0833333, 1,         1.417
			999, true,  0.001,     0.001,     1.582
			400, false, 0.0833333, 0,         33.33
			""")
	void aPartitionsCapsAverageWhatItGetsOfTheSendsWhereItGetsAny(int afterFirst, boolean opened, double share,
			double openerShare, double perBatch) {
		assertThat(KeyedCaps.of(new KeyedCaps.Send(afterFirst, opened), share, openerShare).mean()).isCloseTo(perBatch,
				withinPercentage(4));
	}

	@Test
	void manyRecordsABatchHoldTheMean() {
		assertThat(KeyedCaps.of(new KeyedCaps.Send(1000, true), 0.25, 0.25)).isEqualTo(RecordCaps.of(250));
		assertThat(KeyedCaps.of(new KeyedCaps.Send(10, true), 1.0, 1.0)).isEqualTo(RecordCaps.of(11));
		assertThat(KeyedCaps.of(new KeyedCaps.Send(10, false), 1.0, 1.0)).isEqualTo(RecordCaps.of(10));
	}

	@Test
	void theSameSendAndSharesDrawTheSameCaps() {
		RecordCaps caps = KeyedCaps.of(new KeyedCaps.Send(20, true), 0.1, 0.1);
		RecordCaps again = KeyedCaps.of(new KeyedCaps.Send(20, true), 0.1, 0.1);
		assertThat(IntStream.range(0, 1000).map(caps::at).toArray())
			.containsExactly(IntStream.range(0, 1000).map(again::at).toArray());
		assertThat(IntStream.range(0, 1000).map(caps::at).distinct().count()).isGreaterThan(1);
	}

	@ParameterizedTest(name = "share {0}")
	@ValueSource(doubles = { 0, 1e-19, Double.MIN_VALUE, Double.NaN, -0.5 })
	void aPartitionThatHardlyEverGetsARecordHoldsOneABatch(double share) {
		assertThat(KeyedCaps.of(new KeyedCaps.Send(Integer.MAX_VALUE - 1, false), share, share))
			.isEqualTo(RecordCaps.of(1));
		assertThat(KeyedCaps.of(new KeyedCaps.Send(5, true), share, share)).isEqualTo(RecordCaps.of(1));
	}

	@Test
	void hugeSendsDrawWithoutOverflow() {
		// 2e-9 of 2^31 records: about 4.3 a send
		SplittableRandom random = new SplittableRandom(3);
		for (int draw = 0; draw < 1000; draw++) {
			assertThat(KeyedCaps.atLeastOne(Integer.MAX_VALUE, 2e-9, random)).isBetween(1, 40);
		}
		assertThat(KeyedCaps.of(new KeyedCaps.Send(Integer.MAX_VALUE, false), 2e-9, 0).mean()).isCloseTo(4.3,
				withinPercentage(5));
	}

	/** Returns how often 200,000 draws gave each count from 0 to 6. */
	private static double[] shares(IntSupplier draw) {
		int draws = 200_000;
		double[] shares = new double[7];
		for (int index = 0; index < draws; index++) {
			shares[draw.getAsInt()] += 1.0 / draws;
		}
		return shares;
	}

	static double binomial(int n, int k) {
		double result = 1;
		for (int index = 1; index <= k; index++) {
			result = result * (n - k + index) / index;
		}
		return result;
	}

}
