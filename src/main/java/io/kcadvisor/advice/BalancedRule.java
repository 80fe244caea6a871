package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The trade-off of the {@code balanced} objective, stated here once: the rule, why it is
 * so, and how a recommendation it made is explained. It works over the Pareto frontier of
 * the results the user's Kafka version can configure (no other such result is both at
 * least as small and at least as fast to compress, and better at one of them):
 * <ol>
 * <li>Among the frontier results that compress (every codec but {@code none}), keep those
 * compressing at least {@value #FLOOR_MBPS} MB of raw records per CPU-second on one core;
 * when none does, keep only the fastest of them. Call the smallest kept result the
 * reference.</li>
 * <li>Recommend the fastest frontier result, {@code none} included, whose compressed
 * bytes are at most {@value #TOLERANCE_PERCENT}% above the reference's.</li>
 * <li>Ranks 2 to 5 apply the same rule to the frontier results not yet ranked.</li>
 * </ol>
 * Why: the Java producer compresses on the thread that calls {@code send()}, so the speed
 * on one core caps what one producer thread can send. At {@value #FLOOR_MBPS} MB/s per
 * core, compression costs one core per 100 MB/s of traffic, which rarely limits a
 * producer; below it (gzip 6, high zstd levels) it often does, for a few percent of
 * bytes. Within {@value #TOLERANCE_PERCENT}% of the smallest, the bytes saved do not pay
 * for slower producers, so the faster result wins; that is also how {@code none} is
 * recommended when no codec saves more than {@value #TOLERANCE_PERCENT}%.
 */
final class BalancedRule {

	/** The least compression speed, in MB of raw records per CPU-second on one core. */
	private static final int FLOOR_MBPS = 100;

	/** How much larger than the reference a faster result may be, in percent. */
	private static final int TOLERANCE_PERCENT = 2;

	private BalancedRule() {
	}

	/**
	 * Ranks the frontier by the rule: the pick, then the pick among what is left, and so
	 * on.
	 * @param frontier the frontier of the eligible results
	 * @param limit the most results to return
	 * @return up to {@code limit} results, best first
	 */
	static List<Result> rank(List<Result> frontier, int limit) {
		List<Result> remaining = new ArrayList<>(frontier);
		List<Result> ranked = new ArrayList<>();
		while (!remaining.isEmpty() && ranked.size() < limit) {
			Result pick = pick(remaining);
			ranked.add(pick);
			remaining.remove(pick);
		}
		return List.copyOf(ranked);
	}

	/**
	 * Says why the rule picked a result that compresses first, for its rationale.
	 * @param pick the result ranked first
	 * @param frontier the frontier it was picked from
	 * @return for example {@code , within 2% of the smallest result that compresses 100
	 * MB/s per core or more}
	 */
	static String why(Result pick, List<Result> frontier) {
		if (!meetsFloor(pick)) {
			return ", the fastest compression, as none reaches " + FLOOR_MBPS + " MB/s per core";
		}
		Optional<Result> reference = reference(frontier);
		if (reference.isPresent() && !reference.get().equals(pick)) {
			return ", within " + TOLERANCE_PERCENT + "% of the smallest result that compresses " + FLOOR_MBPS
					+ " MB/s per core or more";
		}
		return ", the smallest result that compresses " + FLOOR_MBPS + " MB/s per core or more";
	}

	/**
	 * Says why the rule picked {@code none} first, for its rationale.
	 * @return the reason
	 */
	static String whyNone() {
		return ": no codec that compresses at " + FLOOR_MBPS + " MB/s per core or more saves over " + TOLERANCE_PERCENT
				+ "% of the bytes";
	}

	/**
	 * Returns the result the rule picks.
	 * @param frontier frontier results, not empty
	 * @return the pick
	 */
	static Result pick(List<Result> frontier) {
		Optional<Result> reference = reference(frontier);
		if (reference.isEmpty()) {
			return frontier.stream().min(Ranking.FASTEST_FIRST).orElseThrow();
		}
		long limit = withinTolerance(reference.get());
		return frontier.stream()
			.filter((result) -> result.compressedBytes() <= limit)
			.min(Ranking.FASTEST_FIRST)
			.orElseThrow();
	}

	/**
	 * Returns the reference: the smallest compressing result at or above the floor, or
	 * the fastest compressing result when none reaches it.
	 * @param frontier frontier results
	 * @return the reference, empty when no result compresses
	 */
	static Optional<Result> reference(List<Result> frontier) {
		List<Result> compressing = frontier.stream().filter((result) -> result.codec() != Codec.NONE).toList();
		Optional<Result> smallestFastEnough = compressing.stream()
			.filter(BalancedRule::meetsFloor)
			.min(Ranking.SMALLEST_FIRST);
		return smallestFastEnough.or(() -> compressing.stream().min(Ranking.FASTEST_FIRST));
	}

	/**
	 * Returns whether a result compresses at least at the floor.
	 * @param result the result
	 * @return {@code true} at {@value #FLOOR_MBPS} MB/s per core or more
	 */
	private static boolean meetsFloor(Result result) {
		return result.compressMBps() >= FLOOR_MBPS;
	}

	private static long withinTolerance(Result reference) {
		return (long) Math.floor(reference.compressedBytes() * (100.0 + TOLERANCE_PERCENT) / 100.0);
	}

}
