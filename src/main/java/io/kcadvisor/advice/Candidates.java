package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The results a request may recommend, what each costs in CPU and latency, and their
 * frontier.
 *
 * @param eligible the results that may be recommended ({@link NotRecommendable}): those
 * the request's Kafka version can configure ({@link Eligibility}), that rest on at least
 * two full batches ({@link FullBatches}) and, but for {@code none}, store fewer bytes
 * than without compression ({@link Baseline}); each set of results that made the same
 * batches at several batch.size values only at the smallest of them
 * ({@link EqualBatches})
 * @param frontier the eligible results no other eligible result beats on both stored
 * bytes and CPU ({@link ProcessCost#secondsPerMB()}), that is, none is at least as small
 * and at least as cheap, and better at one of them; smallest first
 * @param costs the cost of each result
 * @param request the request
 */
record Candidates(List<Result> eligible, List<Result> frontier, Map<Result, ProcessCost> costs, AdviceRequest request) {

	/**
	 * How much more CPU one result must cost than another not to tie with it, in percent:
	 * as close as the speeds of one setting measured on a busy machine come from run to
	 * run, so that the CPU computed from them comes at least as close.
	 */
	static final int COST_TIE_PERCENT = 20;

	/**
	 * Selects the candidates of a request.
	 * @param results every measured result
	 * @param request the request
	 * @param model the CPU cost model
	 * @return the candidates
	 */
	static Candidates of(List<Result> results, AdviceRequest request, CostModel model) {
		Map<Result, String> left = NotRecommendable.reasons(results, request.kafkaVersion());
		List<Result> eligible = results.stream().filter((result) -> !left.containsKey(result)).toList();
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
	 * Returns whether a candidate compresses: any codec but {@code none}.
	 * @return {@code true} when at least one eligible result uses a codec
	 */
	boolean anyCompresses() {
		return this.eligible.stream().anyMatch((result) -> result.codec() != Codec.NONE);
	}

	/**
	 * Returns the order of the smallest first: the fewest bytes, then the least CPU.
	 * @return the order
	 */
	Comparator<Result> smallestFirst() {
		return Comparator.comparingLong(Result::compressedBytes)
			.thenComparingDouble((result) -> cost(result).secondsPerMB())
			.thenComparing(Ranking.STABLE);
	}

	/**
	 * Returns the cheapest of some results. The least CPU producers, brokers and
	 * consumers spend together sets the bar, and every result that costs at most
	 * {@value #COST_TIE_PERCENT}% more ties with it: of those, the fewest bytes, then the
	 * least CPU, then the shortest wait in the producer.
	 * @param results candidates
	 * @return the cheapest, empty when there are none
	 */
	Optional<Result> cheapest(Collection<Result> results) {
		if (results.isEmpty()) {
			return Optional.empty();
		}
		double least = leastSecondsPerMB(results);
		return results.stream()
			.filter((result) -> tiesWithLeast(cost(result).secondsPerMB(), least))
			.min(Comparator.comparingLong(Result::compressedBytes)
				.thenComparingDouble((result) -> cost(result).secondsPerMB())
				.thenComparingDouble((result) -> cost(result).lingerLatencyMs())
				.thenComparing(Ranking.STABLE));
	}

	/**
	 * Returns the least CPU of some results, the bar of {@link #cheapest(Collection)}.
	 * @param results candidates, not empty
	 * @return CPU seconds per MB of raw records
	 */
	double leastSecondsPerMB(Collection<Result> results) {
		return results.stream().mapToDouble((result) -> cost(result).secondsPerMB()).min().orElseThrow();
	}

	private static boolean tiesWithLeast(double cost, double least) {
		return cost * 100 <= least * (100 + COST_TIE_PERCENT);
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
