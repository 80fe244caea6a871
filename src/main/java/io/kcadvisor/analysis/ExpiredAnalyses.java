package io.kcadvisor.analysis;

import io.kcadvisor.storage.StorageUnavailableException;
import java.time.Clock;

import org.springframework.scheduling.annotation.SchedulingConfigurer;
import org.springframework.scheduling.config.ScheduledTaskRegistrar;
import org.springframework.stereotype.Component;

/**
 * Deletes the analyses that finished longer than {@code retention} ago. Every instance
 * does this, and deleting them twice changes nothing; reads never show an expired
 * analysis, whenever it is deleted. It checks every {@code expiry-check-interval}.
 */
@Component
class ExpiredAnalyses implements SchedulingConfigurer {

	private final AnalysisRepository repository;

	private final AnalysisSettings settings;

	private final Clock clock;

	ExpiredAnalyses(AnalysisRepository repository, AnalysisSettings settings, Clock clock) {
		this.repository = repository;
		this.settings = settings;
		this.clock = clock;
	}

	@Override
	public void configureTasks(ScheduledTaskRegistrar registrar) {
		registrar.addFixedDelayTask(this::delete, this.settings.expiryCheckInterval());
	}

	void delete() {
		try {
			this.repository.deleteFinishedBefore(this.clock.instant().minus(this.settings.retention()));
		}
		catch (StorageUnavailableException ex) {
			// deleted at a later check; reads never show them meanwhile
		}
	}

}
