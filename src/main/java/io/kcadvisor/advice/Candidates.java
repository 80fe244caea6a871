package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Pareto;
import io.kcadvisor.sweep.Result;
import java.util.List;

/**
 * The results a request may recommend, and their Pareto frontier.
 *
 * @param eligible the results the request's Kafka version can configure
 * ({@link Eligibility}), that rest on at least two full batches ({@link FullBatches})
 * and, but for {@code none}, store fewer bytes than without compression
 * ({@link Baseline}); each set of results that made the same batches at several
 * batch.size values only at the smallest of them ({@link EqualBatches})
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
		List<Result> eligible = EqualBatches.atSmallestBatchSize(results)
			.stream()
			.filter((result) -> Eligibility.isEligible(result, request.kafkaVersion()))
			.filter(FullBatches::enough)
			.filter((result) -> Baseline.savesBytes(result, results))
			.toList();
		return new Candidates(eligible, Pareto.frontier(eligible), request);
	}

	/**
	 * Returns whether a candidate compresses: any codec but {@code none}.
	 * @return {@code true} when at least one eligible result uses a codec
	 */
	boolean anyCompresses() {
		return this.eligible.stream().anyMatch((result) -> result.codec() != Codec.NONE);
	}

}
