package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CodecOptions;
import io.kcadvisor.sweep.Result;
import java.util.List;
import java.util.Map;
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

	private static Map<Batches, Integer> smallestBatchSizes(Stream<Result> results) {
		return results.filter((result) -> result.batchSize() != null)
			.collect(Collectors.toMap(Batches::of, Result::batchSize, Math::min));
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
