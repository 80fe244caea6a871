package io.kcadvisor.analysis;

import io.kcadvisor.problem.ProblemType;

/**
 * Why an analysis failed.
 *
 * @param type the kind of problem
 * @param detail what happened, and how to get an answer
 */
public record AnalysisFailure(ProblemType type, String detail) {

	/** The service shut down while the analysis was queued or running. */
	static final AnalysisFailure SERVICE_STOPPED = new AnalysisFailure(ProblemType.INTERRUPTED,
			"The service shut down before the analysis finished. Submit the sample again: samples are never stored.");

	/**
	 * The instance measuring the analysis stopped without ending it (it was killed, or
	 * crashed, or lost its database for too long).
	 */
	static final AnalysisFailure ABANDONED = new AnalysisFailure(ProblemType.INTERRUPTED,
			"The service instance measuring the analysis stopped before it finished. Submit the sample again: "
					+ "samples are never stored.");

}
