package io.kcadvisor.analysis;

import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.sweep.SweepOutcome;
import io.kcadvisor.sweep.SweepOutcome.Ending;
import io.kcadvisor.sweep.SweepOutcome.FailedConfiguration;
import io.kcadvisor.system.Durations;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Decides how an analysis ends from how its sweep ended, and says so in words.
 */
final class AnalysisEndings {

	private static final int LISTED_FAILURES = 5;

	private AnalysisEndings() {
	}

	static void apply(Analysis analysis, SweepOutcome outcome, Throwable failure, Duration timeBudget, Instant now) {
		if (failure != null) {
			analysis.fail(new AnalysisFailure(ProblemType.MEASUREMENT_FAILED, "The analysis stopped unexpectedly: "
					+ Objects.toString(failure.getMessage(), failure.getClass().getSimpleName())), now);
			return;
		}
		if (outcome.ending() == Ending.CANCELLED) {
			analysis.fail(AnalysisFailure.SERVICE_STOPPED, now);
			return;
		}
		if (outcome.results().isEmpty()) {
			analysis.fail(nothingMeasured(outcome, timeBudget), now);
			return;
		}
		analysis.succeed(outcome, notes(outcome, timeBudget), now);
	}

	private static AnalysisFailure nothingMeasured(SweepOutcome outcome, Duration timeBudget) {
		if (outcome.ending() == Ending.OUT_OF_TIME) {
			return new AnalysisFailure(ProblemType.TIME_BUDGET_EXCEEDED,
					"The analysis ran out of its time budget of " + Durations.inWords(timeBudget)
							+ " before any configuration was measured. Choose a smaller preset, fewer codecs or a "
							+ "smaller sample, or raise advisor.analysis.time-budget.");
		}
		return new AnalysisFailure(ProblemType.MEASUREMENT_FAILED,
				"No configuration could be measured: " + listed(outcome.failures()));
	}

	private static List<String> notes(SweepOutcome outcome, Duration timeBudget) {
		List<String> notes = new ArrayList<>();
		if (outcome.ending() == Ending.OUT_OF_TIME) {
			notes.add(
					"Partial results: the time budget of " + Durations.inWords(timeBudget) + " ran out after measuring "
							+ outcome.results().size() + " of " + outcome.total() + " configurations.");
		}
		if (!outcome.failures().isEmpty()) {
			notes.add(outcome.failures().size() + " configuration(s) could not be measured: "
					+ listed(outcome.failures()));
		}
		return notes;
	}

	private static String listed(List<FailedConfiguration> failures) {
		String listed = failures.stream()
			.limit(LISTED_FAILURES)
			.map((failure) -> failure.configuration() + " (" + failure.reason() + ")")
			.collect(Collectors.joining("; "));
		return (failures.size() > LISTED_FAILURES) ? listed + "; and " + (failures.size() - LISTED_FAILURES) + " more"
				: listed;
	}

}
