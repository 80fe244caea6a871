package io.kcadvisor.advice;

import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Translates a result into librdkafka producer properties (the C, Python, Go and .NET
 * clients), within the ranges of librdkafka's {@code CONFIGURATION.md}.
 * <ul>
 * <li>{@code compression.codec}: the codec.</li>
 * <li>{@code compression.level} (-1 to 12), only for a level other than the codec's
 * default, as for the Java producer: librdkafka's own default (-1) is the same level
 * (gzip 6, zstd 3, and lz4's fast mode, which is Java's lz4 level 9). gzip levels carry
 * over as they are; other lz4 levels are kept within librdkafka's high-compression range
 * 3 to 12 (its levels below 3 are the fast mode); zstd levels are kept within 1 to 12
 * (its -1 means zstd's default 3, and it takes no lower level).</li>
 * <li>{@code batch.size} (1 or more; 1 with one message per batch where a Java batch
 * holds one record as its batch.size allows no more): librdkafka fills a batch up to
 * batch.size of uncompressed bytes and compresses afterwards, so its batch.size is the
 * uncompressed bytes of a full Java batch, 61 bytes of header and
 * {@link JavaBatch#capacity}, also where the message rate let linger.ms close the batches
 * first: the same linger.ms closes librdkafka's, which then grow with the rate as the
 * Java producer's do. But librdkafka cannot split and resend a batch the broker refuses
 * as too large (the Java producer can), so batch.size stays under the topic's
 * {@code max.message.bytes} (as the topic configuration leaves it) with
 * {@value #HEADROOM_PERCENT}% headroom: a batch that does not compress at all then still
 * fits, as no codec's framing grows data by that much.</li>
 * <li>{@code message.max.bytes} when batch.size, which it also caps, or the sample's
 * largest record, which {@code produce()} refuses above it, needs more than librdkafka's
 * default 1000000 ({@link LibrdkafkaMessageSize});</li>
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
 * <li>{@code linger.ms} (0 to 900000): the Java producer's, so that batches fill as they
 * were modelled, librdkafka's own default 5 when none was given; with
 * {@code message.timeout.ms} above it when it reaches that default of 300000, as
 * librdkafka requires.</li>
 * </ul>
 */
final class Librdkafka {

	/** The lowest compression.level librdkafka takes (the codec's default). */
	static final int MIN_LEVEL = -1;

	/** The highest compression.level librdkafka takes. */
	static final int MAX_LEVEL = 12;

	/** librdkafka's default {@code batch.num.messages}. */
	static final long DEFAULT_BATCH_NUM_MESSAGES = 10_000;

	/** The most {@code batch.num.messages} librdkafka takes. */
	static final long MAX_BATCH_NUM_MESSAGES = 1_000_000;

	/** librdkafka's default {@code message.timeout.ms}, which must exceed linger.ms. */
	static final long DEFAULT_MESSAGE_TIMEOUT_MS = 300_000;

	/** The headroom under the topic's max.message.bytes, in percent. */
	static final int HEADROOM_PERCENT = 5;

	private static final int LZ4_LOWEST_HC = 3;

	private static final int ZSTD_LOWEST = 1;

	private Librdkafka() {
	}

	/**
	 * Returns the librdkafka producer properties.
	 * @param result the result
	 * @param request the request, for linger.ms
	 * @return the properties, in a stable order
	 */
	static Map<String, String> properties(Result result, AdviceRequest request) {
		Map<String, String> properties = new LinkedHashMap<>();
		properties.put("compression.codec", result.codec().kafkaName());
		level(result).ifPresent((level) -> properties.put("compression.level", String.valueOf(level)));
		long batchSize = batchSize(result, request);
		properties.put("batch.size", String.valueOf(batchSize));
		long messageMaxBytes = LibrdkafkaMessageSize.needed(batchSize, request);
		if (messageMaxBytes > LibrdkafkaMessageSize.DEFAULT) {
			properties.put("message.max.bytes", String.valueOf(messageMaxBytes));
		}
		Optional<Long> batchNumMessages = batchNumMessages(result, request, batchSize);
		batchNumMessages.ifPresent((messages) -> properties.put("batch.num.messages", String.valueOf(messages)));
		properties.putAll(queue(result, request, batchSize, batchNumMessages.orElse(DEFAULT_BATCH_NUM_MESSAGES)));
		int lingerMs = PropertiesWriter.lingerMs(result, request);
		properties.put("linger.ms", String.valueOf(lingerMs));
		if (lingerMs >= DEFAULT_MESSAGE_TIMEOUT_MS) {
			properties.put("message.timeout.ms", String.valueOf(lingerMs + DEFAULT_MESSAGE_TIMEOUT_MS));
		}
		return properties;
	}

	/**
	 * Says which librdkafka releases take the properties: 1.5 and newer, as older ones
	 * refuse {@code batch.size}, or 2.0 and newer where the queue must hold more messages
	 * than older ones allow.
	 * @param properties the librdkafka producer properties
	 * @return a comment line, without its {@code #}
	 */
	static String releases(Map<String, String> properties) {
		String messages = properties.get("queue.buffering.max.messages");
		if (messages != null && Long.parseLong(messages) > LibrdkafkaQueue.MAX_MESSAGES_BEFORE_2_0) {
			return "for librdkafka 2.0 or newer: older releases refuse batch.size before 1.5, and "
					+ "queue.buffering.max.messages above " + LibrdkafkaQueue.MAX_MESSAGES_BEFORE_2_0 + " before 2.0";
		}
		return "for librdkafka 1.5 or newer: older releases refuse batch.size";
	}

	/**
	 * Returns librdkafka's {@code compression.level} for a result.
	 * @param result the result
	 * @return the level, empty for none, snappy and default levels
	 */
	static Optional<Integer> level(Result result) {
		Codec codec = result.codec();
		Integer level = result.level();
		if (!codec.hasLevel() || level == null || level.equals(codec.defaultLevel())) {
			return Optional.empty();
		}
		int lowest = (codec == Codec.LZ4) ? LZ4_LOWEST_HC : (codec == Codec.ZSTD) ? ZSTD_LOWEST : MIN_LEVEL;
		return Optional.of(Math.max(lowest, Math.min(MAX_LEVEL, level)));
	}

	/**
	 * Returns a warning when librdkafka cannot set the result's level.
	 * @param result the result
	 * @return the warning, empty when the level carries over
	 */
	static Optional<String> levelWarning(Result result) {
		return level(result).filter((level) -> !level.equals(result.level())).map((level) -> {
			String why = (result.level() > MAX_LEVEL) ? "its highest level is " + MAX_LEVEL
					: (result.codec() == Codec.ZSTD) ? "its -1 means zstd's default 3, and it takes no lower level"
							: "its lz4 levels below 3 are the fast mode";
			return "librdkafka cannot set " + Text.codecAndLevel(result) + " (" + why
					+ "): its settings use compression.level=" + level
					+ ", so its batches will differ in size and speed.";
		});
	}

	/**
	 * Returns a warning when librdkafka's batch.size is kept under the topic's limit,
	 * below what a Java batch holds.
	 * @param result the result
	 * @param request the request, for the topic's max.message.bytes
	 * @return the warning, empty when librdkafka's batches match the Java producer's
	 */
	static Optional<String> batchWarning(Result result, AdviceRequest request) {
		long ceiling = ceiling(result, request);
		if (uncompressedBatch(result, request) <= ceiling) {
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
	 * more, at a batch.size smaller than a record (not as the message rate let linger.ms
	 * close them first): librdkafka makes those with batch.size 1, which it applies after
	 * the first message, and one message per batch.
	 */
	private static boolean oneRecordPerBatch(Result result) {
		return result.recordsPerBatch() <= 1 && !result.lingerLimited();
	}

	private static long uncompressedBatch(Result result, AdviceRequest request) {
		return (long) Math.ceil(RecordBatches.HEADER_SIZE + JavaBatch.capacity(result, request));
	}

	private static long ceiling(Result result, AdviceRequest request) {
		return PropertiesWriter.maxMessageBytes(result, request) * 100 / (100 + HEADROOM_PERCENT);
	}

	private static Optional<Long> batchNumMessages(Result result, AdviceRequest request, long batchSize) {
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
	private static Map<String, String> queue(Result result, AdviceRequest request, long batchSize,
			long batchNumMessages) {
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
