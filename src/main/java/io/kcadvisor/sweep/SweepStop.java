package io.kcadvisor.sweep;

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
