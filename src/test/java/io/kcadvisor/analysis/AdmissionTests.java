package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;

import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.advice.Objective;
import io.kcadvisor.analysis.Admission.Reservation;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.sweep.SweepSettings;
import io.kcadvisor.sweep.Workload;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

/**
 * The memory for samples covers the uploads being split as well as the analyses queued
 * and running; each reservation of it, and each turn to split, is given back once,
 * however often it is closed.
 */
class AdmissionTests {

	/** An upload held twice while it is split: 60 MiB of the 100 MiB for samples. */
	private static final long UPLOAD = 30L << 20;

	private final SweepExecutor executor = new SweepExecutor(
			new SweepSettings(1, DataSize.ofMegabytes(1), Duration.ofMillis(10), 5, Duration.ofMillis(200), 0.02));

	private final Admission admission = admission(0, Duration.ofSeconds(5));

	@AfterEach
	void stopWorkers() throws InterruptedException {
		this.executor.destroy();
	}

	@Test
	void anUploadBeingSplitHoldsItsMemoryUntilReleased() {
		Reservation first = this.admission.reserveSplit(UPLOAD);
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(() -> this.admission.reserveSplit(UPLOAD))
			.withMessageContaining("memory");
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(() -> this.admission.checkRoom(UPLOAD));
		first.close();
		assertThatNoException().isThrownBy(() -> this.admission.reserveSplit(UPLOAD));
	}

	@Test
	void theFirstUploadIsTakenWhateverItsSize() {
		assertThatNoException().isThrownBy(() -> this.admission.reserveSplit(1L << 40));
	}

	@Test
	void aReservationClosedTwiceLetsGoOfItsMemoryOnce() {
		Reservation first = this.admission.reserveSplit(25L << 20);
		this.admission.reserveSplit(20L << 20);
		first.close();
		first.close();
		this.admission.reserveSplit(UPLOAD);
		assertThatExceptionOfType(ServiceBusyException.class).as("100 MiB held: 40 and then 60")
			.isThrownBy(() -> this.admission.checkRoom(1L << 20))
			.withMessageContaining("memory");
	}

	@Test
	void aReservationClosedTwiceGivesItsTurnToSplitBackOnce() {
		Admission oneAtATime = admission(1, Duration.ofMillis(10));
		Reservation first = oneAtATime.reserveSplit(1);
		first.awaitSplitTurn();
		Reservation second = oneAtATime.reserveSplit(1);
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(second::awaitSplitTurn)
			.withMessage("Other uploads are being read. Try again later.");
		first.close();
		first.close();
		second.awaitSplitTurn();
		Reservation third = oneAtATime.reserveSplit(1);
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(third::awaitSplitTurn);
		second.close();
		assertThatNoException().isThrownBy(third::awaitSplitTurn);
	}

	@Test
	void anAnalysisHoldsItsSampleUntilItEnds() {
		this.admission.reserveSplit(5L << 20);
		Analysis analysis = analysis(10 << 20);
		assertThat(this.admission.admit(analysis)).as("runs at once").isTrue();
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(() -> this.admission.checkRoom(42L << 20))
			.withMessageContaining("memory");
		assertThat(this.admission.ended(analysis)).isNull();
		assertThat(this.admission.running()).isZero();
		assertThatNoException().isThrownBy(() -> this.admission.checkRoom(42L << 20));
	}

	@Test
	void aWaitingAnalysisTakesThePlaceOfOneThatEnded() {
		Analysis first = analysis(1);
		Analysis second = analysis(1);
		assertThat(this.admission.admit(first)).isTrue();
		assertThat(this.admission.admit(second)).as("one worker: waits").isFalse();
		assertThat(this.admission.queued()).isOne();
		assertThat(this.admission.ended(first)).isSameAs(second);
		assertThat(this.admission.running()).isOne();
		assertThat(this.admission.queued()).isZero();
	}

	@Test
	void aWithdrawnAnalysisLetsGoOfItsPlaceOnce() {
		Analysis running = analysis(1);
		Analysis waiting = analysis(1);
		this.admission.admit(running);
		this.admission.admit(waiting);
		assertThat(this.admission.withdraw(running)).as("already started").isFalse();
		assertThat(this.admission.withdraw(waiting)).isTrue();
		assertThat(this.admission.withdraw(waiting)).isFalse();
		assertThat(this.admission.queued()).isZero();
	}

	@Test
	void aFullQueueRefusesTheNextAnalysisAndSaysWhenToTryAgain() {
		for (int i = 0; i < 5; i++) {
			this.admission.admit(analysis(1));
		}
		assertThat(this.admission.hasRoom()).isFalse();
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(() -> this.admission.admit(analysis(1)))
			.withMessage("The queue of analyses is full (4 waiting). Try again later.")
			.satisfies((ex) -> assertThat(ex.retryAfter()).isEqualTo(Duration.ofSeconds(30)));
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(() -> this.admission.checkRoom(0));
	}

	private Admission admission(int maxConcurrentSplits, Duration uploadWait) {
		return new Admission(new AnalysisSettings(4, DataSize.ofMegabytes(100), Duration.ofMinutes(10),
				Duration.ofHours(1), Duration.ofSeconds(30), uploadWait, maxConcurrentSplits), this.executor);
	}

	private static Analysis analysis(int sampleBytes) {
		RecordSet records = RecordSet.builder(sampleBytes + 16).addValue(new byte[sampleBytes]).build();
		return new Analysis("id",
				new AnalysisRequest(SampleFormat.WHOLE, Preset.QUICK, EnumSet.of(Codec.NONE), null, null,
						Objective.BALANCED, KafkaVersion.NEWEST, Workload.NONE),
				new SampleSummary(SampleFormat.WHOLE, 1, sampleBytes), records, 1, Instant.now());
	}

}
