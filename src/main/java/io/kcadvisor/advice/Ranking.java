package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Orders the candidates for an objective, best first, each codec and level once: the same
 * codec and level at another {@code batch.size} is the same choice, and the next ranks
 * are better spent on other codecs and levels. So is another level of the codec that
 * stores the very same bytes at the same {@code batch.size}: only the first ranked, the
 * one that costs the least CPU, is listed.
 * <ul>
 * <li>{@code smallest}: fewest compressed bytes; ties go to the least CPU.</li>
 * <li>{@code fastest}: among the codecs that compress ({@code none} never), the least
 * CPU, where costs above the least by at most {@value Candidates#COST_TIE_PERCENT}% of
 * its codec CPU are a tie, broken by the fewest bytes ({@link Candidates#cheapest}).</li>
 * <li>{@code balanced}: as {@link BalancedRule} ranks the frontier of the
 * candidates.</li>
 * </ul>
 * The CPU is what producers, brokers and consumers spend together per MB of records
 * ({@link ProcessCost#secondsPerMB()}): the producer compressing the records, the
 * partition leader decompressing them to validate them, every consumer group
 * decompressing them, and the work of building, sending, replicating and reading them,
 * which fewer and smaller batches make cheaper. So a codec that saves a process CPU
 * counts as saving it, and decompression, paid again by every group, weighs as often as
 * it is paid.
 * <p>
 * When no codec that compresses is a candidate (the version cannot configure one, or none
 * saves bytes), every objective recommends {@code none}. Remaining ties are broken by
 * codec, level and batch size so the order never depends on the order of the input.
 */
final class Ranking {

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
		if (objective == Objective.SMALLEST) {
			return distinct(eligible.stream().sorted(candidates.smallestFirst()), limit);
		}
		if (objective == Objective.FASTEST) {
			List<Result> compressing = eligible.stream().filter((result) -> result.codec() != Codec.NONE).toList();
			return inTurn(compressing, (remaining) -> candidates.cheapest(remaining).orElseThrow(), limit);
		}
		return BalancedRule.rank(candidates, limit);
	}

	/**
	 * Ranks by picking in turn: the pick among all, then the pick among what is not the
	 * same choice as one already ranked, and so on.
	 * @param results the results to rank
	 * @param pick picks one of the remaining results, never empty
	 * @param limit the most results to return
	 * @return up to {@code limit} results, best first
	 */
	static List<Result> inTurn(List<Result> results, Function<List<Result>, Result> pick, int limit) {
		List<Result> remaining = new ArrayList<>(results);
		List<Result> ranked = new ArrayList<>();
		while (!remaining.isEmpty() && ranked.size() < limit) {
			Result picked = pick.apply(remaining);
			ranked.add(picked);
			remaining.removeIf((result) -> sameChoice(result, picked));
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
	 * windows: the slower of those only costs more CPU.
	 */
	private static boolean sameChoice(Result one, Result other) {
		return one.codec() == other.codec()
				&& (Objects.equals(one.level(), other.level()) || (Objects.equals(one.batchSize(), other.batchSize())
						&& one.batches() == other.batches() && one.compressedBytes() == other.compressedBytes()));
	}

}
