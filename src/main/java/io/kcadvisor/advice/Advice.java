package io.kcadvisor.advice;

import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Everything advised on an analysis's results for one request, assembled in one place,
 * {@link Advisor#advise(List, AdviceRequest)}: what the API answers and the results page
 * shows.
 *
 * @param recommendations the best configurable results, best first; none when no result
 * can be configured, or when no codec that compresses was measured
 * @param notes what to know about the results as a whole
 * @param costs what each result costs at the workload, beside the uncompressed baseline;
 * none without a message rate; found whatever a result's {@code paretoOptimal}
 * @param anyCompresses whether a codec that compresses was measured: without one there is
 * nothing to weigh {@code none} against, and so nothing to recommend
 * @param results the results advised on, in their order, each marked
 * {@code paretoOptimal} on the frontier of those that may be recommended
 * @param notRecommendable why each result that may not be recommended may not, in a few
 * words, by result whatever its {@code paretoOptimal}; the others are absent
 */
public record Advice(List<Recommendation> recommendations, List<String> notes, Map<Result, WorkloadCost> costs,
		boolean anyCompresses, List<Result> results, Map<Result, String> notRecommendable) {

	/** The advice while there are no results to advise on. */
	public static final Advice NONE = new Advice(List.of(), List.of(), Map.of(), false, List.of(), Map.of());

	public Advice {
		recommendations = List.copyOf(recommendations);
		notes = List.copyOf(notes);
		costs = byResult(costs);
		results = List.copyOf(results);
		notRecommendable = byResult(notRecommendable);
	}

	/**
	 * Returns what a result costs at the workload.
	 * @param result one of the results advised on
	 * @return the cost, or {@code null} without a message rate
	 */
	public WorkloadCost cost(Result result) {
		return this.costs.get(unmarked(result));
	}

	/**
	 * Returns why a result may not be recommended.
	 * @param result one of the results advised on
	 * @return a few words, or {@code null} when it may be
	 */
	public String whyNotRecommendable(Result result) {
		return this.notRecommendable.get(unmarked(result));
	}

	/**
	 * Returns values by result whatever a result's {@code paretoOptimal}, so that a
	 * result as measured finds what the advice says of it as marked.
	 */
	private static <T> Map<Result, T> byResult(Map<Result, T> values) {
		return values.entrySet()
			.stream()
			.collect(Collectors.toUnmodifiableMap((entry) -> unmarked(entry.getKey()), Map.Entry::getValue));
	}

	private static Result unmarked(Result result) {
		return result.withParetoOptimal(false);
	}

	/**
	 * Returns this advice with one more note, after the others.
	 * @param note the note
	 * @return the advice
	 */
	public Advice withNote(String note) {
		List<String> more = new ArrayList<>(this.notes);
		more.add(note);
		return new Advice(this.recommendations, more, this.costs, this.anyCompresses, this.results,
				this.notRecommendable);
	}

}
