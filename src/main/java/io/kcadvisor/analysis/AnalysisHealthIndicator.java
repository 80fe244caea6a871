package io.kcadvisor.analysis;

import io.kcadvisor.sweep.SweepExecutor;

import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;
import org.springframework.stereotype.Component;

/**
 * The service is up when it can take an analysis: its workers accept work and a worker or
 * a queue place is free. With the queue full it is out of service until a place frees up.
 */
@Component("analyses")
class AnalysisHealthIndicator extends AbstractHealthIndicator {

	private final SweepExecutor executor;

	private final Admission admission;

	AnalysisHealthIndicator(SweepExecutor executor, Admission admission) {
		this.executor = executor;
		this.admission = admission;
	}

	@Override
	protected void doHealthCheck(Health.Builder builder) {
		if (!this.executor.acceptsWork()) {
			builder.down();
		}
		else if (!this.admission.hasRoom()) {
			builder.status(Status.OUT_OF_SERVICE);
		}
		else {
			builder.up();
		}
		builder.withDetail("workers", this.executor.workers())
			.withDetail("running", this.admission.running())
			.withDetail("queued", this.admission.queued());
	}

}
