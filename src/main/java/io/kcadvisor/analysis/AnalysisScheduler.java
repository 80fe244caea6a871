package io.kcadvisor.analysis;

import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.sweep.FirstAnswer;
import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.sweep.SweepListener;
import io.kcadvisor.sweep.SweepOutcome;
import io.kcadvisor.sweep.SweepRun;
import io.kcadvisor.system.ShutdownPhases;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
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

	private static final Log logger = LogFactory.getLog(AnalysisScheduler.class);

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

	/**
	 * Starts the sweep of an analysis given a worker, or, when it cannot run, ends it and
	 * hands the worker on to the next waiting one.
	 */
	private void start(Analysis analysis) {
		Analysis next = analysis;
		while (next != null && !startSweep(next)) {
			this.metrics.finished(next);
			next = this.admission.ended(next);
		}
	}

	/**
	 * Starts the sweep of an analysis, unless it ended while it waited (cancelled, which
	 * let go of its records) or its sweep cannot start.
	 * @return {@code true} when its sweep started, and ends it when it ends
	 */
	private boolean startSweep(Analysis analysis) {
		RecordSet records = analysis.records();
		if (records == null) {
			return false;
		}
		int workers = (analysis.workers() > 0) ? analysis.workers() : this.executor.workers();
		SweepListener listener = new SweepListener() {

			@Override
			public void progress(int completed, int total) {
				analysis.progressed(completed, total);
			}

			@Override
			public void firstAnswer(FirstAnswer answer) {
				analysis.answeredFirst(answer);
			}

		};
		SweepRun run;
		try {
			run = this.executor.start(records, analysis.request().sweep().tasks(),
					this.clock.instant().plus(this.settings.timeBudget()), listener, workers);
		}
		catch (RuntimeException | LinkageError | OutOfMemoryError ex) {
			logger.error("Starting the sweep of analysis " + analysis.id() + " failed", ex);
			AnalysisEndings.apply(analysis, null, ex, this.settings.timeBudget(), this.clock.instant());
			return false;
		}
		if (analysis.markRunning(run)) {
			this.metrics.started();
		}
		else {
			run.cancel();
		}
		run.outcome().whenComplete((outcome, failure) -> ended(analysis, outcome, failure));
		return true;
	}

	private void ended(Analysis analysis, SweepOutcome outcome, Throwable failure) {
		try {
			AnalysisEndings.apply(analysis, outcome, failure, this.settings.timeBudget(), this.clock.instant());
			this.metrics.finished(analysis);
		}
		catch (RuntimeException ex) {
			logger.error("Ending analysis " + analysis.id() + " failed", ex);
		}
		finally {
			start(this.admission.ended(analysis));
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
		return ShutdownPhases.WORK;
	}

}
