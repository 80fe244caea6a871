package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.sweep.SweepListener;
import io.kcadvisor.sweep.SweepRun;
import io.kcadvisor.sweep.SweepSettings;
import io.kcadvisor.sweep.SweepTask;
import io.kcadvisor.sweep.Workload;
import io.kcadvisor.system.ClientSettings;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.lang.ref.WeakReference;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

/**
 * An analysis that has ended holds nothing of its sample, and one cancelled while it
 * waits never starts and holds nothing of the service.
 */
class AnalysisSchedulerTests {

	/** What the next sweep throws as it starts, if anything. */
	private final AtomicReference<Error> failNextStart = new AtomicReference<>();

	private final SweepExecutor executor = new SweepExecutor(
			new SweepSettings(1, DataSize.ofMegabytes(1), Duration.ofMillis(10), 5, Duration.ofMillis(200), 0.02,
					DataSize.ofMegabytes(4), DataSize.ofMegabytes(800))) {

		@Override
		public SweepRun start(RecordSet records, List<SweepTask> tasks, Instant deadline, SweepListener listener,
				int workers) {
			Error failure = AnalysisSchedulerTests.this.failNextStart.getAndSet(null);
			if (failure != null) {
				throw failure;
			}
			return super.start(records, tasks, deadline, listener, workers);
		}

	};

	private static final AnalysisRequest REQUEST = new AnalysisRequest(SampleFormat.WHOLE, Preset.QUICK,
			EnumSet.of(Codec.NONE), null, null, Objective.BALANCED, KafkaVersion.NEWEST, Workload.NONE);

	private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

	private final AnalysisSettings settings = new AnalysisSettings(4, DataSize.ofMegabytes(100), Duration.ofMinutes(10),
			Duration.ofHours(1), Duration.ofSeconds(30), Duration.ofSeconds(5), 0, Duration.ofSeconds(60));

	private final Admission admission = new Admission(this.settings, AdmissionTests.SAMPLES,
			new ClientSettings(1, 16, List.of()), this.executor);

	private final AnalysisScheduler scheduler = new AnalysisScheduler(this.executor, this.admission, this.settings,
			new AnalysisMetrics(this.registry), Clock.systemUTC(), this.registry);

	@AfterEach
	void stopWorkers() throws InterruptedException {
		this.executor.destroy();
	}

	@Test
	void aFinishedAnalysisKeepsNothingOfItsSample() throws Exception {
		RecordSet records = RecordSet.builder(1 << 20).addValue(new byte[1 << 20]).build();
		WeakReference<RecordSet> sample = new WeakReference<>(records);
		Analysis analysis = analysis(records);
		records = null;
		this.scheduler.submit(analysis, "192.0.2.1");
		awaitEnd(analysis);
		assertThat(analysis.status()).isEqualTo(AnalysisStatus.SUCCEEDED);
		for (int i = 0; i < 20 && sample.get() != null; i++) {
			System.gc();
			Thread.sleep(50);
		}
		assertThat(sample.get()).as("the sample's records, once the analysis has ended").isNull();
	}

	@Test
	void anAnalysisCancelledWhileItWaitsNeverStartsAndLetsGoOfItsPlace() throws Exception {
		CountDownLatch otherSweep = new CountDownLatch(1);
		Analysis running = analysis(sample());
		Analysis waiting = analysis(sample());
		try {
			this.executor.start(sample(), REQUEST.sweep().tasks(), Instant.now().plusSeconds(60),
					(completed, total) -> awaitWhenMeasured(otherSweep, completed), 1);
			this.scheduler.submit(running, "192.0.2.1");
			this.scheduler.submit(waiting, "192.0.2.2");
			assertThat(this.admission.queued()).isOne();
			assertThat(waiting.cancel(Instant.now())).as("cancelled before it is withdrawn").isTrue();
		}
		finally {
			otherSweep.countDown();
		}
		for (int i = 0; i < 200 && this.admission.running() > 0; i++) {
			Thread.sleep(50);
		}
		assertThat(running.status()).isEqualTo(AnalysisStatus.SUCCEEDED);
		assertThat(this.admission.running()).as("analyses running once the first has ended").isZero();
		assertThat(this.admission.withdraw(waiting)).as("withdrawn when the first ended").isFalse();
		assertThat(this.admission.queued()).isZero();
		assertThatNoException().as("its client's place given back")
			.isThrownBy(() -> this.admission.checkRoom(0, "192.0.2.2"));
		assertThat(this.registry.counter("advisor.analyses.finished", "status", "cancelled").count()).isOne();
		assertThat(this.registry.counter("advisor.analyses.started").count()).isOne();
	}

	/**
	 * A sweep that cannot start, the heap exhausted or a codec's native library not
	 * loaded, fails its analysis, and its worker goes to the next one rather than being
	 * lost for good.
	 */
	@Test
	void anAnalysisWhoseSweepCannotStartFailsAndHandsItsWorkerOn() throws Exception {
		this.failNextStart.set(new OutOfMemoryError("Java heap space"));
		Analysis failed = analysis(sample());
		this.scheduler.submit(failed, "192.0.2.1");
		awaitEnd(failed);
		assertThat(failed.status()).isEqualTo(AnalysisStatus.FAILED);
		assertThat(this.admission.running()).as("analyses running once it failed").isZero();
		Analysis next = analysis(sample());
		this.scheduler.submit(next, "192.0.2.1");
		awaitEnd(next);
		assertThat(next.status()).isEqualTo(AnalysisStatus.SUCCEEDED);
		// the sweep's thread ends the analysis, then lets its worker go
		for (int i = 0; i < 200 && this.admission.running() > 0; i++) {
			Thread.sleep(50);
		}
		assertThat(this.admission.running()).isZero();
		assertThat(this.registry.counter("advisor.analyses.started").count()).isOne();
	}

	/** Waits up to ten seconds for an analysis to end. */
	private static void awaitEnd(Analysis analysis) throws InterruptedException {
		for (int i = 0; i < 200 && !analysis.status().isFinal(); i++) {
			Thread.sleep(50);
		}
	}

	private static void awaitWhenMeasured(CountDownLatch latch, int completed) {
		if (completed > 0) {
			try {
				latch.await();
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
		}
	}

	private static RecordSet sample() {
		return RecordSet.builder(1 << 10).addValue(new byte[1 << 10]).build();
	}

	private static Analysis analysis(RecordSet records) {
		return new Analysis("id", REQUEST, new SampleSummary(SampleFormat.WHOLE, records.size(), records.bodyBytes()),
				records, REQUEST.sweep().tasks().size(), Instant.now());
	}

}
