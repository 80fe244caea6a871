package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether the producers can compress the workload's rate at all. The Java producer
 * compresses a batch as its records arrive, through a stream that holds them first
 * ({@link JavaBatch#streamHeldBytes(Codec)}). A batch that fills {@code batch.size} is
 * compressed in the threads that call {@code send()}: {@code RecordAccumulator.append}
 * writes each record into its partition's open batch, compression stream included, under
 * that batch queue's lock, and closes the stream of a batch it finds full, so the records
 * of one partition are compressed one at a time; a producer that sends from one thread,
 * or without keys to one partition at a time, compresses at most one core's worth. A
 * batch that {@code linger.ms} closes first is closed by the producer's one sender thread
 * ({@code RecordAccumulator.drain}), which compresses what the stream still holds: all of
 * a batch smaller than that, so such batches are compressed on one core however many
 * threads call {@code send()}. Either way the rate then needs more producers, or a faster
 * codec. Compressing takes {@code rawMBps / compressMBps} cores
 * ({@link WorkloadCost#rawMBps(Result)}): the compression alone, not the producers' whole
 * CPU.
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
		double cores = compressCores(result, cost);
		int producers = request.workload().producers();
		if (cores / producers <= 1) {
			return Optional.empty();
		}
		String each = (producers == 1) ? ""
				: ", " + cores(cores / producers) + " for each of the " + Text.count(producers) + " producers";
		String more = " Spread the rate over at least " + Text.count((long) Math.floor(cores) + 1) + " producers";
		String why;
		if (senderCompresses(result)) {
			why = "Its batches, which linger.ms " + PropertiesWriter.lingerMs(result, request) + " closes with about "
					+ Text.bytes(recordBytesPerBatch(result)) + " of records, less than the "
					+ Text.binary(JavaBatch.streamHeldBytes(result.codec())) + " the producer's "
					+ result.codec().kafkaName() + " stream takes in before it compresses, are compressed when the "
					+ "producer's one sender thread closes them, so "
					+ "however many threads call send(), a producer compresses at most one core's worth." + more;
		}
		else {
			why = "A Java producer compresses in the threads that call send(), and appends, and compresses, the "
					+ "records of one partition one at a time, so a producer sending from one thread, or without "
					+ "keys to one partition at a time, compresses at most one core's worth." + more
					+ " (or, with keys, as many threads sending to different partitions)";
		}
		return Optional.of("At " + Text.number(cost.messagesPerSecond()) + " messages/s, compressing with "
				+ Text.codecAndLevel(result) + " (" + Text.speed(result.compressMBps()) + " per core) takes about "
				+ cores(cores) + " cores" + each + ": more than one producer can give. " + why
				+ ", or choose a faster codec." + newStreams(result));
	}

	/**
	 * Says so where most of the compression's CPU is the new stream Kafka opens for each
	 * batch, which larger batches or a lower level make cheaper.
	 */
	private static String newStreams(Result result) {
		double codecMicros = recordBytesPerBatch(result) / result.codecCompressMBps();
		if (result.compressStreamMicros() <= codecMicros) {
			return "";
		}
		return " Most of it is the new " + result.codec().kafkaName() + " stream Kafka opens for each batch: "
				+ Text.micros(result.compressStreamMicros()) + " at this level, where compressing a batch's "
				+ Text.bytes(recordBytesPerBatch(result)) + " of records takes " + Text.micros(codecMicros)
				+ "; a lower level, or batches of more records, cost far less.";
	}

	/**
	 * Returns the cores compressing the workload's records takes, all producers together.
	 * @param result the result
	 * @param cost what it costs at the workload
	 * @return cores
	 */
	static double compressCores(Result result, WorkloadCost cost) {
		return cost.rawMBps(result) / result.compressMBps();
	}

	/**
	 * Returns whether one producer compresses at most one core's worth however many
	 * threads call send(): its one sender thread compresses its batches, or, without
	 * keys, the sticky partitioner (Kafka 2.4) has it send to one partition at a time,
	 * whose records are compressed one at a time.
	 * @param result the result
	 * @param request the request, for the keys and the partitioner
	 * @return {@code true} where more threads cannot help
	 */
	static boolean oneCorePerProducer(Result result, AdviceRequest request) {
		return senderCompresses(result)
				|| (!request.workload().hasKeys() && request.modelledVersion().stickyPartitioner());
	}

	/**
	 * Returns whether the sender thread compresses the batches: linger.ms closes them
	 * before the compression stream has taken in enough to compress any.
	 */
	private static boolean senderCompresses(Result result) {
		return result.lingerLimited() && recordBytesPerBatch(result) < JavaBatch.streamHeldBytes(result.codec());
	}

	private static double recordBytesPerBatch(Result result) {
		return (double) result.recordBytes() / result.batches();
	}

	private static String cores(double cores) {
		return String.format(Locale.ROOT, "%.1f", cores);
	}

}
