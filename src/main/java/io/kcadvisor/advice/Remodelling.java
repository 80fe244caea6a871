package io.kcadvisor.advice;

import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What differs when advice is asked for another Kafka version than the one the results
 * were modelled for. With a message rate, batches were modelled with that version's
 * default {@code linger.ms} (unless one was given) and, for messages without keys, its
 * partitioner (sticky from 2.4, round-robin before). Advice for a version that differs in
 * either reuses batches its producers would not make: only a new analysis models them.
 */
final class Remodelling {

	private Remodelling() {
	}

	/**
	 * Returns a note on the results as a whole when the version advised for batches
	 * otherwise than they were modelled.
	 * @param request the request
	 * @return the note, empty when batching is the same
	 */
	static Optional<String> note(AdviceRequest request) {
		boolean lingerDiffers = lingerDiffers(request);
		boolean partitionerDiffers = partitionerDiffers(request);
		if (!lingerDiffers && !partitionerDiffers) {
			return Optional.empty();
		}
		KafkaVersion modelled = request.modelledVersion();
		List<String> defaults = new ArrayList<>();
		List<String> differences = new ArrayList<>();
		if (lingerDiffers) {
			defaults.add("default to linger.ms " + modelled.defaultLingerMs());
			differences.add("its default linger.ms is " + request.kafkaVersion().defaultLingerMs());
		}
		if (partitionerDiffers) {
			defaults.add("send messages without keys " + partitioning(modelled));
			differences.add(partitioner(request));
		}
		return Optional.of("These results were modelled for Kafka " + modelled + ", the version submitted, whose "
				+ "producers " + Text.and(defaults) + ". " + otherwise(request, differences)
				+ ", so its batches, and the sizes and ranking that follow from them, may differ from these: "
				+ newAnalysis(request));
	}

	/**
	 * Says how the version advised for batches otherwise, for a result whose properties
	 * set a linger.ms.
	 * @param request the request
	 * @param lingerMs the linger.ms the properties set
	 * @return for example {@code Kafka 4.2 batches otherwise (its default linger.ms is 5,
	 * which the properties set)}; empty when that result's batches are the same
	 */
	static Optional<String> otherwise(AdviceRequest request, int lingerMs) {
		List<String> differences = new ArrayList<>();
		if (lingerMs != request.modelledLingerMs()) {
			differences.add((lingerMs == request.kafkaVersion().defaultLingerMs())
					? "its default linger.ms is " + lingerMs + ", which the properties set"
					: "the properties set linger.ms " + lingerMs);
		}
		if (partitionerDiffers(request)) {
			differences.add(partitioner(request));
		}
		return differences.isEmpty() ? Optional.empty() : Optional.of(otherwise(request, differences));
	}

	/**
	 * Returns what to do about it.
	 * @param request the request
	 * @return for example {@code a new analysis with kafkaVersion=4.2 models them.}
	 */
	static String newAnalysis(AdviceRequest request) {
		return "a new analysis with kafkaVersion=" + request.kafkaVersion() + " models them.";
	}

	private static String otherwise(AdviceRequest request, List<String> differences) {
		return "Kafka " + request.kafkaVersion() + " batches otherwise (" + String.join(", and ", differences) + ")";
	}

	private static String partitioner(AdviceRequest request) {
		return "it sends messages without keys " + partitioning(request.kafkaVersion());
	}

	private static String partitioning(KafkaVersion version) {
		return version.stickyPartitioner() ? "to one partition at a time (sticky partitioning)"
				: "round-robin over the partitions";
	}

	private static boolean lingerDiffers(AdviceRequest request) {
		Workload workload = request.workload();
		return workload.messagesPerSecond() != null && workload.lingerMs() == null
				&& request.modelledVersion().defaultLingerMs() != request.kafkaVersion().defaultLingerMs();
	}

	private static boolean partitionerDiffers(AdviceRequest request) {
		Workload workload = request.workload();
		return workload.messagesPerSecond() != null && !workload.hasKeys()
				&& request.modelledVersion().stickyPartitioner() != request.kafkaVersion().stickyPartitioner();
	}

}
