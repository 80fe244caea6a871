package io.kcadvisor.advice;

import io.kcadvisor.sweep.Pareto;
import io.kcadvisor.sweep.Result;
import java.util.List;

/**
 * The results a request may recommend, and their Pareto frontier.
 *
 * @param eligible the results the request's Kafka version can configure, each set of
 * results that made the same batches at several batch.size values only at the smallest of
 * them ({@link EqualBatches})
 * @param frontier the Pareto frontier of the eligible results, smallest first
 * ({@link Pareto#frontier(List)})
 * @param request the request
 */
record Candidates(List<Result> eligible, List<Result> frontier, AdviceRequest request) {

	/**
	 * Selects the candidates of a request.
	 * @param results every measured result
	 * @param request the request
	 * @return the candidates
	 */
	static Candidates of(List<Result> results, AdviceRequest request) {
		List<Result> eligible = Eligibility.eligible(EqualBatches.atSmallestBatchSize(results), request.kafkaVersion());
		return new Candidates(eligible, Pareto.frontier(eligible), request);
	}

}
