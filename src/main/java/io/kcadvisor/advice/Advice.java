package io.kcadvisor.advice;

import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Everything advised on an analysis's results for one request, assembled in one place,
 * {@link Advisor#advise(List, AdviceRequest)}: what the API answers and the results page
 * shows.
 *
 * @param recommendations the best configurable results, best first; none when no result
 * can be configured, or when no codec that compresses was measured
 * @param notes what to know about the results as a whole
 * @param costs what each result costs at the workload, beside the uncompressed baseline;
 * none without a message rate
 * @param anyCompresses whether a codec that compresses was measured: without one there is
 * nothing to weigh {@code none} against, and so nothing to recommend
 */
public record Advice(List<Recommendation> recommendations, List<String> notes, Map<Result, WorkloadCost> costs,
		boolean anyCompresses) {

	/** The advice while there are no results to advise on. */
	public static final Advice NONE = new Advice(List.of(), List.of(), Map.of(), false);

	public Advice {
		recommendations = List.copyOf(recommendations);
		notes = List.copyOf(notes);
		costs = Map.copyOf(costs);
	}

	/**
	 * Returns what a result costs at the workload.
	 * @param result one of the results advised on
	 * @return the cost, or {@code null} without a message rate
	 */
	public WorkloadCost cost(Result result) {
		return this.costs.get(result);
	}

	/**
	 * Returns this advice with one more note, after the others.
	 * @param note the note
	 * @return the advice
	 */
	public Advice withNote(String note) {
		List<String> more = new ArrayList<>(this.notes);
		more.add(note);
		return new Advice(this.recommendations, more, this.costs, this.anyCompresses);
	}

}
