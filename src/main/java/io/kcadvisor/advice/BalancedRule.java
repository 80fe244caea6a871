package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.List;
import java.util.Optional;

/**
 * The trade-off of the {@code balanced} objective, stated here once: the rule, why it is
 * so, and how a recommendation it made is explained. It works over the frontier of the
 * results the user's Kafka version can configure (no other such result is both at least
 * as small and at least as cheap in CPU, and better at one of them:
 * {@link Candidates#frontier()}):
 * <ol>
 * <li>Among the frontier results that compress (every codec but {@code none}), keep those
 * that keep to the floor: their producers spend at most {@value #FLOOR_MS_PER_MB} ms of
 * CPU per MB of raw records more than with {@code none} (one core per
 * {@value #FLOOR_MBPS} MB/s of traffic; {@link ProcessCost#producerSecondsPerMB()}) and,
 * at the workload's rate, each producer that compresses on one core at most (without
 * keys, or in its sender thread: {@link ProducerThreads#oneCorePerProducer}) compresses
 * its share on one core ({@link ProcessCost#compressCoresPerProducer()}); when none does,
 * keep only the cheapest of them. Call the smallest kept result the reference.</li>
 * <li>Recommend the cheapest frontier result, {@code none} included, whose compressed
 * bytes are at most {@value #TOLERANCE_PERCENT}% above the reference's and, when the
 * reference keeps to the floor, that keeps to it too: the least CPU spent by producers,
 * brokers and consumers together, where costs within
 * {@value Candidates#COST_TIE_PERCENT}% of the least's codec CPU above the least tie and
 * the fewest bytes break the tie ({@link Candidates#cheapest}).</li>
 * <li>Ranks 2 to 5 apply the same rule to the frontier results that are not the same
 * choice as one already ranked ({@link Ranking}).</li>
 * </ol>
 * Why: the Java producer compresses on the thread that calls {@code send()}, so what
 * compression adds to a producer's CPU caps what one producer thread can send. At one
 * core per {@value #FLOOR_MBPS} MB/s of traffic that rarely limits a producer; above it
 * (gzip 6, high zstd levels) it often does, for a few percent of bytes; and a result that
 * takes a producer that compresses on one core more than a core at the workload's rate is
 * one it cannot send at all, which the warnings say, so it is not recommended while
 * another keeps to the floor. Within {@value #TOLERANCE_PERCENT}% of the smallest, the
 * bytes saved do not pay for more CPU, so the cheaper result wins, counting what each
 * process saves: a codec that sends fewer, smaller batches can cost a producer and the
 * brokers less CPU than {@code none}. That is also how {@code none} is recommended when
 * no codec saves more than {@value #TOLERANCE_PERCENT}% and {@code none} costs less CPU:
 * its CPU rests on no timing, so no codec costing more ties with it.
 */
final class BalancedRule {

	/** The producer CPU beyond none at the floor, in MB of raw records per CPU-second. */
	private static final int FLOOR_MBPS = 100;

	/** The producer CPU beyond none at the floor, in ms per MB of raw records. */
	private static final int FLOOR_MS_PER_MB = 1000 / FLOOR_MBPS;

	/** How much larger than the reference a cheaper result may be, in percent. */
	private static final int TOLERANCE_PERCENT = 2;

	private BalancedRule() {
	}

	/**
	 * Ranks the frontier by the rule: the pick, then the pick among what is left, and so
	 * on.
	 * @param candidates the candidates, with their frontier and costs
	 * @param limit the most results to return
	 * @return up to {@code limit} results, best first
	 */
	static List<Result> rank(Candidates candidates, int limit) {
		return Ranking.inTurn(candidates.frontier(), (remaining) -> pick(remaining, candidates), limit);
	}

	/**
	 * Says why the rule picked a result that compresses first, for its rationale.
	 * @param pick the result ranked first
	 * @param candidates the candidates it was picked from
	 * @return for example
	 * {@code , the least CPU within 2% of the smallest result whose producers spend
	 * at most one core per 100 MB/s more than uncompressed}
	 */
	static String why(Result pick, Candidates candidates) {
		boolean oneCoreBinds = candidates.frontier()
			.stream()
			.anyMatch((result) -> withinFloorPerMB(result, candidates) && !onOneCore(result, candidates));
		if (!meetsFloor(pick, candidates)) {
			List<Result> compressing = candidates.frontier()
				.stream()
				.filter((result) -> result.codec() != Codec.NONE)
				.toList();
			return (candidates.costsLeast(pick, compressing) ? ", the least CPU of the codecs"
					: ", the fewest bytes of the codecs whose CPU is " + candidates.tie(compressing))
					+ ", as every one costs its producers more than one core per " + FLOOR_MBPS
					+ " MB/s beyond sending uncompressed"
					+ (oneCoreBinds ? ", or more than a core each at this rate" : "");
		}
		String floor = "whose producers spend at most one core per " + FLOOR_MBPS + " MB/s more than sending "
				+ "uncompressed" + (oneCoreBinds ? " and compress this rate on one core each" : "");
		Optional<Result> reference = reference(candidates.frontier(), candidates);
		if (reference.isPresent() && !reference.get().equals(pick)) {
			return ", the least CPU within " + TOLERANCE_PERCENT + "% of the smallest result " + floor;
		}
		return ", the smallest result " + floor;
	}

	/**
	 * Says why the rule picked {@code none} first, for its rationale.
	 * @return the reason
	 */
	static String whyNone() {
		return ": no codec within one core per " + FLOOR_MBPS + " MB/s of producer CPU saves over " + TOLERANCE_PERCENT
				+ "% of the bytes for less CPU";
	}

	/**
	 * Returns the result the rule picks.
	 * @param frontier frontier results, not empty
	 * @param candidates the candidates, with the costs
	 * @return the pick
	 */
	static Result pick(List<Result> frontier, Candidates candidates) {
		Optional<Result> reference = reference(frontier, candidates);
		if (reference.isEmpty()) {
			return candidates.cheapest(frontier).orElseThrow();
		}
		long limit = withinTolerance(reference.get());
		boolean floored = meetsFloor(reference.get(), candidates);
		return candidates
			.cheapest(frontier.stream()
				.filter((result) -> result.compressedBytes() <= limit)
				.filter((result) -> !floored || meetsFloor(result, candidates))
				.toList())
			.orElseThrow();
	}

	/**
	 * Returns the reference: the smallest compressing result at or under the floor, or
	 * the cheapest compressing result when none is.
	 * @param frontier frontier results
	 * @param candidates the candidates, with the costs
	 * @return the reference, empty when no result compresses
	 */
	static Optional<Result> reference(List<Result> frontier, Candidates candidates) {
		List<Result> compressing = frontier.stream().filter((result) -> result.codec() != Codec.NONE).toList();
		Optional<Result> smallestCheapEnough = compressing.stream()
			.filter((result) -> meetsFloor(result, candidates))
			.min(candidates.smallestFirst());
		return smallestCheapEnough.or(() -> candidates.cheapest(compressing));
	}

	/**
	 * Returns whether a result keeps to the floor: its producers spend at most the floor
	 * beyond {@code none}, and each compresses its share of the workload's rate on one
	 * core.
	 * @param result the result
	 * @param candidates the candidates, with the costs
	 * @return {@code true} at {@value #FLOOR_MS_PER_MB} ms per MB or less, on one core
	 * each
	 */
	private static boolean meetsFloor(Result result, Candidates candidates) {
		return withinFloorPerMB(result, candidates) && onOneCore(result, candidates);
	}

	private static boolean withinFloorPerMB(Result result, Candidates candidates) {
		return candidates.cost(result).producerSecondsPerMB() * 1000 <= FLOOR_MS_PER_MB;
	}

	private static boolean onOneCore(Result result, Candidates candidates) {
		return candidates.cost(result).compressCoresPerProducer() <= 1
				|| !ProducerThreads.oneCorePerProducer(result, candidates.request());
	}

	private static long withinTolerance(Result reference) {
		return (long) Math.floor(reference.compressedBytes() * (100.0 + TOLERANCE_PERCENT) / 100.0);
	}

}
