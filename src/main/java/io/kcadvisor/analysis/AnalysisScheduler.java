package io.kcadvisor.analysis;

import io.kcadvisor.sweep.FirstAnswer;
import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.sweep.SweepListener;
import io.kcadvisor.sweep.SweepOutcome;
import io.kcadvisor.sweep.SweepRun;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;

import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Starts the sweeps of the analyses the {@link Admission} lets run, ends each analysis
 * when its sweep ends, and starts the next waiting one. When the service stops, it stops
 * the sweeps first, so that every analysis has ended, saying why, before the web server
 * waits for the requests still open, such as event streams.
 */
@Component
class AnalysisScheduler implements SmartLifecycle {

	private final SweepExecutor executor;

	private final Admission admission;

	private final AnalysisSettings settings;

	private final AnalysisMetrics metrics;

	private final Clock clock;

	private volatile boolean started;

	AnalysisScheduler(SweepExecutor executor, Admission admission, AnalysisSettings settings, AnalysisMetrics metrics,
			Clock clock, MeterRegistry registry) {
		this.executor = executor;
		this.admission = admission;
		this.settings = settings;
		this.metrics = metrics;
		this.clock = clock;
		Gauge.builder("advisor.analyses.queued", admission, Admission::queued)
			.description("Analyses waiting for a worker")
			.register(registry);
		Gauge.builder("advisor.analyses.running", admission, Admission::running)
			.description("Analyses being measured")
			.register(registry);
		Gauge.builder("advisor.sweep.workers.active", executor, SweepExecutor::activeWorkers)
			.description("Worker threads measuring a configuration, or waiting for its codec memory")
			.register(registry);
		Gauge.builder("advisor.sweep.workers", executor, SweepExecutor::workers)
			.description("Worker threads in the pool")
			.register(registry);
		Gauge.builder("advisor.sweep.codec.memory.reserved", executor, SweepExecutor::codecMemoryReserved)
			.description("Native memory reserved for the codec contexts of the configurations being measured")
			.baseUnit("bytes")
			.register(registry);
	}

	/**
	 * Starts the analysis, or queues it.
	 * @param analysis a new analysis
	 * @param client who submitted it
	 * @throws ServiceBusyException when the queue, the client's share of it, or the
	 * memory for samples is full
	 */
	void submit(Analysis analysis, String client) {
		if (this.admission.admit(analysis, client)) {
			start(analysis);
		}
	}

	/**
	 * Cancels an analysis that has not ended, letting go of it at once when it was still
	 * waiting and counting it as finished; a started one stops its sweep and is counted
	 * when the sweep ends.
	 * @param analysis the analysis
	 * @return {@code true} when it was queued or running
	 */
	boolean cancel(Analysis analysis) {
		if (!analysis.cancel(this.clock.instant())) {
			return false;
		}
		if (this.admission.withdraw(analysis)) {
			this.metrics.finished(analysis);
		}
		return true;
	}

	private void start(Analysis analysis) {
		int workers = (analysis.workers() > 0) ? analysis.workers() : this.executor.workers();
		SweepRun run = this.executor.start(analysis.records(), analysis.request().sweep().tasks(),
				this.clock.instant().plus(this.settings.timeBudget()), new SweepListener() {

					@Override
					public void progress(int completed, int total) {
						analysis.progressed(completed, total);
					}

					@Override
					public void firstAnswer(FirstAnswer answer) {
						analysis.answeredFirst(answer);
					}

				}, workers);
		if (analysis.markRunning(run)) {
			this.metrics.started();
		}
		else {
			run.cancel();
		}
		run.outcome().whenComplete((outcome, failure) -> ended(analysis, outcome, failure));
	}

	private void ended(Analysis analysis, SweepOutcome outcome, Throwable failure) {
		AnalysisEndings.apply(analysis, outcome, failure, this.settings.timeBudget(), this.clock.instant());
		this.metrics.finished(analysis);
		Analysis next = this.admission.ended(analysis);
		if (next != null) {
			start(next);
		}
	}

	@Override
	public void start() {
		this.started = true;
	}

	/** Stops the running sweeps and waits for their workers; queued analyses end too. */
	@Override
	public void stop() {
		this.started = false;
		try {
			this.executor.destroy();
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	@Override
	public boolean isRunning() {
		return this.started;
	}

	/**
	 * Never paused, as tests pause a cached context: stopping ends the workers for good.
	 */
	@Override
	public boolean isPauseable() {
		return false;
	}

	/** Stops before anything else, the web server's graceful shutdown included. */
	@Override
	public int getPhase() {
		return Integer.MAX_VALUE;
	}

}
