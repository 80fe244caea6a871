package io.kcadvisor.problem;

import java.time.Duration;
import java.util.Map;

/**
 * A failure the user can act on, of a {@link ProblemType kind} the service names. Its
 * message is the problem's detail: what happened, and how to fix it. Subclasses add the
 * extension members that say more, such as the limit a sample went over.
 */
public class ProblemException extends RuntimeException {

	private final ProblemType type;

	/**
	 * Creates an exception.
	 * @param type the kind of problem
	 * @param detail what happened, and how to fix it
	 */
	public ProblemException(ProblemType type, String detail) {
		super(detail);
		this.type = type;
	}

	/**
	 * Creates an exception with its cause.
	 * @param type the kind of problem
	 * @param detail what happened, and how to fix it
	 * @param cause what caused it
	 */
	public ProblemException(ProblemType type, String detail, Throwable cause) {
		super(detail, cause);
		this.type = type;
	}

	/**
	 * Returns the kind of problem.
	 * @return the kind
	 */
	public ProblemType type() {
		return this.type;
	}

	/**
	 * Returns the problem's extension members, in the order the answer lists them.
	 * @return the members by name; none by default
	 */
	public Map<String, Object> properties() {
		return Map.of();
	}

	/**
	 * Returns how long the client should wait before trying again.
	 * @return the wait, or {@code null} when trying again would not help
	 */
	public Duration retryAfter() {
		return null;
	}

}
