package io.kcadvisor.analysis.web;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.kcadvisor.advice.Objective;
import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.advice.WorkloadCost;
import io.kcadvisor.analysis.AnalysisFailure;
import io.kcadvisor.analysis.AnalysisStatus;
import io.kcadvisor.analysis.Progress;
import io.kcadvisor.analysis.SampleSummary;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import io.kcadvisor.system.ApiProblem;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Instant;
import java.util.List;
import java.util.Set;

import tools.jackson.databind.annotation.JsonSerialize;

/**
 * An analysis as the API shows it.
 *
 * @param id the analysis's unguessable id
 * @param status where the analysis is in its life
 * @param progress configurations measured so far, of the total
 * @param sample what the sample was
 * @param request what was asked for
 * @param results every configuration measured, once succeeded
 * @param recommendations the best configurable results for the objective, best first,
 * once succeeded
 * @param partial whether the time budget ran out before every configuration was measured
 * @param notes what to know about the results
 * @param error why the analysis failed, once failed, written as a problem
 * @param createdAt when it was submitted
 * @param finishedAt when it ended, or null
 */
@Schema(name = "Analysis")
record AnalysisView(String id, AnalysisStatus status, Progress progress, SampleSummary sample, RequestView request,
		List<ResultView> results, List<Recommendation> recommendations, boolean partial, List<String> notes,
		@Schema(implementation = ApiProblem.class) @JsonSerialize(
				converter = FailureProblem.class) AnalysisFailure error,
		Instant createdAt, Instant finishedAt) {

	/**
	 * What was asked for.
	 *
	 * @param preset how much was swept
	 * @param codecs the codecs swept
	 * @param batchSizes the batch.size values swept, or null for the preset's
	 * @param recordsPerBatch the fixed records per batch, or null
	 * @param objective the objective the recommendations are ranked by
	 * @param kafkaVersion the Kafka version the recommendations are for
	 * @param workload the user's traffic
	 */
	@Schema(name = "AnalysisRequest")
	record RequestView(Preset preset, Set<Codec> codecs, List<Integer> batchSizes, Integer recordsPerBatch,
			Objective objective, KafkaVersion kafkaVersion, Workload workload) {
	}

	/**
	 * A result, with what it costs at the user's workload.
	 *
	 * @param result the measurement
	 * @param workload CPU cores and bytes per day at the user's workload, or null without
	 * one
	 */
	@Schema(name = "AnalysisResult", description = "A result, with what it costs at the user's workload")
	record ResultView(@JsonUnwrapped Result result, WorkloadCost workload) {
	}

}
