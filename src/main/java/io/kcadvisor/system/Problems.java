package io.kcadvisor.system;

import java.net.URI;

import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;

/**
 * Builds this service's problem details: each kind has a type URI under
 * {@code /problems/}.
 */
public final class Problems {

	private Problems() {
	}

	/**
	 * Creates a problem.
	 * @param status the HTTP status
	 * @param type the kind, for example {@code sample-too-large}
	 * @param title a short summary of the kind
	 * @param detail what happened, and how to fix it
	 * @return the problem
	 */
	public static ProblemDetail of(HttpStatusCode status, String type, String title, String detail) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
		problem.setType(type(type));
		problem.setTitle(title);
		return problem;
	}

	/**
	 * Returns whether a problem is of a kind.
	 * @param problem the problem
	 * @param type the kind, as given to {@link #of}
	 * @return {@code true} when it is
	 */
	public static boolean isType(ProblemDetail problem, String type) {
		return type(type).equals(problem.getType());
	}

	private static URI type(String type) {
		return URI.create("/problems/" + type);
	}

}
