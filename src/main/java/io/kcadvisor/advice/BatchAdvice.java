package io.kcadvisor.advice;

import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Says when batching matters more than the codec: when batches close on {@code linger.ms}
 * before they fill ({@link LingerAdvice}), when a larger {@code batch.size} with the same
 * codec stores less than every codec at the current batch size (Kafka's default 16384
 * when it was measured, otherwise the smallest measured), and what a batch size beyond
 * the default assumes or could not model.
 */
final class BatchAdvice {

	private static final String GIVE_TRAFFIC = "give the message rate, partitions, producers and whether messages "
			+ "have keys to check.";

	private BatchAdvice() {
	}

	/**
	 * Returns the batching warnings for a result.
	 * @param result the result
	 * @param candidates the eligible results and the request
	 * @return the warnings, possibly none
	 */
	static List<String> warnings(Result result, Candidates candidates) {
		AdviceRequest request = candidates.request();
		List<String> warnings = new ArrayList<>();
		if (result.batchSize() == null) {
			double fixed = JavaBatch.fixedRecords(result, request);
			String records = Text.number(fixed);
			warnings.add("Batches were made of a fixed " + records + " records, so producer batching was not "
					+ "modelled: the properties set batch.size " + PropertiesWriter.batchSize(result, request)
					+ ", at which a Java producer's batches hold about " + records + " records at this ratio, and "
					+ "librdkafka's set batch.num.messages " + Math.round(fixed) + "; real batches, and so the ratio, "
					+ "may differ as the producer's estimate of the ratio moves.");
			return warnings;
		}
		if (result.lingerLimited()) {
			warnings.add(LingerAdvice.lingerLimited(result, request));
		}
		else {
			largerBatchBeatsCodecs(result, candidates).ifPresent(warnings::add);
		}
		LingerAdvice.aboveDefault(result, request).ifPresent(warnings::add);
		if (request.workload().messagesPerSecond() == null
				&& result.batchSize() > PropertiesWriter.DEFAULT_BATCH_SIZE) {
			warnings.add(assumedFull(result, request));
		}
		return warnings;
	}

	private static String assumedFull(Result result, AdviceRequest request) {
		return "No message rate was given, so batches were modelled full: at batch.size "
				+ Text.setting(result.batchSize()) + " a batch holds about "
				+ Text.bytes((double) result.uncompressedBytes() / result.batches()) + " uncompressed ("
				+ Text.number(result.recordsPerBatch()) + " records), which a partition must receive "
				+ "within linger.ms " + PropertiesWriter.lingerMs(result, request) + " for batches to fill; "
				+ GIVE_TRAFFIC;
	}

	private static Optional<String> largerBatchBeatsCodecs(Result result, Candidates candidates) {
		Optional<Integer> current = currentBatchSize(candidates.eligible());
		if (current.isEmpty()) {
			return Optional.empty();
		}
		int base = current.get();
		Optional<Result> bestAtBase = candidates.eligible()
			.stream()
			.filter((other) -> Objects.equals(other.batchSize(), base))
			.min(Ranking.SMALLEST_FIRST);
		if (bestAtBase.isEmpty()) {
			return Optional.empty();
		}
		long best = bestAtBase.get().compressedBytes();
		Optional<Result> larger = candidates.eligible()
			.stream()
			.filter((other) -> other.codec() == result.codec() && Objects.equals(other.level(), result.level()))
			.filter((other) -> other.batchSize() != null && other.batchSize() > base)
			.filter((other) -> other.compressedBytes() < best)
			.filter((other) -> other.equals(result) || result.batchSize() == base)
			.min(Comparator.comparing(Result::batchSize));
		return larger.map((other) -> "Batch size matters more than the codec here: " + Text.label(other) + " stores "
				+ Text.shareOfRaw(other) + " of the raw bytes, less than any codec at batch.size " + Text.setting(base)
				+ ", where the best, " + Text.codecAndLevel(bestAtBase.get()) + ", stores "
				+ Text.shareOfRaw(bestAtBase.get())
				+ ": raise batch.size, and linger.ms so batches fill, before choosing a slower codec.");
	}

	private static Optional<Integer> currentBatchSize(List<Result> eligible) {
		List<Integer> sizes = eligible.stream().map(Result::batchSize).filter(Objects::nonNull).toList();
		if (sizes.contains(PropertiesWriter.DEFAULT_BATCH_SIZE)) {
			return Optional.of(PropertiesWriter.DEFAULT_BATCH_SIZE);
		}
		return sizes.stream().min(Comparator.naturalOrder());
	}

}
