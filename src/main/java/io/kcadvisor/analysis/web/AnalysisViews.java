package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Advice;
import io.kcadvisor.advice.Objective;
import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisRequest;
import io.kcadvisor.analysis.AnalysisAdvice;
import io.kcadvisor.analysis.AnalysisStatus;
import io.kcadvisor.analysis.SampleSummary;
import io.kcadvisor.analysis.web.AnalysisView.RecommendationView;
import io.kcadvisor.analysis.web.AnalysisView.RequestView;
import io.kcadvisor.analysis.web.AnalysisView.ResultView;
import io.kcadvisor.analysis.web.AnalysisView.SampleView;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepOutcome;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

import org.springframework.stereotype.Component;

/**
 * Builds the API's view of an analysis with the advice on it for an objective and Kafka
 * version.
 */
@Component
class AnalysisViews {

	private final AnalysisAdvice advice;

	AnalysisViews(AnalysisAdvice advice) {
		this.advice = advice;
	}

	AnalysisView view(Analysis analysis, Objective objective, KafkaVersion kafkaVersion) {
		return view(analysis, advice(analysis, objective, kafkaVersion), objective, kafkaVersion);
	}

	/**
	 * Returns the advice to show on an analysis: on every result once it succeeded, and
	 * while it runs the preliminary advice on its first answer.
	 */
	Advice advice(Analysis analysis, Objective objective, KafkaVersion kafkaVersion) {
		if (analysis.status() == AnalysisStatus.RUNNING) {
			return this.advice.preliminary(analysis, objective, kafkaVersion);
		}
		return this.advice.of(analysis, objective, kafkaVersion);
	}

	/**
	 * Builds the view of an analysis with the advice on it: the sweep's notes come first,
	 * then the advice's.
	 */
	AnalysisView view(Analysis analysis, Advice advice, Objective objective, KafkaVersion kafkaVersion) {
		AnalysisRequest request = analysis.request();
		SweepOutcome outcome = (analysis.status() == AnalysisStatus.SUCCEEDED) ? analysis.outcome() : null;
		List<Result> results = (outcome != null) ? advice.results() : List.of();
		boolean preliminary = analysis.status() != AnalysisStatus.SUCCEEDED;
		SampleSummary sample = analysis.sample();
		List<String> notes = Stream
			.of(sample.notes().stream(), analysis.notes().stream(), FirstAnswerNote.of(analysis).stream(),
					advice.notes().stream())
			.flatMap(Function.identity())
			.toList();
		return new AnalysisView(analysis.id(), analysis.status(), analysis.progress(), SampleView.of(sample),
				sample.current(),
				new RequestView(request.preset(), request.codecs(), request.batchSizes(), request.recordsPerBatch(),
						(objective != null) ? objective : request.objective(),
						(kafkaVersion != null) ? kafkaVersion : request.kafkaVersion(), request.workload()),
				results.stream()
					.map((result) -> new ResultView(result, advice.cost(result), advice.whyNotRecommendable(result)))
					.toList(),
				advice.recommendations()
					.stream()
					.map((recommendation) -> new RecommendationView(recommendation, preliminary,
							saving(sample, recommendation.result())))
					.toList(),
				outcome != null && outcome.ending() == SweepOutcome.Ending.OUT_OF_TIME, notes, analysis.error(),
				analysis.createdAt(), analysis.finishedAt());
	}

	/**
	 * Returns the fraction of today's stored bytes a result saves.
	 * @param sample the sample measured
	 * @param result the result
	 * @return the fraction, or {@code null} when today's is not known
	 */
	static Double saving(SampleSummary sample, Result result) {
		CurrentStorage current = sample.current();
		if (current == null || sample.records() == 0) {
			return null;
		}
		return current.saving(result.compressedBytes() / (double) sample.records());
	}

}
