package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Advice;
import io.kcadvisor.advice.Objective;
import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisRequest;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.AnalysisStatus;
import io.kcadvisor.analysis.web.AnalysisView.RequestView;
import io.kcadvisor.analysis.web.AnalysisView.ResultView;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepOutcome;
import java.util.List;
import java.util.stream.Stream;

import org.springframework.stereotype.Component;

/**
 * Builds the API's view of an analysis with the advice on it for an objective and Kafka
 * version.
 */
@Component
class AnalysisViews {

	private final AnalysisService analyses;

	AnalysisViews(AnalysisService analyses) {
		this.analyses = analyses;
	}

	AnalysisView view(Analysis analysis, Objective objective, KafkaVersion kafkaVersion) {
		return view(analysis, this.analyses.advice(analysis, objective, kafkaVersion), objective, kafkaVersion);
	}

	/**
	 * Builds the view of an analysis with the advice on it: the sweep's notes come first,
	 * then the advice's.
	 */
	AnalysisView view(Analysis analysis, Advice advice, Objective objective, KafkaVersion kafkaVersion) {
		AnalysisRequest request = analysis.request();
		SweepOutcome outcome = (analysis.status() == AnalysisStatus.SUCCEEDED) ? analysis.outcome() : null;
		List<Result> results = (outcome != null) ? outcome.results() : List.of();
		List<String> notes = Stream.concat(analysis.notes().stream(), advice.notes().stream()).toList();
		return new AnalysisView(analysis.id(), analysis.status(), analysis.progress(), analysis.sample(),
				new RequestView(request.preset(), request.codecs(), request.batchSizes(), request.recordsPerBatch(),
						(objective != null) ? objective : request.objective(),
						(kafkaVersion != null) ? kafkaVersion : request.kafkaVersion(), request.workload()),
				results.stream().map((result) -> new ResultView(result, advice.cost(result))).toList(),
				advice.recommendations(), outcome != null && outcome.ending() == SweepOutcome.Ending.OUT_OF_TIME, notes,
				analysis.error(), analysis.createdAt(), analysis.finishedAt());
	}

}
