package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Advisor;
import io.kcadvisor.advice.Objective;
import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisRequest;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.AnalysisStatus;
import io.kcadvisor.analysis.web.AnalysisView.RequestView;
import io.kcadvisor.analysis.web.AnalysisView.ResultView;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepOutcome;
import io.kcadvisor.sweep.Workload;
import java.util.List;

import org.springframework.stereotype.Component;

/**
 * Builds the API's view of an analysis, ranked for an objective and Kafka version.
 */
@Component
class AnalysisViews {

	private final AnalysisService analyses;

	private final Advisor advisor;

	AnalysisViews(AnalysisService analyses, Advisor advisor) {
		this.analyses = analyses;
		this.advisor = advisor;
	}

	AnalysisView view(Analysis analysis, Objective objective, KafkaVersion kafkaVersion) {
		AnalysisRequest request = analysis.request();
		SweepOutcome outcome = (analysis.status() == AnalysisStatus.SUCCEEDED) ? analysis.outcome() : null;
		List<Result> results = (outcome != null) ? outcome.results() : List.of();
		List<Recommendation> recommendations = this.analyses.recommendations(analysis, objective, kafkaVersion);
		return new AnalysisView(analysis.id(), analysis.status(), analysis.progress(), analysis.sample(),
				new RequestView(request.preset(), request.codecs(), request.batchSizes(), request.recordsPerBatch(),
						(objective != null) ? objective : request.objective(),
						(kafkaVersion != null) ? kafkaVersion : request.kafkaVersion(), request.workload()),
				results.stream().map((result) -> withCost(result, results, request.workload())).toList(),
				recommendations, outcome != null && outcome.ending() == SweepOutcome.Ending.OUT_OF_TIME,
				this.analyses.notes(analysis, objective, kafkaVersion), analysis.error(), analysis.createdAt(),
				analysis.finishedAt());
	}

	private ResultView withCost(Result result, List<Result> all, Workload workload) {
		return new ResultView(result, this.advisor.cost(result, all, workload));
	}

}
