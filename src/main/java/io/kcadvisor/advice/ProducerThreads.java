package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether the producers can compress the workload's rate at all. The Java producer
 * compresses in the threads that call {@code send()}: {@code RecordAccumulator.append}
 * writes each record into its partition's open batch, compression stream included, under
 * that batch queue's lock, so the records of one partition are compressed one at a time.
 * A producer that sends from one thread, or without keys to one partition at a time,
 * compresses at most one core's worth; the rate then needs more producers, or a faster
 * codec. Compressing takes {@code rawMBps / compressMBps} cores
 * ({@link WorkloadCost#rawMBps(Result)}): the compression alone, not the producers' whole
 * CPU, part of which their sender threads spend.
 */
final class ProducerThreads {

	private ProducerThreads() {
	}

	/**
	 * Returns the warning when compressing the workload takes more than one core for each
	 * producer.
	 * @param result the result
	 * @param request the request, for the producers
	 * @param cost what the result costs at the workload, or {@code null} without a rate
	 * @return the warning, empty when each producer needs less than one core
	 */
	static Optional<String> warning(Result result, AdviceRequest request, WorkloadCost cost) {
		if (cost == null || result.codec() == Codec.NONE) {
			return Optional.empty();
		}
		double cores = cost.rawMBps(result) / result.compressMBps();
		int producers = request.workload().producers();
		if (cores / producers <= 1) {
			return Optional.empty();
		}
		String each = (producers == 1) ? ""
				: ", " + cores(cores / producers) + " for each of the " + Text.count(producers) + " producers";
		return Optional.of("At " + Text.number(cost.messagesPerSecond()) + " messages/s, compressing with "
				+ Text.codecAndLevel(result) + " (" + Text.speed(result.compressMBps()) + " per core) takes about "
				+ cores(cores) + " cores" + each + ": more than one producer can give. A Java producer compresses in "
				+ "the threads that call send(), and appends, and compresses, the records of one partition one at a "
				+ "time, so a producer sending from one thread, or without keys to one partition at a time, "
				+ "compresses at most one core's worth. Spread the rate over at least " + ((int) Math.floor(cores) + 1)
				+ " producers (or, with keys, as many threads sending to different partitions), or choose a faster "
				+ "codec.");
	}

	private static String cores(double cores) {
		return String.format(Locale.ROOT, "%.1f", cores);
	}

}
