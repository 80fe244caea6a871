package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sample.SampleSettings;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.sweep.SweepSettings;
import io.kcadvisor.sweep.Workload;
import io.kcadvisor.system.ClientSettings;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

/**
 * The memory for samples covers the uploads being split as well as the analyses queued
 * and running; each reservation of it, and each turn to split, is given back once,
 * however often it is closed.
 */
class AdmissionTests {

	/**
	 * Samples of at most 16 MiB and 1,000 records of at most 64 KiB: splitting an upload
	 * of U bytes is counted at 3.5 U and about half a mebibyte.
	 */
	static final SampleSettings SAMPLES = new SampleSettings(DataSize.ofMegabytes(16), 1000, 64,
			DataSize.ofKilobytes(64), DataSize.ofMegabytes(1));

	private static final String CLIENT = "192.0.2.1";

	/** An upload counted at 70.6 MiB of the 100 MiB for samples while it is split. */
	private static final long UPLOAD = 20L << 20;

	private final SweepExecutor executor = new SweepExecutor(
			new SweepSettings(1, DataSize.ofMegabytes(1), Duration.ofMillis(10), 5, Duration.ofMillis(200), 0.02,
					DataSize.ofMegabytes(4), DataSize.ofMegabytes(800)));

	private final Admission admission = admission(0, Duration.ofSeconds(5), 100);

	@AfterEach
	void stopWorkers() throws InterruptedException {
		this.executor.destroy();
	}

	@Test
	void anUploadBeingSplitHoldsItsMemoryUntilReleased() {
		Reservation first = this.admission.reserveSplit(UPLOAD, CLIENT);
		assertThatExceptionOfType(ServiceBusyException.class)
			.isThrownBy(() -> this.admission.reserveSplit(UPLOAD, CLIENT))
			.withMessageContaining("memory");
		assertThatExceptionOfType(ServiceBusyException.class)
			.isThrownBy(() -> this.admission.checkRoom(UPLOAD, CLIENT));
		first.close();
		assertThatNoException().isThrownBy(() -> this.admission.reserveSplit(UPLOAD, CLIENT));
	}

	@Test
	void theFirstUploadIsTakenWhateverItsSize() {
		assertThatNoException().isThrownBy(() -> this.admission.reserveSplit(1L << 40, CLIENT));
	}

	@Test
	void anUploadIsCountedAtWhatSplittingItCanTakeWhateverItHolds() {
		this.admission.reserveSplit(UPLOAD, CLIENT);
		assertThatExceptionOfType(ServiceBusyException.class).as("70.6 and 32.1 MiB")
			.isThrownBy(() -> this.admission.checkRoom(9L << 20, CLIENT));
		assertThatNoException().as("70.6 and 28.6 MiB").isThrownBy(() -> this.admission.checkRoom(8L << 20, CLIENT));
	}

	@Test
	void anUploadThatMayInflateHoldsTheMemoryOfTheLargestSampleOrIsRefused() {
		Reservation held = this.admission.reserveSplit(UPLOAD, CLIENT);
		Reservation zip = this.admission.reserveSplit(1L << 20, CLIENT);
		assertThatExceptionOfType(ServiceBusyException.class).as("70.6 and 41.6 MiB: a 16 MiB sample")
			.isThrownBy(() -> zip.coverSample(16L << 20))
			.withMessageContaining("memory");
		held.close();
		assertThatNoException().isThrownBy(() -> zip.coverSample(16L << 20));
		assertThatExceptionOfType(ServiceBusyException.class).as("41.6 and 70.6 MiB")
			.isThrownBy(() -> this.admission.checkRoom(UPLOAD, CLIENT));
	}

	@Test
	void theOnlyUploadMayInflateWhateverItsSize() {
		Reservation only = this.admission.reserveSplit(1L << 20, CLIENT);
		assertThatNoException().isThrownBy(() -> only.coverSample(1L << 40));
	}

	@Test
	void aReservationClosedTwiceLetsGoOfItsMemoryOnce() {
		Reservation first = this.admission.reserveSplit(UPLOAD, CLIENT);
		first.close();
		first.close();
		this.admission.reserveSplit(UPLOAD, CLIENT);
		assertThatExceptionOfType(ServiceBusyException.class).as("70.6 MiB held, and 70.6 more")
			.isThrownBy(() -> this.admission.reserveSplit(UPLOAD, CLIENT))
			.withMessageContaining("memory");
	}

	@Test
	void aReservationClosedTwiceGivesItsTurnToSplitBackOnce() {
		Admission oneAtATime = admission(1, Duration.ofMillis(10), 100);
		Reservation first = oneAtATime.reserveSplit(1, CLIENT);
		first.awaitSplitTurn();
		Reservation second = oneAtATime.reserveSplit(1, CLIENT);
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(second::awaitSplitTurn)
			.withMessage("Other uploads are being read. Try again later.");
		first.close();
		first.close();
		second.awaitSplitTurn();
		Reservation third = oneAtATime.reserveSplit(1, CLIENT);
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(third::awaitSplitTurn);
		second.close();
		assertThatNoException().isThrownBy(third::awaitSplitTurn);
	}

	@Test
	void anAnalysisHoldsItsSampleUntilItEnds() {
		this.admission.reserveSplit(5L << 20, CLIENT);
		Analysis analysis = analysis(10 << 20);
		assertThat(this.admission.admit(analysis, CLIENT)).as("runs at once").isTrue();
		assertThatExceptionOfType(ServiceBusyException.class).as("18.1, 11.3 and 77.6 MiB")
			.isThrownBy(() -> this.admission.checkRoom(22L << 20, CLIENT))
			.withMessageContaining("memory");
		assertThat(this.admission.ended(analysis)).isNull();
		assertThat(this.admission.running()).isZero();
		assertThatNoException().as("18.1 and 77.6 MiB").isThrownBy(() -> this.admission.checkRoom(22L << 20, CLIENT));
	}

	@Test
	void aWaitingAnalysisTakesThePlaceOfOneThatEnded() {
		Analysis first = analysis(1);
		Analysis second = analysis(1);
		assertThat(this.admission.admit(first, CLIENT)).isTrue();
		assertThat(this.admission.admit(second, CLIENT)).as("one worker: waits").isFalse();
		assertThat(this.admission.queued()).isOne();
		assertThat(this.admission.ended(first)).isSameAs(second);
		assertThat(this.admission.running()).isOne();
		assertThat(this.admission.queued()).isZero();
	}

	@Test
	void aWithdrawnAnalysisLetsGoOfItsPlaceOnce() {
		Analysis running = analysis(1);
		Analysis waiting = analysis(1);
		this.admission.admit(running, CLIENT);
		this.admission.admit(waiting, CLIENT);
		assertThat(this.admission.withdraw(running)).as("already started").isFalse();
		assertThat(this.admission.withdraw(waiting)).isTrue();
		assertThat(this.admission.withdraw(waiting)).isFalse();
		assertThat(this.admission.queued()).isZero();
	}

	@Test
	void aFullQueueRefusesTheNextAnalysisAndSaysWhenToTryAgain() {
		for (int i = 0; i < 5; i++) {
			this.admission.admit(analysis(1), CLIENT);
		}
		assertThat(this.admission.hasRoom()).isFalse();
		assertThatExceptionOfType(ServiceBusyException.class)
			.isThrownBy(() -> this.admission.admit(analysis(1), CLIENT))
			.withMessage("The queue of analyses is full (4 waiting). Try again later.")
			.satisfies((ex) -> assertThat(ex.retryAfter()).isEqualTo(Duration.ofSeconds(30)));
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(() -> this.admission.checkRoom(0, CLIENT));
	}

	@Test
	void aClientHoldsAtMostItsShareOfPlacesAndOthersStillGetIn() {
		Admission shared = admission(0, Duration.ofSeconds(5), 2);
		Analysis first = analysis(1);
		shared.admit(first, "a");
		Reservation upload = shared.reserveSplit(1, "a");
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(() -> shared.checkRoom(1, "a"))
			.withMessage("You have 2 analyses queued or running, or uploads being read, the most one client may have. "
					+ "Try again later.");
		assertThatExceptionOfType(ServiceBusyException.class).isThrownBy(() -> shared.admit(analysis(1), "a"));
		assertThatNoException().isThrownBy(() -> shared.checkRoom(1, "b"));
		upload.close();
		assertThatNoException().isThrownBy(() -> shared.checkRoom(1, "a"));
		shared.admit(analysis(1), "a");
		shared.ended(first);
		assertThatNoException().isThrownBy(() -> shared.checkRoom(1, "a"));
	}

	private Admission admission(int maxConcurrentSplits, Duration uploadWait, int maxPerClient) {
		return new Admission(
				new AnalysisSettings(4, DataSize.ofMegabytes(100), Duration.ofMinutes(10), Duration.ofHours(1),
						Duration.ofSeconds(30), uploadWait, maxConcurrentSplits, Duration.ofSeconds(60)),
				SAMPLES, new ClientSettings(maxPerClient, 16, List.of()), this.executor);
	}

	private static Analysis analysis(int sampleBytes) {
		RecordSet records = RecordSet.builder(sampleBytes + 16).addValue(new byte[sampleBytes]).build();
		return new Analysis("id",
				new AnalysisRequest(SampleFormat.WHOLE, Preset.QUICK, EnumSet.of(Codec.NONE), null, null,
						Objective.BALANCED, KafkaVersion.NEWEST, Workload.NONE),
				new SampleSummary(SampleFormat.WHOLE, 1, sampleBytes), records, 1, Instant.now());
	}

}
