package io.kcadvisor.analysis;

import java.time.Duration;

/**
 * The service cannot take another analysis now: its queue, or the memory it allows
 * samples, is full.
 */
public class ServiceBusyException extends RuntimeException {

	private final Duration retryAfter;

	public ServiceBusyException(String message, Duration retryAfter) {
		super(message);
		this.retryAfter = retryAfter;
	}

	/**
	 * Returns how long the client should wait before trying again.
	 * @return the wait
	 */
	public Duration retryAfter() {
		return this.retryAfter;
	}

	/**
	 * Returns the value of the {@code Retry-After} header: whole seconds, at least one.
	 * @return the header value
	 */
	public String retryAfterHeader() {
		return Long.toString(Math.max(1, this.retryAfter.toSeconds()));
	}

}
