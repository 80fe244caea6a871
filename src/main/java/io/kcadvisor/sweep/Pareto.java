package io.kcadvisor.sweep;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The Pareto frontier of a set of results: those no other result of the set beats on both
 * stored size and compression speed, that is, none is at least as small and at least as
 * fast, and better at one of them. Equal results are all on it. The advice marks the
 * frontier of the results it may recommend.
 */
public final class Pareto {

	private static final Comparator<Result> SMALLEST_FIRST = Comparator.comparingLong(Result::compressedBytes)
		.thenComparing(Comparator.comparingDouble(Result::compressMBps).reversed());

	private Pareto() {
	}

	/**
	 * Returns the frontier of a set of results.
	 * @param results the set
	 * @return the results on the frontier, smallest first, then fastest first
	 */
	public static List<Result> frontier(List<Result> results) {
		List<Result> bySize = new ArrayList<>(results);
		bySize.sort(SMALLEST_FIRST);
		List<Result> frontier = new ArrayList<>();
		double fastestSoFar = Double.NEGATIVE_INFINITY;
		long sizeOfFastest = -1;
		for (Result result : bySize) {
			// Every result before this one is at least as small: it beats this one when
			// it is faster, or as fast and smaller.
			boolean dominated = result.compressMBps() < fastestSoFar
					|| (result.compressMBps() == fastestSoFar && result.compressedBytes() > sizeOfFastest);
			if (!dominated) {
				frontier.add(result);
				if (result.compressMBps() > fastestSoFar) {
					fastestSoFar = result.compressMBps();
					sizeOfFastest = result.compressedBytes();
				}
			}
		}
		return frontier;
	}

	/**
	 * Returns the results, in the same order, with {@code paretoOptimal} set: on the
	 * frontier of those that count, false for the others.
	 * @param results the measured results
	 * @param counts which results the frontier is of
	 * @return the marked results
	 */
	public static List<Result> mark(List<Result> results, Predicate<Result> counts) {
		Set<Result> frontier = Collections.newSetFromMap(new IdentityHashMap<>());
		frontier.addAll(frontier(results.stream().filter(counts).toList()));
		return results.stream().map((result) -> result.withParetoOptimal(frontier.contains(result))).toList();
	}

}
