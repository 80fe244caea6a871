package io.kcadvisor.advice;

import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Says when batching matters more than the codec: when batches close on {@code linger.ms}
 * before they fill, when a larger {@code batch.size} with the same codec stores less than
 * every codec at the current batch size (Kafka's default 16384 when it was measured,
 * otherwise the smallest measured), and what a batch size beyond the default assumes or
 * could not model. Linger-limited batches are worded with the traffic they were modelled
 * at, as {@link Workload#lingerRecordCap(int, boolean)} models it.
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
			warnings.add("Batches were made of a fixed " + Text.number(result.recordsPerBatch())
					+ " records, so producer batching was not modelled: batch.size stays at Kafka's default "
					+ PropertiesWriter.DEFAULT_BATCH_SIZE + ", and real batches, and so the ratio, may differ.");
			return warnings;
		}
		if (result.lingerLimited()) {
			warnings.add(lingerLimited(result, request));
			return warnings;
		}
		largerBatchBeatsCodecs(result, candidates).ifPresent(warnings::add);
		lingerToFill(result, request).ifPresent(warnings::add);
		if (request.workload().messagesPerSecond() == null
				&& result.batchSize() > PropertiesWriter.DEFAULT_BATCH_SIZE) {
			warnings.add(assumedFull(result, request));
		}
		return warnings;
	}

	/**
	 * Explains a linger.ms that the properties set above the version's default, so that
	 * batches fill as they were modelled.
	 */
	private static Optional<String> lingerToFill(Result result, AdviceRequest request) {
		int lingerMs = PropertiesWriter.lingerMs(result, request);
		KafkaVersion version = request.kafkaVersion();
		if (request.workload().lingerMs() != null || lingerMs == version.defaultLingerMs()) {
			return Optional.empty();
		}
		return Optional.of("The properties set linger.ms " + lingerMs + ", Kafka 4.0's default (KIP-1030), where Kafka "
				+ version + " defaults to " + version.defaultLingerMs() + " ms, sending each batch as soon as it can, "
				+ "so that batches fill only while earlier requests are in flight: the sizes measured here are those "
				+ "of batches that fill.");
	}

	private static String assumedFull(Result result, AdviceRequest request) {
		String fill = "No message rate was given, so batches were modelled full: at batch.size " + result.batchSize()
				+ " a batch holds about " + Math.round((double) result.uncompressedBytes() / result.batches())
				+ " raw bytes (" + Text.number(result.recordsPerBatch()) + " records)";
		int lingerMs = PropertiesWriter.lingerMs(result, request);
		if (lingerMs == 0) {
			return fill + ", and with linger.ms 0 the producer sends as soon as it can, so batches fill only while "
					+ "earlier requests are in flight: set linger.ms (Kafka 4.0 made 5 the default) so they fill, "
					+ "and " + GIVE_TRAFFIC;
		}
		return fill + ", which a partition must receive within linger.ms " + lingerMs + " for batches to fill; "
				+ GIVE_TRAFFIC;
	}

	private static String lingerLimited(Result result, AdviceRequest request) {
		return traffic(request) + ", linger.ms " + request.modelledLingerMs() + " sends batches of "
				+ Text.number(result.recordsPerBatch()) + " records on average, before they reach batch.size "
				+ result.batchSize() + ": raising linger.ms is worth more than any codec change, since small batches "
				+ "compress badly, and a larger batch.size alone changes nothing.";
	}

	/**
	 * Words the traffic that linger-limited batches were modelled at, with what was
	 * assumed: how many producers share the rate, and whether keys spread each producer's
	 * messages over the partitions or, without keys, the producer sends to one partition
	 * at a time.
	 */
	private static String traffic(AdviceRequest request) {
		Workload workload = request.workload();
		String rate = "At " + Text.number(workload.messagesPerSecond()) + " messages/s" + ((workload.producers() == 1)
				? " from one producer" : " shared by " + workload.producers() + " producers");
		String partitions = (workload.partitions() != null) ? workload.partitions() + " partitions" : "one partition";
		if (workload.hasKeys()) {
			return rate + " with keys, spread over " + partitions;
		}
		KafkaVersion version = request.kafkaVersion();
		return rate + " without keys, which " + ((workload.producers() == 1) ? "a" : "each") + " Kafka " + version
				+ " producer sends " + (version.stickyPartitioner() ? "to one partition at a time (sticky partitioning)"
						: "round-robin over " + partitions);
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
				+ Text.shareOfRaw(other) + " of the raw bytes, less than any codec at batch.size " + base
				+ " (the best, " + Text.codecAndLevel(bestAtBase.get()) + ", stores "
				+ Text.shareOfRaw(bestAtBase.get())
				+ "): raise batch.size, and linger.ms so batches fill, before choosing a slower codec.");
	}

	private static Optional<Integer> currentBatchSize(List<Result> eligible) {
		List<Integer> sizes = eligible.stream().map(Result::batchSize).filter(Objects::nonNull).toList();
		if (sizes.contains(PropertiesWriter.DEFAULT_BATCH_SIZE)) {
			return Optional.of(PropertiesWriter.DEFAULT_BATCH_SIZE);
		}
		return sizes.stream().min(Comparator.naturalOrder());
	}

}
