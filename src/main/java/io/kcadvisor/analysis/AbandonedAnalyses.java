package io.kcadvisor.analysis;

import io.kcadvisor.storage.StorageSettings;
import io.kcadvisor.storage.StorageUnavailableException;
import java.time.Clock;
import java.time.Instant;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Fails as interrupted the unfinished analyses whose instance stopped without ending them
 * (killed, crashed, or cut off from the database): those that had no heartbeat for
 * {@code heartbeat-timeout}. Every instance does this, and failing them twice changes
 * nothing. An instance does it only once it has reached the database for a whole
 * {@code heartbeat-timeout}, so that after the database was out of reach the instances
 * still measuring have had time to send their heartbeats again.
 */
@Component
class AbandonedAnalyses {

	private static final Log logger = LogFactory.getLog(AbandonedAnalyses.class);

	private final AnalysisRepository repository;

	private final StorageSettings settings;

	private final Clock clock;

	/** Since when the database has answered every time, or {@code null}. */
	private Instant reachableSince;

	AbandonedAnalyses(AnalysisRepository repository, StorageSettings settings, Clock clock) {
		this.repository = repository;
		this.settings = settings;
		this.clock = clock;
	}

	@Scheduled(fixedDelayString = "${advisor.storage.heartbeat-interval:10s}")
	synchronized void failAbandoned() {
		Instant now = this.clock.instant();
		try {
			if (this.reachableSince == null) {
				this.repository.checkReachable();
				this.reachableSince = now;
			}
			Instant heartbeatBefore = now.minus(this.settings.heartbeatTimeout());
			if (!heartbeatBefore.isBefore(this.reachableSince)) {
				int failed = this.repository.failAbandoned(heartbeatBefore, AnalysisFailure.ABANDONED, now);
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
