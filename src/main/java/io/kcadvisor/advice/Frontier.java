package io.kcadvisor.advice;

import io.kcadvisor.sweep.Result;
import java.util.Comparator;
import java.util.List;

/**
 * The Pareto frontier of a set of results: those no other result of the set beats on both
 * stored size and compression speed. The sweep marks the frontier over every result;
 * advice needs it over the results the user can configure.
 */
final class Frontier {

	private Frontier() {
	}

	/**
	 * Returns the results of the set that no other is both smaller (or as small) and
	 * faster (or as fast) than, with at least one strictly; equal results are all kept.
	 * @param results the set
	 * @return the frontier, smallest first
	 */
	static List<Result> of(List<Result> results) {
		return results.stream()
			.filter((result) -> results.stream().noneMatch((other) -> dominates(other, result)))
			.sorted(Comparator.comparingLong(Result::compressedBytes)
				.thenComparing(Comparator.comparingDouble(Result::compressMBps).reversed()))
			.toList();
	}

	private static boolean dominates(Result a, Result b) {
		return a.compressedBytes() <= b.compressedBytes() && a.compressMBps() >= b.compressMBps()
				&& (a.compressedBytes() < b.compressedBytes() || a.compressMBps() > b.compressMBps());
	}

}
