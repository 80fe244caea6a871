package io.kcadvisor.advice;

import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.Optional;

/**
 * What a user must know about {@code linger.ms}: when it, not {@code batch.size}, closed
 * the batches, worded with the traffic and Kafka version they were modelled for, as
 * {@link Workload#lingerRecordCap(int, boolean)} models them; and why the properties set
 * a linger.ms above the version's default. Every linger.ms named is the one the
 * properties set, or says it is the one modelled for the version submitted.
 */
final class LingerAdvice {

	private LingerAdvice() {
	}

	/**
	 * Returns the warning for a result whose batches linger.ms closed.
	 * @param result a linger-limited result
	 * @param request the request
	 * @return the warning
	 */
	static String lingerLimited(Result result, AdviceRequest request) {
		String modelled = traffic(request) + ", linger.ms " + request.modelledLingerMs() + " sends batches of "
				+ Text.number(result.recordsPerBatch()) + " records on average, before they reach batch.size "
				+ result.batchSize();
		Optional<String> otherwise = Remodelling.otherwise(request, PropertiesWriter.lingerMs(result, request));
		if (otherwise.isPresent()) {
			return "As modelled for Kafka " + request.modelledVersion() + ", the version submitted: at " + modelled
					+ ", and small batches compress badly. " + otherwise.get()
					+ ", so its batches, and what they store, differ from these: " + Remodelling.newAnalysis(request);
		}
		return "At " + modelled + ": raising linger.ms is worth more than any codec change, since small batches "
				+ "compress badly, and a larger batch.size alone changes nothing.";
	}

	/**
	 * Explains a linger.ms that the properties set above the version's default, so that
	 * batches are those measured.
	 * @param result the result
	 * @param request the request
	 * @return the warning, empty when the properties set the linger.ms given or the
	 * version's default
	 */
	static Optional<String> aboveDefault(Result result, AdviceRequest request) {
		int lingerMs = PropertiesWriter.lingerMs(result, request);
		KafkaVersion version = request.kafkaVersion();
		if (request.workload().lingerMs() != null || lingerMs == version.defaultLingerMs()) {
			return Optional.empty();
		}
		return Optional.of("The properties set linger.ms " + lingerMs + ", Kafka " + KafkaVersion.LINGER_5
				+ "'s default (KIP-1030), where Kafka " + version + " defaults to " + version.defaultLingerMs()
				+ " ms, sending each batch as soon as it can, "
				+ "so that batches fill only while earlier requests are in flight: "
				+ (result.lingerLimited()
						? "the batches measured here are those that linger.ms " + lingerMs + " collects."
						: "the sizes measured here are those of batches that fill."));
	}

	/**
	 * Words the traffic that linger-limited batches were modelled at, with what was
	 * assumed: how many producers share the rate, and whether keys spread each producer's
	 * messages over the partitions or, without keys, how the modelled version's producer
	 * partitions them.
	 */
	private static String traffic(AdviceRequest request) {
		Workload workload = request.workload();
		String rate = Text.number(workload.messagesPerSecond()) + " messages/s" + ((workload.producers() == 1)
				? " from one producer" : " shared by " + workload.producers() + " producers");
		String partitions = (workload.partitions() != null) ? workload.partitions() + " partitions" : "one partition";
		if (workload.hasKeys()) {
			return rate + " with keys, spread over " + partitions;
		}
		KafkaVersion version = request.modelledVersion();
		return rate + " without keys, which " + ((workload.producers() == 1) ? "a" : "each") + " Kafka " + version
				+ " producer sends " + (version.stickyPartitioner() ? "to one partition at a time (sticky partitioning)"
						: "round-robin over " + partitions);
	}

}
