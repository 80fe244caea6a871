package io.kcadvisor.analysis;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.system.Echo;

/**
 * No analysis has the id asked for: it never existed, expired or was deleted.
 */
public class AnalysisNotFoundException extends ProblemException {

	private final String id;

	public AnalysisNotFoundException(String id) {
		super(ProblemType.ANALYSIS_NOT_FOUND, "No analysis has id '" + Echo.quoted(id)
				+ "'. Analyses are kept for a limited time after they finish.");
		this.id = id;
	}

	/**
	 * Returns the id asked for.
	 * @return the id
	 */
	public String id() {
		return this.id;
	}

}
