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
	 * How far above the least CPU a result's CPU may be and tie with it, in percent of
	 * what the least spends in its codec: as close as the speeds of one setting measured
	 * on a busy machine come from run to run. Only the codec's CPU rests on those speeds;
	 * the rest, per record, batch and byte, is the same arithmetic for every result, so a
	 * codec's CPU is not lost in it where small batches make it most of the CPU.
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
	 * {@value #COST_TIE_PERCENT}% of the least's codec CPU more ties with it: of those,
	 * the fewest bytes, then the least CPU, then the shortest wait in the producer.
	 * @param results candidates
	 * @return the cheapest, empty when there are none
	 */
	Optional<Result> cheapest(Collection<Result> results) {
		if (results.isEmpty()) {
			return Optional.empty();
		}
		double bar = tieBar(results);
		return results.stream()
			.filter((result) -> cost(result).secondsPerMB() <= bar)
			.min(Comparator.comparingLong(Result::compressedBytes)
				.thenComparingDouble((result) -> cost(result).secondsPerMB())
				.thenComparingDouble((result) -> cost(result).lingerLatencyMs())
				.thenComparing(Ranking.STABLE));
	}

	/**
	 * Says which costs {@link #cheapest(Collection)} takes for a tie, for a rationale.
	 * @param results the results it chose from, not empty
	 * @return for example {@code within 0.4 ms per MB of records of the least (6.6 ms):
	 * 20% of what the least spends in its codec}
	 */
	String tie(Collection<Result> results) {
		double least = results.stream().mapToDouble((result) -> cost(result).secondsPerMB()).min().orElseThrow();
		return "within " + Text.number((tieBar(results) - least) * 1000) + " ms per MB of records of the least ("
				+ Text.number(least * 1000) + " ms): " + COST_TIE_PERCENT + "% of what the least spends in its codec";
	}

	/**
	 * Returns whether a result costs the least CPU of some results.
	 * @param result one of the results
	 * @param results the results
	 * @return {@code true} when none costs less
	 */
	boolean costsLeast(Result result, Collection<Result> results) {
		double cost = cost(result).secondsPerMB();
		return results.stream().allMatch((other) -> cost(other).secondsPerMB() >= cost);
	}

	/**
	 * Returns the most CPU that ties with the least of some results, the bar of
	 * {@link #cheapest(Collection)}: the least, plus {@value #COST_TIE_PERCENT}% of what
	 * the result spending it spends in its codec.
	 * @param results candidates, not empty
	 * @return CPU seconds per MB of raw records
	 */
	private double tieBar(Collection<Result> results) {
		ProcessCost least = results.stream()
			.map(this::cost)
			.min(Comparator.comparingDouble(ProcessCost::secondsPerMB))
			.orElseThrow();
		return least.secondsPerMB() + least.codecSecondsPerMB() * COST_TIE_PERCENT / 100;
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
