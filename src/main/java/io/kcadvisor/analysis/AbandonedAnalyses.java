package io.kcadvisor.analysis;

import io.kcadvisor.storage.ExclusiveDatabase;
import io.kcadvisor.storage.Instance;
import io.kcadvisor.storage.StorageSettings;
import io.kcadvisor.storage.StorageUnavailableException;
import java.time.Clock;
import java.time.Instant;
import javax.sql.DataSource;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.boot.context.event.ApplicationStartedEvent;
import org.springframework.context.event.EventListener;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Fails as interrupted the unfinished analyses whose instance stopped without ending them
 * (killed, crashed, or cut off from the database): those that had no heartbeat for
 * {@code heartbeat-timeout}. Every instance does this, and failing them twice changes
 * nothing. An instance does it only once it has reached the database for a whole
 * {@code heartbeat-timeout}, so that after the database was out of reach the instances
 * still measuring have had time to send their heartbeats again. On a database only this
 * process can open, the embedded one, an instance that starts fails every unfinished
 * analysis at once: they can only be those of a predecessor that was killed.
 */
@Component
class AbandonedAnalyses {

	private static final Log logger = LogFactory.getLog(AbandonedAnalyses.class);

	private final MeasuringInstances measuring;

	private final StorageSettings settings;

	private final Clock clock;

	private final DataSource dataSource;

	private final Instance instance;

	/** Since when the database has answered every time, or {@code null}. */
	private Instant reachableSince;

	AbandonedAnalyses(MeasuringInstances measuring, StorageSettings settings, Clock clock, DataSource dataSource,
			Instance instance) {
		this.measuring = measuring;
		this.settings = settings;
		this.clock = clock;
		this.dataSource = dataSource;
		this.instance = instance;
	}

	/**
	 * Fails the analyses a killed predecessor left unfinished on the embedded database:
	 * those measured by another instance, which can only be one that no longer runs.
	 */
	@EventListener(ApplicationStartedEvent.class)
	void failPredecessorsAnalyses() {
		if (ExclusiveDatabase.is(this.dataSource)) {
			int failed = this.measuring.failMeasuredByOthers(this.instance.id(), AnalysisFailure.ABANDONED,
					this.clock.instant());
			if (failed > 0) {
				logger.info(failed + " analyses the service was measuring when it was last stopped failed as "
						+ "interrupted");
			}
		}
	}

	@Scheduled(fixedDelayString = "${advisor.storage.heartbeat-interval:10s}")
	synchronized void failAbandoned() {
		Instant now = this.clock.instant();
		try {
			if (this.reachableSince == null) {
				this.measuring.checkReachable();
				this.reachableSince = now;
			}
			Instant heartbeatBefore = now.minus(this.settings.heartbeatTimeout());
			if (!heartbeatBefore.isBefore(this.reachableSince)) {
				int failed = this.measuring.failAbandoned(heartbeatBefore, AnalysisFailure.ABANDONED, now);
				if (failed > 0) {
					logger.info(failed + " analyses had no heartbeat for " + this.settings.heartbeatTimeout()
							+ " and failed as interrupted");
				}
			}
		}
		catch (StorageUnavailableException ex) {
			this.reachableSince = null;
		}
	}

}
