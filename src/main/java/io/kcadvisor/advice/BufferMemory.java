package io.kcadvisor.advice;

import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.Optional;

/**
 * Weighs {@code batch.size} against the Java producer's {@code buffer.memory}. The
 * producer takes a whole batch.size buffer from buffer.memory for every batch it opens
 * ({@code RecordAccumulator.append} allocates {@code max(batch.size, the record's size)}
 * from its {@code BufferPool}) and gives it back once the broker has answered the request
 * that carried the batch ({@code Sender.completeBatch}); when buffer.memory is used up,
 * {@code send()} blocks for up to {@code max.block.ms} and then fails with a
 * {@code BufferExhaustedException} (before Kafka 0.9.0, without a time limit). A producer
 * writing to many partitions at once holds one open batch per partition, unless linger.ms
 * closes its batches before they fill, when it holds only those opened within linger.ms
 * and a round trip; so a batch.size of which the default buffer.memory holds at most
 * {@value #FEW_BATCHES}, or open batches over the given partitions that exceed it, are
 * worth a warning.
 */
final class BufferMemory {

	/** The Java producer's default {@code buffer.memory}, 32 MiB. */
	static final long DEFAULT_BUFFER_MEMORY = 33_554_432;

	/** The Java producer's default {@code max.block.ms}. */
	static final long DEFAULT_MAX_BLOCK_MS = 60_000;

	private static final double MS_PER_SECOND = 1000;

	/** The fewest batches the default buffer.memory may hold without a warning. */
	static final int FEW_BATCHES = 128;

	private BufferMemory() {
	}

	/**
	 * Returns the warning for a result, when its batch.size is large against the default
	 * buffer.memory.
	 * @param result the result
	 * @param request the request, for the partitions
	 * @return the warning, empty when buffer.memory holds batches enough
	 */
	static Optional<String> warning(Result result, AdviceRequest request) {
		long batchSize = PropertiesWriter.batchSize(result, request);
		if (batchSize < 1) {
			return Optional.empty();
		}
		long batches = DEFAULT_BUFFER_MEMORY / batchSize;
		Integer partitions = request.workload().partitions();
		long lingering = (partitions != null) ? Math.min(partitions, lingering(result, request)) : 0;
		long open = lingering * batchSize;
		if (batches > FEW_BATCHES && open <= DEFAULT_BUFFER_MEMORY) {
			return Optional.empty();
		}
		String holds = "At batch.size " + Text.setting(batchSize) + " the producer's default buffer.memory, "
				+ Text.setting(DEFAULT_BUFFER_MEMORY) + ", holds " + ((batches <= FEW_BATCHES) ? "only " : "")
				+ Text.count(batches)
				+ " batches: the Java producer takes a whole batch.size buffer from it for every batch it is filling "
				+ "or the broker has not yet acknowledged, and once buffer.memory is used up, send() blocks "
				+ blocks(request);
		if (partitions == null) {
			return Optional.of(holds + " A producer writing to more than " + Text.count(batches)
					+ " partitions at once, as it "
					+ "does with keys, blocks unless buffer.memory is raised to at least partitions × batch.size; give "
					+ "partitions to check.");
		}
		boolean everyPartition = lingering == partitions;
		String weighed = everyPartition
				? " Writing to all " + Text.count(partitions)
						+ " partitions at once, as it does with keys, one open batch per " + "partition takes "
						+ Text.count(partitions) + " × " + Text.binary(batchSize) + " = " + Text.bytes(open)
				: " " + lingeringBatches(result, request, lingering) + " at once over the " + Text.count(partitions)
						+ " partitions: " + Text.count(lingering) + " × " + Text.binary(batchSize) + " = "
						+ Text.bytes(open);
		if (open > DEFAULT_BUFFER_MEMORY) {
			return Optional.of(holds + weighed + ", more than buffer.memory: raise buffer.memory above that, with room "
					+ "for batches waiting to be sent or acknowledged, or keep batch.size lower.");
		}
		return Optional.of(holds + weighed + " of the " + Text.binary(DEFAULT_BUFFER_MEMORY)
				+ ", which leaves room for " + Text.count(batches - lingering) + " more batches"
				+ (everyPartition ? " waiting to be sent or acknowledged" : "")
				+ "; raise buffer.memory if the producer also writes to other topics.");
	}

	/**
	 * Returns how many batches a producer holds at once when linger.ms closes them: each
	 * is open for linger.ms and the request's round trip, and takes
	 * {@code recordsPerBatch} of the records arriving meanwhile, so that a producer holds
	 * about {@code rate × (linger.ms + round trip) ÷ recordsPerBatch} of them, however
	 * many partitions it writes to.
	 * @return the batches, or {@link Long#MAX_VALUE} when batch.size closes the batches
	 * or the rate is unknown
	 */
	static long lingering(Result result, AdviceRequest request) {
		Double rate = request.workload().messagesPerSecond();
		if (!result.lingerLimited() || rate == null) {
			return Long.MAX_VALUE;
		}
		double perProducer = rate / request.workload().producers();
		return Math.max(1,
				Math.round(perProducer * openMs(result, request) / (MS_PER_SECOND * result.recordsPerBatch())));
	}

	/**
	 * Says how many batches a producer holds at once where linger.ms closes them, as
	 * {@link #lingering(Result, AdviceRequest)} counts them.
	 * @param result a linger-limited result
	 * @param request the request, with a message rate
	 * @param lingering the batches
	 * @return the words
	 */
	static String lingeringBatches(Result result, AdviceRequest request, long lingering) {
		Workload workload = request.workload();
		return "At " + Text.number(workload.messagesPerSecond() / workload.producers())
				+ " messages/s from each producer, batches of " + Text.number(result.recordsPerBatch())
				+ " records that linger.ms " + PropertiesWriter.lingerMs(result, request)
				+ " closes are open for about " + Math.round(openMs(result, request))
				+ " ms with the request's round trip, so a producer holds about " + Text.count(lingering);
	}

	private static double openMs(Result result, AdviceRequest request) {
		return PropertiesWriter.lingerMs(result, request) + request.workload().requestLatencyMs();
	}

	private static String blocks(AdviceRequest request) {
		if (!request.kafkaVersion().isAtLeast(KafkaVersion.MAX_BLOCK_MS)) {
			return "until a batch's buffer is given back, without a time limit (block.on.buffer.full is true by default "
					+ "before " + KafkaVersion.MAX_BLOCK_MS + ").";
		}
		return "for up to max.block.ms (" + DEFAULT_MAX_BLOCK_MS + " ms by default) and then fails.";
	}

}
