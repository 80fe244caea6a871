package io.kcadvisor.analysis;

import io.kcadvisor.storage.Instance;
import io.kcadvisor.storage.StorageSettings;
import io.kcadvisor.storage.StorageUnavailableException;
import io.kcadvisor.system.ShutdownPhases;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * The analyses this instance measures, kept in step with the database by a thread of
 * their own, so that neither workers nor requests wait on it. Every
 * {@code progress-interval} it cancels those another instance cancelled or deleted,
 * writes each whose state changed, and lets go of each once its end is stored; every
 * {@code heartbeat-interval} it tells the database that it still measures them. What
 * could not be written, the database being out of reach, is written at a later tick. When
 * the service stops, once the analyses have ended, it writes their ends, and fails as
 * interrupted whatever this instance still has unfinished in the database.
 */
@Component
class MeasuredAnalyses implements SmartLifecycle {

	private static final Log logger = LogFactory.getLog(MeasuredAnalyses.class);

	private static final long FINAL_WRITE_SECONDS = 10;

	private final Map<String, Measured> analyses = new ConcurrentHashMap<>();

	private final AnalysisRepository repository;

	private final MeasuringInstances measuring;

	private final AnalysisScheduler scheduler;

	private final Instance instance;

	private final StorageSettings settings;

	private final Clock clock;

	private final ScheduledExecutorService writer = Executors.newSingleThreadScheduledExecutor((runnable) -> {
		Thread thread = new Thread(runnable, "analysis-writer");
		thread.setDaemon(true);
		return thread;
	});

	/** When the next heartbeat is due; the writer thread's alone. */
	private Instant nextHeartbeat = Instant.MIN;

	/**
	 * Whether the last tick found the database out of reach; the writer thread's alone.
	 */
	private boolean unreachable;

	private volatile boolean started;

	MeasuredAnalyses(AnalysisRepository repository, MeasuringInstances measuring, AnalysisScheduler scheduler,
			Instance instance, StorageSettings settings, Clock clock) {
		this.repository = repository;
		this.measuring = measuring;
		this.scheduler = scheduler;
		this.instance = instance;
		this.settings = settings;
		this.clock = clock;
		long interval = settings.progressInterval().toMillis();
		this.writer.scheduleWithFixedDelay(this::write, interval, interval, TimeUnit.MILLISECONDS);
	}

	/**
	 * Keeps an analysis this instance has stored and measures.
	 * @param analysis the analysis
	 */
	void add(Analysis analysis) {
		this.analyses.put(analysis.id(), new Measured(analysis));
	}

	/**
	 * Returns an analysis this instance measures, live.
	 * @param id its id
	 * @return the analysis, unless this instance does not measure it or has stored its
	 * end
	 */
	Optional<Analysis> find(String id) {
		return Optional.ofNullable(this.analyses.get(id)).map(Measured::analysis);
	}

	/**
	 * Lets go of an analysis without writing it again.
	 * @param analysis the analysis
	 */
	void forget(Analysis analysis) {
		this.analyses.computeIfPresent(analysis.id(),
				(id, measured) -> (measured.analysis() == analysis) ? null : measured);
	}

	private void write() {
		try {
			cancelWhatEndedElsewhere();
			writeChanges();
			heartbeat();
			if (this.unreachable) {
				logger.info("The database answers again; the analyses' progress is written again");
				this.unreachable = false;
			}
		}
		catch (StorageUnavailableException ex) {
			if (!this.unreachable) {
				logger.warn("The database is out of reach: the analyses measured here keep their progress and "
						+ "results, and write them once it answers", ex);
				this.unreachable = true;
			}
		}
		catch (RuntimeException ex) {
			logger.error("Writing the analyses measured here failed", ex);
		}
	}

	/** Cancels the analyses another instance cancelled or deleted. */
	private void cancelWhatEndedElsewhere() {
		List<String> unfinished = this.analyses.values()
			.stream()
			.map(Measured::analysis)
			.filter((analysis) -> !analysis.status().isFinal())
			.map(Analysis::id)
			.toList();
		Set<String> stillUnfinished = this.measuring.unfinished(unfinished);
		for (String id : unfinished) {
			if (!stillUnfinished.contains(id)) {
				Measured measured = this.analyses.remove(id);
				if (measured != null) {
					this.scheduler.cancel(measured.analysis());
				}
			}
		}
	}

	private void writeChanges() {
		for (Measured measured : this.analyses.values()) {
			Analysis analysis = measured.analysis();
			AnalysisState state = analysis.state();
			if (state != measured.written) {
				boolean stored = this.repository.save(analysis.id(), state, this.clock.instant());
				measured.written = state;
				if (!stored || state.status().isFinal()) {
					this.analyses.remove(analysis.id(), measured);
				}
				if (!stored) {
					this.scheduler.cancel(analysis);
				}
			}
		}
	}

	private void heartbeat() {
		Instant now = this.clock.instant();
		if (!now.isBefore(this.nextHeartbeat)) {
			this.measuring.heartbeat(this.analyses.keySet(), now);
			this.nextHeartbeat = now.plus(this.settings.heartbeatInterval());
		}
	}

	@Override
	public void start() {
		this.started = true;
	}

	/**
	 * Writes the ends of the analyses, which have ended by now, and fails as interrupted
	 * whatever this instance still has unfinished in the database.
	 */
	@Override
	public void stop() {
		this.started = false;
		try {
			this.writer.submit(this::write).get(FINAL_WRITE_SECONDS, TimeUnit.SECONDS);
			this.measuring.failUnfinished(this.instance.id(), AnalysisFailure.SERVICE_STOPPED, this.clock.instant());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		catch (ExecutionException | TimeoutException | RejectedExecutionException | StorageUnavailableException ex) {
			logger.warn("The ends of the analyses measured here could not all be written; other instances fail "
					+ "them as interrupted once their heartbeat times out", ex);
		}
		this.writer.shutdownNow();
	}

	@Override
	public boolean isRunning() {
		return this.started;
	}

	/**
	 * Never paused, as tests pause a cached context: the analyses go on being measured,
	 * so they go on being written.
	 */
	@Override
	public boolean isPauseable() {
		return false;
	}

	/** Stops after the analyses have ended ({@code AnalysisScheduler}). */
	@Override
	public int getPhase() {
		return ShutdownPhases.AFTER_WORK;
	}

	/**
	 * An analysis measured here, and the state last written of it.
	 */
	private static final class Measured {

		private final Analysis analysis;

		/** The state last written; the writer thread's alone. */
		private AnalysisState written;

		Measured(Analysis analysis) {
			this.analysis = analysis;
			this.written = analysis.state();
		}

		Analysis analysis() {
			return this.analysis;
		}

	}

}
