package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.Comparator;
import java.util.List;

/**
 * Orders the eligible results for an objective, best first.
 * <ul>
 * <li>{@code smallest}: fewest compressed bytes; ties go to the faster compression.</li>
 * <li>{@code fastest}: among codecs that compress ({@code none} never), the least CPU
 * that producers, brokers and consumers spend together ({@link ProcessCost}), so that a
 * codec that saves a process CPU counts as saving it; ties go to the shorter wait in the
 * producer, then to the smaller result.</li>
 * <li>{@code balanced}: as {@link BalancedRule} ranks the frontier of the eligible
 * results.</li>
 * </ul>
 * Remaining ties are broken by codec, level and batch size so the order never depends on
 * the order of the input.
 */
final class Ranking {

	static final Comparator<Result> STABLE = Comparator.comparing(Result::codec)
		.thenComparing(Result::level, Comparator.nullsFirst(Comparator.naturalOrder()))
		.thenComparing(Result::batchSize, Comparator.nullsFirst(Comparator.naturalOrder()));

	/** Fewest bytes first, then the faster. */
	static final Comparator<Result> SMALLEST_FIRST = Comparator.comparingLong(Result::compressedBytes)
		.thenComparing(Comparator.comparingDouble(Result::compressMBps).reversed())
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
		if (objective == Objective.SMALLEST) {
			return candidates.eligible().stream().sorted(SMALLEST_FIRST).limit(limit).toList();
		}
		if (objective == Objective.FASTEST) {
			return candidates.eligible()
				.stream()
				.filter((result) -> result.codec() != Codec.NONE)
				.sorted(candidates.cheapestFirst())
				.limit(limit)
				.toList();
		}
		return BalancedRule.rank(candidates, limit);
	}

}
