package io.kcadvisor.analysis;

import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.sweep.SweepOutcome;
import io.kcadvisor.sweep.SweepRun;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.Deque;

import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Admits analyses and starts their sweeps: at most one running analysis per worker, at
 * most {@code max-queued} waiting, and at most {@code max-held-sample-size} of samples
 * held by both and by the uploads being split into records. A finished analysis hands its
 * place to the oldest waiting one. When the service stops, it stops the sweeps first, so
 * that every analysis has ended, saying why, before the web server waits for the requests
 * still open, such as event streams.
 */
@Component
class AnalysisScheduler implements SmartLifecycle {

	private final SweepExecutor executor;

	private final AnalysisSettings settings;

	private final AnalysisMetrics metrics;

	private final Clock clock;

	private final Deque<Analysis> waiting = new ArrayDeque<>();

	private int running;

	private long heldBytes;

	private int splitting;

	private volatile boolean started;

	AnalysisScheduler(SweepExecutor executor, AnalysisSettings settings, AnalysisMetrics metrics, Clock clock,
			MeterRegistry registry) {
		this.executor = executor;
		this.settings = settings;
		this.metrics = metrics;
		this.clock = clock;
		Gauge.builder("advisor.analyses.queued", this, AnalysisScheduler::queued)
			.description("Analyses waiting for a worker")
			.register(registry);
		Gauge.builder("advisor.analyses.running", this, AnalysisScheduler::running)
			.description("Analyses being measured")
			.register(registry);
		Gauge.builder("advisor.sweep.workers.active", executor, SweepExecutor::activeWorkers)
			.description("Worker threads measuring a configuration")
			.register(registry);
		Gauge.builder("advisor.sweep.workers", executor, SweepExecutor::workers)
			.description("Worker threads in the pool")
			.register(registry);
	}

	/**
	 * Starts the analysis, or queues it.
	 * @param analysis a new analysis
	 * @throws ServiceBusyException when the queue or the memory for samples is full
	 */
	synchronized void admit(Analysis analysis) {
		checkMemory(analysis.heldBytes());
		if (this.running < this.executor.workers()) {
			this.heldBytes += analysis.heldBytes();
			this.running++;
			start(analysis);
		}
		else if (this.waiting.size() < this.settings.maxQueued()) {
			this.heldBytes += analysis.heldBytes();
			this.waiting.add(analysis);
		}
		else {
			throw queueFull();
		}
	}

	/**
	 * Returns whether a new analysis would be admitted, memory permitting.
	 * @return {@code true} when a worker or a queue place is free
	 */
	synchronized boolean hasRoom() {
		return this.running < this.executor.workers() || this.waiting.size() < this.settings.maxQueued();
	}

	/**
	 * Checks that a new analysis would be admitted, before its upload is read.
	 * @param sampleBytes about how many bytes its sample will hold, such as the upload's
	 * size
	 * @throws ServiceBusyException when it would not
	 */
	synchronized void checkRoom(long sampleBytes) {
		if (!hasRoom()) {
			throw queueFull();
		}
		checkMemory(sampleBytes);
	}

	/**
	 * Holds memory for an upload while it is split into records, when the service would
	 * take an analysis of it.
	 * @param splitBytes the memory splitting it takes at most
	 * @throws ServiceBusyException when the queue, or the memory for samples, is full
	 */
	synchronized void reserve(long splitBytes) {
		checkRoom(splitBytes);
		this.heldBytes += splitBytes;
		this.splitting++;
	}

	/**
	 * Lets go of the memory held for an upload once it has been split.
	 * @param splitBytes what {@link #reserve(long)} held
	 */
	synchronized void release(long splitBytes) {
		this.heldBytes -= splitBytes;
		this.splitting--;
	}

	/**
	 * Refuses a sample that would take the samples held over their memory; the first
	 * sample is always taken, so that a service with little memory still measures one.
	 */
	private void checkMemory(long sampleBytes) {
		boolean holdsOthers = this.running > 0 || !this.waiting.isEmpty() || this.splitting > 0;
		if (holdsOthers && this.heldBytes + sampleBytes > this.settings.effectiveMaxHeldSampleBytes()) {
			throw busy("The service holds as many samples as its memory allows.");
		}
	}

	/**
	 * Lets go of a queued analysis that was cancelled.
	 * @return {@code true} when it was still waiting, {@code false} when its sweep had
	 * started
	 */
	synchronized boolean withdraw(Analysis analysis) {
		if (this.waiting.remove(analysis)) {
			this.heldBytes -= analysis.heldBytes();
			return true;
		}
		return false;
	}

	synchronized int queued() {
		return this.waiting.size();
	}

	synchronized int running() {
		return this.running;
	}

	private void start(Analysis analysis) {
		SweepRun run = this.executor.start(analysis.records(), analysis.request().sweep().tasks(),
				this.clock.instant().plus(this.settings.timeBudget()), analysis::progressed);
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
		synchronized (this) {
			this.running--;
			this.heldBytes -= analysis.heldBytes();
			Analysis next = this.waiting.poll();
			if (next != null) {
				this.running++;
				start(next);
			}
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

	private ServiceBusyException queueFull() {
		return busy("The queue of analyses is full (" + this.settings.maxQueued() + " waiting).");
	}

	private ServiceBusyException busy(String reason) {
		return new ServiceBusyException(reason + " Try again later.", this.settings.retryAfter());
	}

}
