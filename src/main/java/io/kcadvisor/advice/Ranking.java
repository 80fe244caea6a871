package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Orders the candidates for an objective, best first, each codec and level once: the same
 * codec and level at another {@code batch.size} is the same choice, and the next ranks
 * are better spent on other codecs and levels. So is another level of the codec that
 * stores the very same bytes at the same {@code batch.size}: only the first ranked, the
 * one that costs the least CPU time, is listed.
 * <ul>
 * <li>{@code smallest}: fewest compressed bytes; ties go to the least CPU time.</li>
 * <li>{@code fastest}: among the codecs that compress ({@code none} never), the fastest
 * compression, where speeds within {@value #SPEED_TIE_PERCENT}% of the fastest are a tie,
 * as close as speeds measured on a busy machine come from run to run: a tie goes to the
 * fewest bytes, then the least CPU time.</li>
 * <li>{@code balanced}: the lowest cost as {@link BalancedRule} weighs bytes against CPU
 * time.</li>
 * </ul>
 * The CPU time that breaks ties is what a megabyte of records costs the producer
 * compressing it, the partition leader decompressing it to validate it, and every
 * consumer group decompressing it: {@code 1 / compressMBps + (consumerGroups + 1) /
 * decompressMBps}, so that decompression, paid again by every group, weighs as often as
 * it is paid.
 * <p>
 * When no codec that compresses is a candidate (the version cannot configure one, or none
 * saves bytes), every objective recommends {@code none}. Remaining ties are broken by
 * codec, level and batch size so the order never depends on the order of the input.
 */
final class Ranking {

	/** How much faster one speed must be than another not to tie with it, in percent. */
	static final int SPEED_TIE_PERCENT = 20;

	static final Comparator<Result> STABLE = Comparator.comparing(Result::codec)
		.thenComparing(Result::level, Comparator.nullsFirst(Comparator.naturalOrder()))
		.thenComparing(Result::batchSize, Comparator.nullsFirst(Comparator.naturalOrder()));

	/** Fewest bytes first, then the faster compression, then the faster decompression. */
	static final Comparator<Result> SMALLEST_FIRST = Comparator.comparingLong(Result::compressedBytes)
		.thenComparing(Comparator.comparingDouble(Result::compressMBps).reversed())
		.thenComparing(Comparator.comparingDouble(Result::decompressMBps).reversed())
		.thenComparing(STABLE);

	private Ranking() {
	}

	/**
	 * Returns the best results for the objective.
	 * @param candidates the eligible results and their frontier
	 * @param objective the objective
	 * @param limit the most results to return
	 * @return up to {@code limit} results, best first
	 */
	static List<Result> rank(Candidates candidates, Objective objective, int limit) {
		List<Result> eligible = candidates.eligible();
		if (!candidates.anyCompresses()) {
			return eligible.stream().min(SMALLEST_FIRST).stream().toList();
		}
		int groups = candidates.request().consumerGroups();
		Comparator<Result> fewestBytes = Comparator.comparingLong(Result::compressedBytes)
			.thenComparing(leastCpu(groups))
			.thenComparing(STABLE);
		if (objective == Objective.SMALLEST) {
			return distinct(eligible.stream().sorted(fewestBytes), limit);
		}
		if (objective == Objective.FASTEST) {
			return fastest(eligible.stream().filter((result) -> result.codec() != Codec.NONE).toList(), fewestBytes,
					limit);
		}
		return distinct(eligible.stream()
			.sorted(Comparator.comparingDouble((Result result) -> BalancedRule.cost(result, groups))
				.thenComparing(STABLE)), limit);
	}

	/**
	 * Returns whether two speeds tie: neither is {@value #SPEED_TIE_PERCENT}% faster than
	 * the other.
	 * @param one a speed
	 * @param other another speed
	 * @return {@code true} when they are within measurement noise of each other
	 */
	static boolean tie(double one, double other) {
		return Math.max(one, other) * 100 <= Math.min(one, other) * (100 + SPEED_TIE_PERCENT);
	}

	/**
	 * Returns the order of least CPU time a megabyte of records costs: compressing it
	 * once, and decompressing it in the partition leader and in every consumer group.
	 * @param consumerGroups the consumer groups reading every message
	 * @return the order, least CPU time first
	 */
	static Comparator<Result> leastCpu(int consumerGroups) {
		return Comparator.comparingDouble(
				(Result result) -> 1 / result.compressMBps() + (consumerGroups + 1) / result.decompressMBps());
	}

	/**
	 * Ranks by speed: the fastest remaining result sets the bar, and of the results that
	 * tie with it the first in the tie-break order is next.
	 */
	private static List<Result> fastest(List<Result> results, Comparator<Result> tieBreak, int limit) {
		List<Result> remaining = new ArrayList<>(results);
		List<Result> ranked = new ArrayList<>();
		while (!remaining.isEmpty() && ranked.size() < limit) {
			double fastest = remaining.stream().mapToDouble(Result::compressMBps).max().orElseThrow();
			Result pick = remaining.stream()
				.filter((result) -> tie(result.compressMBps(), fastest))
				.min(tieBreak)
				.orElseThrow();
			ranked.add(pick);
			remaining.removeIf((result) -> sameChoice(result, pick));
		}
		return List.copyOf(ranked);
	}

	private static List<Result> distinct(Stream<Result> ordered, int limit) {
		List<Result> ranked = new ArrayList<>();
		ordered.forEach((result) -> {
			if (ranked.size() < limit && ranked.stream().noneMatch((other) -> sameChoice(other, result))) {
				ranked.add(result);
			}
		});
		return List.copyOf(ranked);
	}

	/**
	 * Returns whether two results are the same choice: the same codec and level, or the
	 * same codec at the same batch.size storing the very same bytes in as many batches at
	 * another level, as zstd's highest levels do on batches too small for their larger
	 * windows: the slower of those only costs more CPU time.
	 */
	private static boolean sameChoice(Result one, Result other) {
		return one.codec() == other.codec()
				&& (Objects.equals(one.level(), other.level()) || (Objects.equals(one.batchSize(), other.batchSize())
						&& one.batches() == other.batches() && one.compressedBytes() == other.compressedBytes()));
	}

}
