package io.kcadvisor.advice;

import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sweep.Result;
import java.util.List;
import java.util.Optional;

/**
 * Says so where the top recommendation, or with none the smallest result, stores more
 * than the records take today, on the topic they were read from or in the segment
 * uploaded: pasting it would then cost bytes. A result is modelled at the linger.ms and
 * rate it was given or took from the topic, and measured with the codecs and levels of
 * its preset, on the latest records; today's producers may batch more records (a longer
 * linger.ms, a larger batch.size) or use a level not measured, and what a topic holds may
 * compress differently from its latest records. The note gives the batching modelled, so
 * that the user can tell, and says how to advise on the producers' own batching.
 * <p>
 * Where the records' own batches are known (an uploaded segment's) and no message rate
 * was given, a recommendation modelled with batches {@value #FULLER} times as full as
 * today's, or fuller, is noted too: its saving counts on producers that fill them, which
 * today's do not.
 */
public final class Today {

	/**
	 * How much more than today a result must store to be noted: the 1% the sizes are held
	 * to against a broker.
	 */
	static final double TOLERANCE = 0.01;

	/**
	 * How many times today's records a batch the top recommendation's batches must hold
	 * to be noted as fuller than today's.
	 */
	static final double FULLER = 1.5;

	private Today() {
	}

	/**
	 * Returns the note, where the top recommendation, or with none the smallest result,
	 * stores more than today.
	 * @param advice the advice
	 * @param results the results advised on
	 * @param current what the records take today, or {@code null} when not known
	 * @param records the records of the sample measured
	 * @param request what the advice was for
	 * @return the note, or empty when today is not known, nothing was measured, or what
	 * is compared stores no more than today
	 */
	public static Optional<String> note(Advice advice, List<Result> results, CurrentStorage current, int records,
			AdviceRequest request) {
		boolean recommended = !advice.recommendations().isEmpty();
		Optional<Result> compared = recommended ? Optional.of(advice.recommendations().get(0).result())
				: results.stream().min(Ranking.SMALLEST_FIRST);
		if (current == null || records == 0 || compared.isEmpty()) {
			return Optional.empty();
		}
		Result result = compared.get();
		double perRecord = current.storedWith(result.compressedBytes() / (double) records);
		if (perRecord <= current.storedBytesPerRecord() * (1 + TOLERANCE)) {
			return recommended ? fullerThanToday(result, current, request) : Optional.empty();
		}
		String what = recommended ? "the top recommendation"
				: "the smallest configuration measured, " + Text.label(result) + ",";
		return Optional.of("Today these records take " + Text.number(current.storedBytesPerRecord()) + " bytes each"
				+ (current.approximate() ? " (approximate)" : "") + " where they are stored, and " + what
				+ " would store " + Text.number(perRecord) + " ("
				+ Text.percent(perRecord / current.storedBytesPerRecord() - 1) + " more). Its batches were modelled "
				+ batching(result, request) + "; today's producers may batch "
				+ "more records (a longer linger.ms or a larger batch.size), or compress at a level not measured here, "
				+ "and the latest records may compress differently from those stored. Pasting a lower linger.ms or "
				+ "batch.size than your producers' would store more: give lingerMs and messagesPerSecond as theirs and "
				+ "analyse again, or keep their batching.");
	}

	/**
	 * Returns the note on a top recommendation modelled full, without a message rate, in
	 * batches that hold {@link #FULLER} times the records of today's or more.
	 */
	private static Optional<String> fullerThanToday(Result result, CurrentStorage current, AdviceRequest request) {
		if (current.batches() == null || current.batches() == 0 || result.batchSize() == null || result.lingerLimited()
				|| request.workload().messagesPerSecond() != null) {
			return Optional.empty();
		}
		double today = (double) current.records() / current.batches();
		if (result.recordsPerBatch() < FULLER * today) {
			return Optional.empty();
		}
		return Optional.of("Today these records are stored in batches of " + Text.number(today)
				+ " records on average, where the top recommendation's were modelled " + batching(result, request)
				+ ", as no message rate was given: what it saves counts on producers that fill its batches, which "
				+ "takes a partition receiving that many records within their linger.ms. Give messagesPerSecond and "
				+ "lingerMs as your producers' and analyse again to model their batches.");
	}

	private static String batching(Result result, AdviceRequest request) {
		if (result.batchSize() == null) {
			return "with recordsPerBatch " + ((request.recordsPerBatch() != null) ? request.recordsPerBatch()
					: Math.round(result.recordsPerBatch()));
		}
		String records = Text.number(result.recordsPerBatch()) + " records";
		if (result.lingerLimited()) {
			Double rate = request.workload().messagesPerSecond();
			return "at linger.ms " + request.modelledLingerMs()
					+ ((rate != null) ? " and " + Text.number(rate) + " messages/s" : "") + ", " + records
					+ " a batch on average";
		}
		return "full at batch.size " + Text.setting(result.batchSize()) + ", " + records + " a batch on average";
	}

}
