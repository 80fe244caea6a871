package io.kcadvisor.sweep;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Tells a running sweep to stop: when it is cancelled, or when its time budget runs out.
 * Checked between groups of batches, so a sweep stops within one group's work.
 */
final class SweepStop {

	private final AtomicBoolean cancelled = new AtomicBoolean();

	private final Instant deadline;

	SweepStop(Instant deadline) {
		this.deadline = deadline;
	}

	void cancel() {
		this.cancelled.set(true);
	}

	boolean cancelled() {
		return this.cancelled.get();
	}

	boolean pastDeadline() {
		return Instant.now().isAfter(this.deadline);
	}

	/**
	 * Returns the time left until the deadline.
	 * @return nanoseconds, at most {@link Long#MAX_VALUE}, 0 once past
	 */
	long nanosLeft() {
		Duration left = Duration.between(Instant.now(), this.deadline);
		if (left.isNegative()) {
			return 0;
		}
		return (left.getSeconds() < Long.MAX_VALUE / 1_000_000_000L - 1) ? left.toNanos() : Long.MAX_VALUE;
	}

	boolean stopped() {
		return cancelled() || pastDeadline();
	}

	/**
	 * Ends the configuration being measured when the sweep must stop.
	 * @throws Stopped when it must
	 */
	void check() {
		if (stopped()) {
			throw new Stopped();
		}
	}

	/**
	 * Thrown inside a worker to abandon the configuration it measures.
	 */
	static final class Stopped extends RuntimeException {

		Stopped() {
			super("Sweep stopped", null, false, false);
		}

	}

}
