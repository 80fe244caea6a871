package io.kcadvisor.advice;

import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.sweep.Result;
import java.util.Map;
import java.util.Optional;

/**
 * Sizes librdkafka's batches to hold what the Java producer's do, within the ranges of
 * librdkafka's {@code CONFIGURATION.md}:
 * <ul>
 * <li>{@code batch.size} (1 or more; 1 with one message per batch where a Java batch
 * holds one record as its batch.size allows no more): librdkafka fills a batch up to
 * batch.size of uncompressed bytes and compresses afterwards, so its batch.size is the
 * uncompressed bytes of a full Java batch, 61 bytes of header and
 * {@link JavaBatch#capacity}, also where the message rate let linger.ms close the batches
 * first: the same linger.ms closes librdkafka's, which then grow with the rate as the
 * Java producer's do (keyed batches a little more, as librdkafka lingers partition by
 * partition where the Java producer sends every partition's batch once the first has
 * waited, {@link io.kcadvisor.sweep.Workload#windowRecords}). But librdkafka cannot split
 * and resend a batch the broker refuses as too large (the Java producer can), so
 * batch.size stays under the topic's {@code max.message.bytes} (as the topic
 * configuration leaves it) with {@value #HEADROOM_PERCENT}% headroom: a batch that does
 * not compress at all then still fits, as no codec's framing grows data by that
 * much.</li>
 * <li>{@code batch.num.messages} (1 to 1000000): the records per batch for a fixed number
 * of records per batch; otherwise, when it exceeds librdkafka's default 10000, twice the
 * records of average size that batch.size holds, so that batch.size, not the count,
 * closes a batch of smaller records.</li>
 * <li>{@code queue.buffering.max.messages} (0 to 2147483647, 1 to 10000000 before
 * librdkafka 2.0) and {@code queue.buffering.max.kbytes} (1 to 2147483647), each only
 * where the batches need more than librdkafka's default (100000 messages, 1 GiB): the
 * queue counts a message from {@code produce()} to its delivery report, and
 * {@code produce()} fails once it is full, so it must hold a full batch being filled and
 * one awaiting its acknowledgement on each partition given ({@link LibrdkafkaQueue}), or
 * batch.size and batch.num.messages are never reached; batches that linger.ms closed
 * count with the records they held.</li>
 * </ul>
 */
final class LibrdkafkaBatch {

	/** librdkafka's default {@code batch.num.messages}. */
	static final long DEFAULT_BATCH_NUM_MESSAGES = 10_000;

	/** The most {@code batch.num.messages} librdkafka takes. */
	static final long MAX_BATCH_NUM_MESSAGES = 1_000_000;

	/** The headroom under the topic's max.message.bytes, in percent. */
	static final int HEADROOM_PERCENT = 5;

	private LibrdkafkaBatch() {
	}

	/**
	 * Returns a warning when librdkafka's batch.size is kept under the topic's limit,
	 * below what a Java batch holds.
	 * @param result the result
	 * @param request the request, for the topic's max.message.bytes
	 * @return the warning, empty when librdkafka's batches match the Java producer's
	 */
	static Optional<String> warning(Result result, AdviceRequest request) {
		long ceiling = ceiling(result, request);
		if (oneRecordPerBatch(result) || uncompressedBatch(result, request) <= ceiling) {
			return Optional.empty();
		}
		return Optional.of("librdkafka cannot split a batch the broker refuses as too large, and fills its batches by "
				+ "their uncompressed size: its batch.size is kept at " + Text.setting(ceiling) + ", under the topic's "
				+ "max.message.bytes (" + PropertiesWriter.maxMessageBytes(result, request) + ") with "
				+ HEADROOM_PERCENT
				+ "% headroom, so that even a batch that does not compress is accepted. Its batches hold fewer records "
				+ "than the Java producer's, which at batch.size "
				+ Text.setting(PropertiesWriter.batchSize(result, request)) + " hold about "
				+ Text.bytes(JavaBatch.capacity(result, request)) + " of records, and store more than measured here.");
	}

	/**
	 * Returns librdkafka's {@code batch.size}, as the class documents.
	 * @param result the result
	 * @param request the request, for the topic's max.message.bytes
	 * @return bytes
	 */
	static long batchSize(Result result, AdviceRequest request) {
		if (oneRecordPerBatch(result)) {
			return 1;
		}
		return Math.max(1, Math.min(uncompressedBatch(result, request), ceiling(result, request)));
	}

	/**
	 * Returns whether the Java batches hold one record each as their batch.size allows no
	 * more, at a batch.size smaller than a record or two (not as the message rate let
	 * linger.ms close them first, unless a record leaves no room for a second anyway):
	 * librdkafka makes those with batch.size 1, which it applies after the first message,
	 * and one message per batch.
	 */
	private static boolean oneRecordPerBatch(Result result) {
		return (result.recordsPerBatch() <= 1 && !result.lingerLimited())
				|| (result.batchSize() != null && JavaBatch.oneRecordFills(result));
	}

	private static long uncompressedBatch(Result result, AdviceRequest request) {
		return (long) Math.ceil(RecordBatches.HEADER_SIZE + JavaBatch.capacity(result, request));
	}

	private static long ceiling(Result result, AdviceRequest request) {
		return PropertiesWriter.maxMessageBytes(result, request) * 100 / (100 + HEADROOM_PERCENT);
	}

	static Optional<Long> batchNumMessages(Result result, AdviceRequest request, long batchSize) {
		if (result.batchSize() == null) {
			return Optional
				.of(Math.min((long) Math.ceil(JavaBatch.fixedRecords(result, request)), MAX_BATCH_NUM_MESSAGES));
		}
		if (oneRecordPerBatch(result)) {
			return Optional.of(1L);
		}
		long messages = (long) Math.ceil(2 * (batchSize - RecordBatches.HEADER_SIZE) / averageRecordBytes(result));
		return (messages > DEFAULT_BATCH_NUM_MESSAGES) ? Optional.of(Math.min(messages, MAX_BATCH_NUM_MESSAGES))
				: Optional.empty();
	}

	/**
	 * Returns the queue limits for librdkafka's batches: those batch.size fills hold the
	 * records of average size it holds, at most batch.num.messages, and batch.size bytes;
	 * those of a fixed number of records hold that many, and bytes as Java's batch of
	 * them; those of one record, or that linger.ms closed hold what the batches measured
	 * held (no more than batch.size allows).
	 */
	static Map<String, String> queue(Result result, AdviceRequest request, long batchSize, long batchNumMessages) {
		Integer partitions = request.workload().partitions();
		if (result.batchSize() == null) {
			return LibrdkafkaQueue.properties(batchNumMessages, uncompressedBatch(result, request), partitions);
		}
		long measuredBytes = (long) Math
			.ceil(RecordBatches.HEADER_SIZE + (double) result.recordBytes() / result.batches());
		if (oneRecordPerBatch(result)) {
			return LibrdkafkaQueue.properties(batchNumMessages, measuredBytes, partitions);
		}
		long held = Math.min((long) Math.ceil((batchSize - RecordBatches.HEADER_SIZE) / averageRecordBytes(result)),
				batchNumMessages);
		if (result.lingerLimited()) {
			return LibrdkafkaQueue.properties(Math.min((long) Math.ceil(result.recordsPerBatch()), held),
					Math.min(measuredBytes, batchSize), partitions);
		}
		return LibrdkafkaQueue.properties(held, batchSize, partitions);
	}

	private static double averageRecordBytes(Result result) {
		return (double) result.recordBytes() / (result.batches() * result.recordsPerBatch());
	}

}
