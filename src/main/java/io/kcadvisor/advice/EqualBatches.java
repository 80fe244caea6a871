package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CodecOptions;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Results that made the very same batches at different {@code batch.size} values. When a
 * sample holds less than a batch, or linger.ms closes every batch first, a larger
 * batch.size changes nothing: the same codec, level and options make the same batches of
 * the same bytes, and their measured speeds differ only by timing noise. Such results are
 * one candidate, at the smallest of their batch sizes, so that noise never recommends a
 * larger batch.size (and the memory and max.message.bytes it costs) for nothing.
 */
final class EqualBatches {

	private EqualBatches() {
	}

	/**
	 * Keeps, of each set of results equal in everything but batch.size and measured
	 * speed, the one at the smallest batch.size.
	 * @param results measured results
	 * @return the results kept, in their order
	 */
	static List<Result> atSmallestBatchSize(List<Result> results) {
		Map<Batches, Integer> smallest = smallestBatchSizes(results.stream());
		return results.stream()
			.filter((result) -> result.batchSize() == null
					|| result.batchSize().equals(smallest.get(Batches.of(result))))
			.toList();
	}

	/**
	 * Returns a note when the sample was too small to fill the larger batch sizes swept:
	 * batches that filled nothing but the sample itself (linger-limited batches are
	 * another matter, which their warnings explain).
	 * @param results every measured result
	 * @return the note, empty when every batch size made batches of its own
	 */
	static Optional<String> note(List<Result> results) {
		List<String> unfilled = unfilledBatchSizes(results);
		if (unfilled.isEmpty()) {
			return Optional.empty();
		}
		long recordBytes = results.get(0).recordBytes();
		return Optional.of("The sample is too small to fill the larger batch sizes swept: "
				+ String.join(", and ", unfilled) + ((unfilled.size() > 1) ? "," : "")
				+ " made the very same batches as at a smaller batch.size, so those batch sizes could not be told "
				+ "apart on this sample, and the advice takes the smallest batch.size of equal results. Judging them "
				+ "needs a larger sample, one that fills several batches at those sizes: a batch holds about "
				+ "batch.size × ratio bytes of records, and this sample's records total about " + recordBytes
				+ " bytes.");
	}

	/**
	 * Says which batch sizes made, for every configuration or for some, the same batches
	 * as a smaller one, for example {@code at batch.size 1048576 every configuration}.
	 */
	private static List<String> unfilledBatchSizes(List<Result> results) {
		List<Result> filling = results.stream()
			.filter((result) -> result.batchSize() != null && !result.lingerLimited())
			.toList();
		Map<Batches, Integer> smallest = smallestBatchSizes(filling.stream());
		Map<Integer, List<Result>> byBatchSize = filling.stream()
			.collect(Collectors.groupingBy(Result::batchSize, TreeMap::new, Collectors.toList()));
		List<String> everyConfiguration = new ArrayList<>();
		List<String> parts = new ArrayList<>();
		byBatchSize.forEach((batchSize, atSize) -> {
			List<Result> unfilled = atSize.stream()
				.filter((result) -> smallest.get(Batches.of(result)) < batchSize)
				.toList();
			if (unfilled.size() == atSize.size()) {
				everyConfiguration.add(String.valueOf(batchSize));
			}
			else if (!unfilled.isEmpty()) {
				parts.add("at batch.size " + batchSize + " some configurations (" + String.join(", ", codecs(unfilled))
						+ ")");
			}
		});
		if (!everyConfiguration.isEmpty()) {
			parts.add(0, "at batch.size " + Text.and(everyConfiguration) + " every configuration");
		}
		return parts;
	}

	private static Map<Batches, Integer> smallestBatchSizes(Stream<Result> results) {
		return results.filter((result) -> result.batchSize() != null)
			.collect(Collectors.toMap(Batches::of, Result::batchSize, Math::min));
	}

	private static List<String> codecs(List<Result> results) {
		return results.stream()
			.map(Result::codec)
			.collect(Collectors.toCollection(TreeSet::new))
			.stream()
			.map(Codec::kafkaName)
			.toList();
	}

	/**
	 * What makes two results' batches the same, whatever their batch.size and speed.
	 */
	private record Batches(Codec codec, Integer level, CodecOptions options, boolean configurable,
			double recordsPerBatch, int batches, long uncompressedBytes, long compressedBytes, boolean lingerLimited) {

		static Batches of(Result result) {
			return new Batches(result.codec(), result.level(), result.options(), result.configurable(),
					result.recordsPerBatch(), result.batches(), result.uncompressedBytes(), result.compressedBytes(),
					result.lingerLimited());
		}

	}

}
