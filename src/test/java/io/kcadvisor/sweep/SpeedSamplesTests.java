package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SpeedSamplesTests {

	@Test
	void reportsTheMedianSpeedInDecimalMegabytesPerSecond() {
		SpeedSamples samples = new SpeedSamples();
		samples.add(1_000_000, 10_000_000);
		samples.add(1_000_000, 1_000_000);
		samples.add(1_000_000, 2_000_000);
		assertThat(samples.medianMBps()).isEqualTo(500.0);
		assertThat(samples.count()).isEqualTo(3);
		assertThat(samples.totalNanos()).isEqualTo(13_000_000);
	}

	@Test
	void aMedianOfAlikeSamplesIsStable() {
		SpeedSamples samples = new SpeedSamples();
		for (int sample = 0; sample < 5; sample++) {
			samples.add(1_000_000, 1_000_000 + sample * 1000);
		}
		assertThat(samples.medianStable(0.02)).isTrue();
	}

	@Test
	void aMedianOfScatteredSamplesIsNotStableUntilEnoughAgreeAroundIt() {
		SpeedSamples samples = new SpeedSamples();
		samples.add(1_000_000, 1_000_000);
		samples.add(1_000_000, 2_000_000);
		samples.add(1_000_000, 1_000_000);
		samples.add(1_000_000, 3_000_000);
		samples.add(1_000_000, 1_000_000);
		assertThat(samples.medianStable(0.02)).isFalse();
		boolean stable = false;
		while (!stable && samples.count() < 100) {
			samples.add(1_000_000, 1_000_000);
			stable = samples.medianStable(0.02);
		}
		assertThat(stable).isTrue();
		assertThat(samples.count()).isBetween(10, 20);
		assertThat(samples.medianMBps()).isEqualTo(1000.0);
	}

	@Test
	void joinsTheSamplesOfTwoMeasurements() {
		SpeedSamples first = new SpeedSamples();
		first.add(1_000_000, 1_000_000);
		SpeedSamples second = new SpeedSamples();
		second.add(1_000_000, 2_000_000);
		second.add(1_000_000, 4_000_000);

		SpeedSamples both = first.with(second);

		assertThat(both.count()).isEqualTo(3);
		assertThat(both.totalNanos()).isEqualTo(7_000_000);
		assertThat(both.medianMBps()).isEqualTo(500.0);
		assertThat(first.count()).isEqualTo(1);
	}

}
