package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.AnalysisFailure;
import io.kcadvisor.system.Problems;

import org.springframework.http.ProblemDetail;
import tools.jackson.databind.util.StdConverter;

/**
 * Writes why an analysis failed as the API shows it: an RFC 9457 problem.
 */
class FailureProblem extends StdConverter<AnalysisFailure, ProblemDetail> {

	@Override
	public ProblemDetail convert(AnalysisFailure failure) {
		return Problems.of(failure.type(), failure.detail());
	}

}
