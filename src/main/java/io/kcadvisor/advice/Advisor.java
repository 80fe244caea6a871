package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.sweep.Pareto;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.springframework.stereotype.Component;

/**
 * Advises on measured results: the one place where the advice on an analysis is
 * assembled, {@link #advise(List, AdviceRequest)}. Stateless, and a pure function of its
 * inputs, so stored results can be ranked again for another objective, Kafka version or
 * workload without measuring again.
 * <p>
 * Each piece of advice is made in one class:
 * <ul>
 * <li>which results may be recommended ({@link Candidates}): {@link Eligibility}, what
 * the Kafka version can configure; {@link FullBatches}, results resting on two full
 * batches or more; {@link Baseline}, codecs that store fewer bytes than none; and
 * {@link EqualBatches}, which counts results that made the very same batches at several
 * {@code batch.size} values once, at the smallest;</li>
 * <li>their order: {@link Ranking}, by objective, each codec and level once, and for
 * {@code balanced} the {@link BalancedRule}, which states the rule and why;</li>
 * <li>why each is recommended: {@link Rationale};</li>
 * <li>the settings to paste: {@link PropertiesWriter}, {@link Librdkafka} and
 * {@link Snippets};</li>
 * <li>what to know before applying one: {@link Warnings};</li>
 * <li>what to know about the results as a whole: the notes here, from
 * {@link Eligibility}, {@link Baseline}, {@link FullBatches} and
 * {@link Remodelling};</li>
 * <li>what each result costs at the user's workload: {@link WorkloadCost}.</li>
 * </ul>
 */
@Component
public final class Advisor {

	/** The most recommendations returned. */
	public static final int MAX_RECOMMENDATIONS = 5;

	private final CostModel costModel;

	/**
	 * Creates an advisor.
	 * @param costSettings the coefficients of the CPU cost model
	 */
	public Advisor(CostSettings costSettings) {
		this.costModel = new CostModel(costSettings.coefficients());
	}

	/**
	 * Advises on the results of an analysis for a request: the recommendations, the notes
	 * on the results as a whole and what each result costs at the workload.
	 * @param measured every measured result of an analysis
	 * @param request the objective, Kafka version and workload
	 * @return the advice, on the results marked {@code paretoOptimal} on the frontier of
	 * those that may be recommended; no recommendations when no result can be configured,
	 * or when no codec that compresses was measured (an analysis that ran out of time
	 * before any did, or one of {@code none} alone), as there is then nothing to weigh
	 * {@code none} against
	 */
	public Advice advise(List<Result> measured, AdviceRequest request) {
		Map<Result, String> left = NotRecommendable.reasons(measured, request.kafkaVersion());
		List<Result> results = Pareto.mark(measured, (result) -> !left.containsKey(result));
		boolean anyCompresses = results.stream().anyMatch((result) -> result.codec() != Codec.NONE);
		Map<Result, WorkloadCost> costs = WorkloadCost.of(results, request, this.costModel);
		List<Recommendation> recommendations = anyCompresses
				? recommend(Candidates.of(results, request, this.costModel), costs) : List.of();
		boolean noneRecommended = !recommendations.isEmpty() && recommendations.get(0).result().codec() == Codec.NONE;
		return new Advice(recommendations, notes(results, request, noneRecommended), costs, anyCompresses, results,
				NotRecommendable.reasons(results, request.kafkaVersion()));
	}

	private List<Recommendation> recommend(Candidates candidates, Map<Result, WorkloadCost> costs) {
		List<Result> ranked = Ranking.rank(candidates, candidates.request().objective(), MAX_RECOMMENDATIONS);
		List<Recommendation> recommendations = new ArrayList<>();
		for (Result result : ranked) {
			recommendations.add(recommendation(recommendations.size() + 1, result, candidates, costs.get(result)));
		}
		return recommendations;
	}

	/**
	 * Says what a user must know about the results as a whole: that no codec that
	 * compresses the version can configure was measured, or none that saves bytes; at
	 * which batch sizes the sample made too few batches to judge; and that the results
	 * were modelled for another Kafka version whose producers batch otherwise.
	 */
	private List<String> notes(List<Result> results, AdviceRequest request, boolean noneRecommended) {
		List<String> notes = new ArrayList<>();
		Eligibility.note(results, request.kafkaVersion()).ifPresent(notes::add);
		Baseline.note(results, noneRecommended, request).ifPresent(notes::add);
		FullBatches.note(results, request).ifPresent(notes::add);
		Remodelling.note(request).ifPresent(notes::add);
		return notes;
	}

	private Recommendation recommendation(int rank, Result result, Candidates candidates, WorkloadCost cost) {
		AdviceRequest request = candidates.request();
		Map<String, String> producer = PropertiesWriter.producer(result, request);
		Map<String, String> topic = PropertiesWriter.topic(result, request);
		Map<String, String> snippets = Snippets.of(producer, topic, Librdkafka.properties(result, request),
				request.kafkaVersion(), request.topic().name());
		return new Recommendation(rank, result, Rationale.explain(result, rank, candidates), producer, topic, snippets,
				Warnings.of(result, candidates, cost), cost);
	}

}
