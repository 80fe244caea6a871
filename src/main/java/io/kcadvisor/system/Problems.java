package io.kcadvisor.system;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import java.time.Duration;

import org.springframework.http.HttpHeaders;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;

/**
 * Says a problem in HTTP: the one place an RFC 9457 problem detail is built, from its
 * {@link ProblemType}, its detail and its extension members, and the one place a
 * {@code Retry-After} is written.
 */
public final class Problems {

	private Problems() {
	}

	/**
	 * Creates a problem.
	 * @param type the kind of problem
	 * @param detail what happened, and how to fix it
	 * @return the problem
	 */
	public static ProblemDetail of(ProblemType type, String detail) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(type.status(), detail);
		problem.setType(type.uri());
		problem.setTitle(type.title());
		return problem;
	}

	/**
	 * Creates the problem a failure is answered with.
	 * @param ex the failure
	 * @return the problem, with the failure's extension members
	 */
	public static ProblemDetail of(ProblemException ex) {
		ProblemDetail problem = of(ex.type(), ex.getMessage());
		ex.properties().forEach(problem::setProperty);
		return problem;
	}

	/**
	 * Creates the answer to a failure: its problem, with a {@code Retry-After} header
	 * when trying again later would help.
	 * @param ex the failure
	 * @return the answer
	 */
	public static ResponseEntity<ProblemDetail> response(ProblemException ex) {
		ResponseEntity.BodyBuilder answer = ResponseEntity.status(ex.type().status());
		if (ex.retryAfter() != null) {
			answer.header(HttpHeaders.RETRY_AFTER, retryAfter(ex.retryAfter()));
		}
		return answer.body(of(ex));
	}

	/**
	 * Returns the value of the {@code Retry-After} header for a wait: whole seconds, at
	 * least one.
	 * @param wait the wait
	 * @return the header value
	 */
	public static String retryAfter(Duration wait) {
		return Long.toString(Math.max(1, wait.toSeconds()));
	}

}
