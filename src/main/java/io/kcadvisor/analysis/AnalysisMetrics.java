package io.kcadvisor.analysis;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Locale;

import org.springframework.stereotype.Component;

/**
 * The analyses' meters: started and finished (by status) counts, durations, and how many
 * are running and queued.
 */
@Component
class AnalysisMetrics {

	private final MeterRegistry registry;

	private final Counter started;

	AnalysisMetrics(MeterRegistry registry) {
		this.registry = registry;
		this.started = Counter.builder("advisor.analyses.started")
			.description("Analyses whose sweep started")
			.register(registry);
	}

	void started() {
		this.started.increment();
	}

	void finished(Analysis analysis) {
		String status = analysis.status().name().toLowerCase(Locale.ROOT);
		Counter.builder("advisor.analyses.finished")
			.description("Analyses that ended, by final status")
			.tag("status", status)
			.register(this.registry)
			.increment();
		if (analysis.finishedAt() != null) {
			Timer.builder("advisor.analyses.duration")
				.description("Time from submission to end")
				.tag("status", status)
				.register(this.registry)
				.record(Duration.between(analysis.createdAt(), analysis.finishedAt()));
		}
	}

}
