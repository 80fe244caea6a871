package io.kcadvisor.analysis;

import io.kcadvisor.sweep.FirstAnswer;
import io.kcadvisor.sweep.SweepOutcome;
import java.time.Instant;
import java.util.List;

/**
 * Where an analysis is, as one value: what is stored and shown of it besides what was
 * asked for. Each change of an analysis replaces its state whole, so that a reader, such
 * as the writer that stores it, always sees one consistent state.
 *
 * @param status where the analysis is in its life
 * @param progress measurements made so far, of the total
 * @param outcome the sweep's outcome once succeeded, or {@code null}
 * @param notes what the user should know about the results
 * @param error why the analysis failed, or {@code null}
 * @param finishedAt when the analysis ended, or {@code null} while it runs
 * @param firstAnswer the sweep's first answer while it runs, or {@code null}
 */
record AnalysisState(AnalysisStatus status, Progress progress, SweepOutcome outcome, List<String> notes,
		AnalysisFailure error, Instant finishedAt, FirstAnswer firstAnswer) {

	AnalysisState {
		notes = List.copyOf(notes);
	}

	static AnalysisState queued(int total) {
		return new AnalysisState(AnalysisStatus.QUEUED, new Progress(0, total), null, List.of(), null, null, null);
	}

	AnalysisState withProgress(Progress progress) {
		return new AnalysisState(this.status, progress, this.outcome, this.notes, this.error, this.finishedAt,
				this.firstAnswer);
	}

	AnalysisState withFirstAnswer(FirstAnswer firstAnswer) {
		return new AnalysisState(this.status, this.progress, this.outcome, this.notes, this.error, this.finishedAt,
				firstAnswer);
	}

	AnalysisState running() {
		return new AnalysisState(AnalysisStatus.RUNNING, this.progress, null, List.of(), null, null, null);
	}

	AnalysisState succeeded(SweepOutcome outcome, List<String> notes, Instant now) {
		return new AnalysisState(AnalysisStatus.SUCCEEDED, this.progress, outcome, notes, null, now, null);
	}

	AnalysisState failed(AnalysisFailure error, Instant now) {
		return new AnalysisState(AnalysisStatus.FAILED, this.progress, null, List.of(), error, now, null);
	}

	AnalysisState cancelled(Instant now) {
		return new AnalysisState(AnalysisStatus.CANCELLED, this.progress, null, List.of(), null, now, null);
	}

}
