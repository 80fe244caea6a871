package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisStatus;

/**
 * The data of an analysis's {@code progress} and {@code end} events.
 *
 * @param status the analysis's status
 * @param completed measurements made (or failed) so far
 * @param total measurements planned: one for each configuration, on the whole sample, and
 * from the start of the sweep, when its first answer is measured on a part of the sample,
 * one for each of the first answer's configurations on that part
 * @param firstAnswer whether the first configurations measured are ranked, as a
 * preliminary ranking, while the analysis runs
 */
record ProgressEvent(AnalysisStatus status, int completed, int total, boolean firstAnswer) {

	static ProgressEvent of(Analysis analysis) {
		return new ProgressEvent(analysis.status(), analysis.progress().completed(), analysis.progress().total(),
				analysis.firstAnswer() != null);
	}

}
