package io.kcadvisor.sweep;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Marks the results no other result beats on both stored size and compression speed.
 */
final class Pareto {

	private Pareto() {
	}

	/**
	 * Returns the results, in the same order, with {@code paretoOptimal} set.
	 * @param results the measured results
	 * @return the marked results
	 */
	static List<Result> mark(List<Result> results) {
		List<Result> bySize = new ArrayList<>(results);
		bySize.sort(Comparator.comparingLong(Result::compressedBytes)
			.thenComparing(Comparator.comparingDouble(Result::compressMBps).reversed()));
		Set<Result> frontier = Collections.newSetFromMap(new IdentityHashMap<>());
		double fastestSoFar = Double.NEGATIVE_INFINITY;
		long sizeOfFastest = -1;
		for (Result result : bySize) {
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
		return results.stream().map((result) -> result.withParetoOptimal(frontier.contains(result))).toList();
	}

}
