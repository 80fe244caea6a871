package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisStatus;

/**
 * The data of an analysis's {@code progress} and {@code end} events.
 *
 * @param status the analysis's status
 * @param completed configurations measured so far
 * @param total configurations planned
 * @param firstAnswer whether the first configurations measured are ranked, as a
 * preliminary ranking, while the analysis runs
 */
record ProgressEvent(AnalysisStatus status, int completed, int total, boolean firstAnswer) {

	static ProgressEvent of(Analysis analysis) {
		return new ProgressEvent(analysis.status(), analysis.progress().completed(), analysis.progress().total(),
				analysis.firstAnswer() != null);
	}

}
