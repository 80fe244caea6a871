package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisStatus;
import io.kcadvisor.sweep.FirstAnswer;
import java.util.Optional;

/**
 * Says what a running analysis's preliminary ranking rests on: the quick set, measured on
 * the whole sample or on an evenly spread part of it.
 */
final class FirstAnswerNote {

	private static final PageFormat FORMAT = new PageFormat();

	private FirstAnswerNote() {
	}

	/**
	 * Returns the note on an analysis.
	 * @param analysis the analysis
	 * @return the note while it runs with a first answer, otherwise empty
	 */
	static Optional<String> of(Analysis analysis) {
		FirstAnswer answer = analysis.firstAnswer();
		if (analysis.status() != AnalysisStatus.RUNNING || answer == null) {
			return Optional.empty();
		}
		String measuredOn = answer.wholeSample() ? "on the whole sample"
				: "on an evenly spread part of the sample (" + FORMAT.count(answer.records(), "message") + " of "
						+ FORMAT.count(answer.sampleRecords(), "message") + ", " + FORMAT.bytes(answer.bytes()) + " of "
						+ FORMAT.bytes(answer.sampleBytes()) + ")";
		return Optional.of("Preliminary: the ranking of the " + answer.results().size()
				+ " configurations of the quick preset, measured first " + measuredOn
				+ ". The ranking of every configuration replaces it when the sweep ends.");
	}

}
