package io.kcadvisor.analysis.web;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.kcadvisor.advice.Objective;
import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.advice.WorkloadCost;
import io.kcadvisor.analysis.AnalysisFailure;
import io.kcadvisor.analysis.AnalysisStatus;
import io.kcadvisor.analysis.Progress;
import io.kcadvisor.analysis.SampleSummary;
import io.kcadvisor.analysis.SampleSummary.TopicSource;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sample.SampleFormat;
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
 * @param progress measurements made so far, of the total
 * @param sample what the sample was
 * @param current what the records take today where they are stored: on their topic, or in
 * an uploaded segment; null when not known
 * @param request what was asked for
 * @param results every configuration measured, once succeeded
 * @param recommendations the best configurable results for the objective, best first,
 * once succeeded, each with what it saves against today; while running, a preliminary
 * ranking of the first configurations measured
 * @param partial whether the time budget ran out before every configuration was measured
 * @param notes what to know about the results
 * @param error why the analysis failed, once failed, written as a problem
 * @param createdAt when it was submitted
 * @param finishedAt when it ended, or null
 */
@Schema(name = "Analysis")
record AnalysisView(String id, AnalysisStatus status, Progress progress, SampleView sample, CurrentStorage current,
		RequestView request, List<ResultView> results, List<RecommendationView> recommendations, boolean partial,
		List<String> notes, @Schema(implementation = ApiProblem.class) @JsonSerialize(
				converter = FailureProblem.class) AnalysisFailure error,
		Instant createdAt, Instant finishedAt) {

	/**
	 * What the sample was.
	 *
	 * @param format the format it was split with (the detected one for auto), or topic
	 * @param records the number of records
	 * @param bytes the sample's size in bytes, as uploaded (inflated for zips), or for a
	 * topic its records' keys, values and headers
	 * @param source the topic it was read from, or null for an upload
	 */
	@Schema(name = "SampleSummary")
	record SampleView(SampleFormat format, int records, long bytes, TopicSource source) {

		static SampleView of(SampleSummary summary) {
			return new SampleView(summary.format(), summary.records(), summary.bytes(), summary.source());
		}

	}

	/**
	 * A recommendation, final or preliminary, with what it saves against what the records
	 * take today.
	 *
	 * @param recommendation the recommendation
	 * @param preliminary whether it ranks the first configurations measured while the
	 * analysis runs, to be replaced by the ranking of every result when it ends
	 * @param savingVsCurrent the fraction of today's stored bytes it saves, negative when
	 * it stores more; null when today's is not known
	 */
	@Schema(name = "Recommendation",
			description = "One recommended configuration with everything needed to apply it, final or preliminary, "
					+ "with what it saves against what the records take today")
	record RecommendationView(@JsonUnwrapped Recommendation recommendation, boolean preliminary,
			Double savingVsCurrent) {
	}

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
	 * @param notRecommendable why the advice may not recommend it, in a few words, or
	 * null when it may
	 */
	@Schema(name = "AnalysisResult", description = "A result, with what it costs at the user's workload")
	record ResultView(@JsonUnwrapped Result result, WorkloadCost workload, String notRecommendable) {
	}

}
