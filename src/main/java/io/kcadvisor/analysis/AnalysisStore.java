package io.kcadvisor.analysis;

import java.time.Clock;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Holds analyses in memory by id, and forgets finished ones once their retention has
 * passed.
 */
@Component
class AnalysisStore {

	private final Map<String, Analysis> analyses = new ConcurrentHashMap<>();

	private final AnalysisSettings settings;

	private final Clock clock;

	AnalysisStore(AnalysisSettings settings, Clock clock) {
		this.settings = settings;
		this.clock = clock;
	}

	void add(Analysis analysis) {
		this.analyses.put(analysis.id(), analysis);
	}

	Optional<Analysis> find(String id) {
		Analysis analysis = this.analyses.get(id);
		if (analysis != null && expired(analysis, this.clock.instant())) {
			this.analyses.remove(id, analysis);
			return Optional.empty();
		}
		return Optional.ofNullable(analysis);
	}

	void remove(Analysis analysis) {
		this.analyses.remove(analysis.id(), analysis);
	}

	Collection<Analysis> all() {
		return this.analyses.values();
	}

	@Scheduled(fixedDelayString = "${advisor.analysis.expiry-check-interval:60s}")
	void expire() {
		Instant now = this.clock.instant();
		this.analyses.values().removeIf((analysis) -> expired(analysis, now));
	}

	private boolean expired(Analysis analysis, Instant now) {
		Instant finished = analysis.finishedAt();
		return finished != null && finished.plus(this.settings.retention()).isBefore(now);
	}

}
