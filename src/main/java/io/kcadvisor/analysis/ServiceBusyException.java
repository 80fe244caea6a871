package io.kcadvisor.analysis;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import java.time.Duration;

/**
 * The service cannot take another analysis now: its queue, or the memory it allows
 * samples, is full.
 */
public class ServiceBusyException extends ProblemException {

	private final Duration retryAfter;

	public ServiceBusyException(String message, Duration retryAfter) {
		super(ProblemType.SERVICE_BUSY, message);
		this.retryAfter = retryAfter;
	}

	/**
	 * Returns how long the client should wait before trying again.
	 * @return the wait
	 */
	@Override
	public Duration retryAfter() {
		return this.retryAfter;
	}

}
