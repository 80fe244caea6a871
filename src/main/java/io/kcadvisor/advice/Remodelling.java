package io.kcadvisor.advice;

import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Workload;
import java.util.Optional;

/**
 * What differs when advice is asked for another Kafka version than the one the results
 * were modelled for. Batches are modelled with the same {@code linger.ms} whatever the
 * version (the one given, or {@link AdviceRequest#lingerMsWhenNotGiven}, which the
 * properties set), so advice for another version is what a new analysis of it gives, with
 * one exception: with a message rate, messages without keys go through the modelled
 * version's partitioner (sticky from 2.4, round-robin before). Advice for a version whose
 * partitioner differs reuses batches its producers would not make where linger.ms closes
 * them, and says plainly that its recommendations may be far off.
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
		if (!partitionerDiffers(request)) {
			return Optional.empty();
		}
		KafkaVersion modelled = request.modelledVersion();
		return Optional.of("These results were modelled for Kafka " + modelled + ", the version submitted, whose "
				+ "producers send messages without keys " + partitioning(modelled) + ". " + otherwise(request).get()
				+ ", so these recommendations for it may be far off: where linger.ms closes batches, its batches hold "
				+ "other numbers of records, up to as many times more or fewer as there are partitions, and the sizes "
				+ "and ranking that follow from them differ from these. A new analysis with kafkaVersion="
				+ request.kafkaVersion() + " models them.");
	}

	/**
	 * Says how the version advised for batches otherwise, for a result whose batches
	 * linger.ms closed.
	 * @param request the request
	 * @return for example {@code Kafka 2.3 batches otherwise (it sends messages without
	 * keys round-robin over the partitions)}; empty when its batches are the same
	 */
	static Optional<String> otherwise(AdviceRequest request) {
		if (!partitionerDiffers(request)) {
			return Optional.empty();
		}
		return Optional.of("Kafka " + request.kafkaVersion() + " batches otherwise (it sends messages without keys "
				+ partitioning(request.kafkaVersion()) + ")");
	}

	/**
	 * Returns what to do about it.
	 * @param request the request
	 * @return for example {@code a new analysis with kafkaVersion=2.3 models them.}
	 */
	static String newAnalysis(AdviceRequest request) {
		return "a new analysis with kafkaVersion=" + request.kafkaVersion() + " models them.";
	}

	private static String partitioning(KafkaVersion version) {
		return version.stickyPartitioner() ? "to one partition at a time (sticky partitioning)"
				: "round-robin over the partitions";
	}

	private static boolean partitionerDiffers(AdviceRequest request) {
		Workload workload = request.workload();
		return workload.messagesPerSecond() != null && !workload.hasKeys()
				&& request.modelledVersion().stickyPartitioner() != request.kafkaVersion().stickyPartitioner();
	}

}
