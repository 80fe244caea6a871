package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

class TimingAgainTests {

	private static final long MILLISECOND = 1_000_000;

	private static final MeasurementSettings SETTINGS = new MeasurementSettings(1024 * 1024, Duration.ofMillis(10), 5,
			Duration.ofMillis(100), 0.02);

	private final TimingAgain again = new TimingAgain(SETTINGS);

	@Test
	void takesThePassAloneWhereItsSamplesAgree() {
		SpeedSamples pass = samples(8, 1_000_000, 2 * MILLISECOND);
		AtomicInteger repetitions = new AtomicInteger();

		SpeedSamples speed = this.again.measure(pass, 1_000_000, counting(repetitions, MILLISECOND));

		assertThat(repetitions).hasValue(0);
		assertThat(speed.medianMBps()).isEqualTo(500.0);
	}

	@Test
	void judgesTheRepetitionsOnTheirOwnAndStopsOnceTheyAgree() {
		// the pass's batches, timed once each, spread from 300 to 1000 MB/s
		SpeedSamples pass = new SpeedSamples();
		for (int group = 0; group < 16; group++) {
			pass.add(1_000_000, MILLISECOND + group * 150_000);
		}
		AtomicInteger repetitions = new AtomicInteger();

		SpeedSamples speed = this.again.measure(pass, 2_000_000, counting(repetitions, 2 * MILLISECOND));

		// five repetitions of 2 ms reach the minimum time and count and agree
		assertThat(repetitions).hasValue(5);
		assertThat(speed.count()).isEqualTo(5);
		assertThat(speed.medianMBps()).isEqualTo(1000.0);
	}

	@Test
	void takesEverySampleWhereTheRepetitionsDoNotAgreeWithinTheMaximumTime() {
		SpeedSamples pass = samples(1, 1_000_000, 40 * MILLISECOND);
		AtomicInteger repetitions = new AtomicInteger();
		LongSupplier scattered = () -> (repetitions.incrementAndGet() % 2 == 0) ? 10 * MILLISECOND : 20 * MILLISECOND;

		SpeedSamples speed = this.again.measure(pass, 1_000_000, scattered);

		// 40 ms of pass, then 20 + 10 + 20 + 10 ms of repetitions reach the 100 ms
		assertThat(repetitions).hasValue(4);
		assertThat(speed.count()).isEqualTo(5);
		assertThat(speed.totalNanos()).isEqualTo(100 * MILLISECOND);
	}

	@Test
	void timesNothingAgainAfterAPassThatTookTheMaximumTime() {
		SpeedSamples pass = samples(2, 1_000_000, 60 * MILLISECOND);
		pass.add(1_000_000, 90 * MILLISECOND);
		AtomicInteger repetitions = new AtomicInteger();

		SpeedSamples speed = this.again.measure(pass, 1_000_000, counting(repetitions, MILLISECOND));

		assertThat(repetitions).hasValue(0);
		assertThat(speed.count()).isEqualTo(3);
		assertThat(speed.medianMBps()).isEqualTo(pass.medianMBps());
	}

	private static SpeedSamples samples(int count, long bytes, long nanos) {
		SpeedSamples samples = new SpeedSamples();
		for (int sample = 0; sample < count; sample++) {
			samples.add(bytes, nanos);
		}
		return samples;
	}

	private static LongSupplier counting(AtomicInteger repetitions, long nanos) {
		return () -> {
			repetitions.incrementAndGet();
			return nanos;
		};
	}

}
