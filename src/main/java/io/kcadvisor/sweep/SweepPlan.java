package io.kcadvisor.sweep;

import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.CompressionConfig;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The order a sweep measures its configurations in. First the quick set, for a first
 * answer: the configurations of the {@code quick} preset among the sweep's, at its
 * smallest batch size, measured on the whole sample when it holds no more than the first
 * answer's bytes (their results are then the sweep's own), otherwise on an evenly spread
 * part of it of about that size ({@link SamplePart}). Then the sweep's other
 * configurations, longest first ({@link LongestFirst}). Without a first answer, every
 * configuration longest first. The results keep the order the configurations were asked
 * in.
 *
 * @param steps what to measure, in order
 * @param firstAnswerSteps how many of the first steps make the first answer; none when
 * there is none
 * @param records the sample's records
 * @param firstAnswerRecords the records the first answer is measured on
 * @param total the configurations asked for, each a result
 */
record SweepPlan(List<Step> steps, int firstAnswerSteps, RecordSet records, RecordSet firstAnswerRecords, int total) {

	/**
	 * Plans a sweep.
	 * @param records the sample's records
	 * @param tasks the configurations asked for, in the order of their results
	 * @param firstAnswerBytes the most bytes of records the quick set is measured on for
	 * a first answer; 0 for none
	 * @return the plan
	 */
	static SweepPlan of(RecordSet records, List<SweepTask> tasks, long firstAnswerBytes) {
		List<Step> all = new ArrayList<>();
		for (int index = 0; index < tasks.size(); index++) {
			all.add(new Step(tasks.get(index), records, index));
		}
		Comparator<Step> longestFirst = Comparator.comparing(Step::task, LongestFirst.ORDER);
		List<Step> quick = (firstAnswerBytes > 0) ? quickSet(all) : List.of();
		if (quick.isEmpty()) {
			return new SweepPlan(sorted(all, longestFirst), 0, records, records, tasks.size());
		}
		RecordSet part = SamplePart.evenlySpread(records, firstAnswerBytes);
		List<Step> steps = new ArrayList<>();
		if (part == records) {
			steps.addAll(sorted(quick, longestFirst));
			all.removeAll(quick);
		}
		else {
			quick.forEach((step) -> steps.add(new Step(step.task(), part, Step.FIRST_ANSWER_ONLY)));
			steps.sort(longestFirst);
		}
		steps.addAll(sorted(all, longestFirst));
		return new SweepPlan(List.copyOf(steps), quick.size(), records, part, tasks.size());
	}

	/**
	 * Returns the first answer from the results of its steps.
	 * @param results the results of the first steps, those that could be measured
	 * @return the first answer
	 */
	FirstAnswer firstAnswer(List<Result> results) {
		return new FirstAnswer(results, this.firstAnswerRecords.size(), this.records.size(),
				this.firstAnswerRecords.bodyBytes(), this.records.bodyBytes());
	}

	private static List<Step> quickSet(List<Step> all) {
		Set<CompressionConfig> quick = Set.copyOf(Preset.QUICK.configurations());
		Integer smallest = all.stream()
			.map((step) -> step.task().batchSize())
			.filter((size) -> size != null)
			.min(Integer::compare)
			.orElse(null);
		return all.stream()
			.filter((step) -> quick.contains(step.task().compression()))
			.filter((step) -> smallest == null || smallest.equals(step.task().batchSize()))
			.toList();
	}

	private static List<Step> sorted(List<Step> steps, Comparator<Step> order) {
		List<Step> sorted = new ArrayList<>(steps);
		sorted.sort(order);
		return sorted;
	}

	/**
	 * One configuration to measure on some records.
	 *
	 * @param task the configuration
	 * @param records the records to measure it on
	 * @param result the index of its result among the sweep's, or
	 * {@link #FIRST_ANSWER_ONLY}
	 */
	record Step(SweepTask task, RecordSet records, int result) {

		/** The result index of a step measured only for the first answer. */
		static final int FIRST_ANSWER_ONLY = -1;

	}

}
