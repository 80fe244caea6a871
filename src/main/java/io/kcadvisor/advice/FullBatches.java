package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Whether the sample made enough batches at a result's {@code batch.size} to show what
 * that batch size gives. The sample's end cuts its last batch short, so a result rests on
 * its other batches: one that made fewer than {@value #MIN_BATCHES} batches rests on
 * fewer than two full ones, perhaps on a single partly filled batch, and is not
 * recommended. The note says which batch sizes that left out, and how large a sample
 * would decide them: more than two full batches of records, as much as a Java producer's
 * full batch holds ({@link JavaBatch#recordBytes(Result, AdviceRequest)}).
 */
final class FullBatches {

	/** The fewest batches a recommended result rests on: two full ones and the last. */
	static final int MIN_BATCHES = 3;

	private FullBatches() {
	}

	/**
	 * Returns whether a result rests on at least two full batches.
	 * @param result the result
	 * @return {@code true} when the sample made {@value #MIN_BATCHES} batches or more
	 */
	static boolean enough(Result result) {
		return result.batches() >= MIN_BATCHES;
	}

	/**
	 * Returns a note on the batch sizes at which results were left out for resting on
	 * fewer than two full batches.
	 * @param results every measured result
	 * @param request the request, for the fixed number of records per batch
	 * @return the note, empty when every result rests on two full batches or more
	 */
	static Optional<String> note(List<Result> results, AdviceRequest request) {
		List<Result> few = results.stream().filter((result) -> !enough(result)).toList();
		if (few.isEmpty()) {
			return Optional.empty();
		}
		Map<Integer, List<Result>> byBatchSize = few.stream()
			.filter((result) -> result.batchSize() != null)
			.collect(Collectors.groupingBy(Result::batchSize, TreeMap::new, Collectors.toList()));
		List<String> everyCodec = new ArrayList<>();
		List<String> where = new ArrayList<>();
		List<String> needs = new ArrayList<>();
		Set<String> packers = new LinkedHashSet<>();
		byBatchSize.forEach((batchSize, atSize) -> {
			long all = results.stream().filter((result) -> Objects.equals(result.batchSize(), batchSize)).count();
			if (atSize.size() == all) {
				everyCodec.add(Text.setting(batchSize));
			}
			else {
				where.add("at batch.size " + Text.setting(batchSize) + " with some (" + codecs(atSize) + ")");
			}
			Result packer = atSize.stream()
				.max(Comparator.comparingDouble((result) -> JavaBatch.recordBytes(result, request)))
				.get();
			packers.add(Text.codecAndLevel(packer));
			needs.add(
					Text.bytes(2 * JavaBatch.recordBytes(packer, request)) + (needs.isEmpty() ? " of such records" : "")
							+ " at " + (needs.isEmpty() ? "batch.size " : "") + Text.setting(batchSize));
		});
		if (!everyCodec.isEmpty()) {
			where.add(0, "at batch.size " + Text.and(everyCodec) + " with every codec");
		}
		if (byBatchSize.isEmpty()) {
			where.add("with the fixed number of records per batch");
			needs.add(Text.bytes(2 * JavaBatch.recordBytes(few.get(0), request)) + " of such records");
		}
		return Optional.of("The sample made fewer than two full batches " + String.join(", and ", where)
				+ ", so results there are not recommended: the end of the sample cuts its last batch short, and one "
				+ "partly filled batch does not show what a batch size gives. The sample's records total "
				+ Text.bytes(results.get(0).recordBytes()) + "; deciding needs a sample of more than about "
				+ Text.and(needs) + (packers.isEmpty() ? "." : ": two full batches of " + Text.and(List.copyOf(packers))
						+ ", which packs the most records into a batch."));
	}

	private static String codecs(List<Result> results) {
		return String.join(", ",
				results.stream()
					.map(Result::codec)
					.collect(Collectors.toCollection(TreeSet::new))
					.stream()
					.map(Codec::kafkaName)
					.toList());
	}

}
