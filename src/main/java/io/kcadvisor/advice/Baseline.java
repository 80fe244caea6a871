package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What sending the records uncompressed stores, which a codec must beat to be
 * recommended: a codec that stores as many bytes as {@code none} or more costs CPU for
 * nothing. The baseline of a result is the smaller of the {@code none} result at the same
 * batching, when one was measured, and the result's own batches without compression
 * ({@code uncompressedBytes}).
 */
final class Baseline {

	private Baseline() {
	}

	/**
	 * Returns whether a result stores fewer bytes than without compression; {@code none}
	 * always does, as it is the baseline.
	 * @param result the result
	 * @param results every measured result, for the {@code none} results
	 * @return {@code true} for {@code none} and for codecs that save bytes
	 */
	static boolean savesBytes(Result result, List<Result> results) {
		return result.codec() == Codec.NONE || result.compressedBytes() < baselineBytes(result, results);
	}

	/**
	 * Returns a note when codecs were left out for storing as much as {@code none} or
	 * more: that the data does not compress, when no codec saves bytes, and that the
	 * advice is therefore {@code none} where it is (a {@code none} result may itself be
	 * left out, for resting on too few full batches).
	 * @param results every measured result
	 * @param noneRecommended whether the advice recommends {@code none}
	 * @param request what the advice is for, for the batching a batch of one record came
	 * from
	 * @return the note, empty when every codec saves bytes
	 */
	static Optional<String> note(List<Result> results, boolean noneRecommended, AdviceRequest request) {
		List<Result> compressing = results.stream()
			.filter((result) -> result.codec() != Codec.NONE && result.configurable())
			.toList();
		List<Result> wasteful = compressing.stream().filter((result) -> !savesBytes(result, results)).toList();
		if (wasteful.isEmpty()) {
			return Optional.empty();
		}
		if (wasteful.size() == compressing.size()) {
			Result best = wasteful.stream().min(Ranking.SMALLEST_FIRST).orElseThrow();
			String measured = "every codec measured stores as many bytes as sending the records uncompressed, or more "
					+ "(the best, " + Text.label(best) + ", stores " + Text.shareOfRaw(best) + " of the raw bytes)"
					+ (noneRecommended ? ", so the advice is compression.type=none" : "");
			if (compressing.stream().allMatch((result) -> result.recordsPerBatch() <= 1)) {
				return Optional
					.of("The records do not compress one at a time, and every batch measured holds one: " + measured
							+ ". Batches of several records may compress: " + moreRecords(compressing, request) + ".");
			}
			return Optional.of("The data does not compress: " + measured + ".");
		}
		List<String> names = wasteful.stream().map(Text::codecAndLevel).distinct().toList();
		boolean one = names.size() == 1;
		return Optional.of(Text.and(names) + (one ? " stores" : " store") + " as many bytes as sending the records "
				+ "uncompressed, or more, at some batch sizes, and " + (one ? "is" : "are") + " not recommended where "
				+ (one ? "it does" : "they do") + ": it would cost CPU for nothing.");
	}

	/**
	 * Says what would put more records in a batch: a longer linger or a higher rate where
	 * the rate closed the batches, more records where their number was fixed, a larger
	 * batch.size where the records outgrew it.
	 */
	private static String moreRecords(List<Result> oneRecordBatches, AdviceRequest request) {
		if (oneRecordBatches.stream().anyMatch(Result::lingerLimited)) {
			Double rate = request.workload().messagesPerSecond();
			String closedBy = ((rate != null) ? Text.number(rate) + " messages/s and " : "") + "linger.ms "
					+ request.modelledLingerMs();
			return "the message rate closed these (" + closedBy + "), not batch.size: give lingerMs and "
					+ "messagesPerSecond as your producers' and analyse again";
		}
		if (oneRecordBatches.stream().allMatch((result) -> result.batchSize() == null)) {
			return "analyse with a larger recordsPerBatch";
		}
		return "analyse with a larger batch.size";
	}

	private static long baselineBytes(Result result, List<Result> results) {
		return results.stream()
			.filter((other) -> other.codec() == Codec.NONE && Objects.equals(other.batchSize(), result.batchSize()))
			.mapToLong(Result::compressedBytes)
			.min()
			.stream()
			.map((none) -> Math.min(none, result.uncompressedBytes()))
			.findFirst()
			.orElse(result.uncompressedBytes());
	}

}
