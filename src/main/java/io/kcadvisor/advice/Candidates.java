package io.kcadvisor.advice;

import io.kcadvisor.cost.CostModel;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The results a request may recommend, what each costs in CPU and latency, and their
 * frontier.
 *
 * @param eligible the results the request's Kafka version can configure, each set of
 * results that made the same batches at several batch.size values only at the smallest of
 * them ({@link EqualBatches})
 * @param frontier the eligible results no other eligible result beats on both stored
 * bytes and CPU ({@link ProcessCost#secondsPerMB()}), that is, none is at least as small
 * and at least as cheap, and better at one of them; smallest first
 * @param costs the cost of each result
 * @param request the request
 */
record Candidates(List<Result> eligible, List<Result> frontier, Map<Result, ProcessCost> costs, AdviceRequest request) {

	/**
	 * Selects the candidates of a request.
	 * @param results every measured result
	 * @param request the request
	 * @param model the CPU cost model
	 * @return the candidates
	 */
	static Candidates of(List<Result> results, AdviceRequest request, CostModel model) {
		List<Result> eligible = Eligibility.eligible(EqualBatches.atSmallestBatchSize(results), request.kafkaVersion());
		Map<Result, ProcessCost> costs = ProcessCost.of(results, request, model);
		return new Candidates(eligible, frontier(eligible, costs), costs, request);
	}

	/**
	 * Returns the cost of a result.
	 * @param result an eligible result
	 * @return its cost
	 */
	ProcessCost cost(Result result) {
		return this.costs.get(result);
	}

	/**
	 * Returns the order of the cheapest first: the least CPU producers, brokers and
	 * consumers spend together, then the shortest wait in the producer, then the fewest
	 * bytes.
	 * @return the order
	 */
	Comparator<Result> cheapestFirst() {
		return Comparator.<Result>comparingDouble((result) -> cost(result).secondsPerMB())
			.thenComparingDouble((result) -> cost(result).lingerLatencyMs())
			.thenComparingLong(Result::compressedBytes)
			.thenComparing(Ranking.STABLE);
	}

	private static List<Result> frontier(List<Result> eligible, Map<Result, ProcessCost> costs) {
		List<Result> bySize = new ArrayList<>(eligible);
		bySize.sort(Comparator.comparingLong(Result::compressedBytes)
			.thenComparingDouble((result) -> costs.get(result).secondsPerMB())
			.thenComparing(Ranking.STABLE));
		List<Result> frontier = new ArrayList<>();
		double cheapestSoFar = Double.POSITIVE_INFINITY;
		for (Result result : bySize) {
			double cost = costs.get(result).secondsPerMB();
			// every result before this one is at least as small: it beats this one when
			// it is cheaper, or as cheap and smaller
			if (cost < cheapestSoFar) {
				frontier.add(result);
				cheapestSoFar = cost;
			}
		}
		return List.copyOf(frontier);
	}

}
