package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
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
 * <li>{@code batch.size}, {@code batch.num.messages} and the queue's limits
 * ({@code queue.buffering.max.messages}, {@code queue.buffering.max.kbytes}) for batches
 * that hold what the Java producer's do: {@link LibrdkafkaBatch};</li>
 * <li>{@code message.max.bytes} when batch.size, which it also caps, or the sample's
 * largest record, which {@code produce()} refuses above it, needs more than librdkafka's
 * default 1000000 ({@link LibrdkafkaMessageSize});</li>
 * <li>{@code linger.ms} (0 to 900000): the Java producer's, so that batches fill as they
 * were modelled, librdkafka's own default 5 when none was given; with
 * {@code message.timeout.ms} above it when it reaches that default of 300000, as
 * librdkafka requires.</li>
 * <li>{@code api.version.request=false} and {@code broker.version.fallback} for brokers
 * before {@link KafkaVersion#API_VERSIONS}, as librdkafka's {@code INTRODUCTION.md} asks:
 * librdkafka otherwise asks them for their versions, which they do not answer, and takes
 * them for 0.10.0.</li>
 * </ul>
 */
final class Librdkafka {

	/** The lowest compression.level librdkafka takes (the codec's default). */
	static final int MIN_LEVEL = -1;

	/** The highest compression.level librdkafka takes. */
	static final int MAX_LEVEL = 12;

	/** librdkafka's default {@code message.timeout.ms}, which must exceed linger.ms. */
	static final long DEFAULT_MESSAGE_TIMEOUT_MS = 300_000;

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
		long batchSize = LibrdkafkaBatch.batchSize(result, request);
		properties.put("batch.size", String.valueOf(batchSize));
		long messageMaxBytes = LibrdkafkaMessageSize.needed(batchSize, request);
		if (messageMaxBytes > LibrdkafkaMessageSize.DEFAULT) {
			properties.put("message.max.bytes", String.valueOf(messageMaxBytes));
		}
		Optional<Long> batchNumMessages = LibrdkafkaBatch.batchNumMessages(result, request, batchSize);
		batchNumMessages.ifPresent((messages) -> properties.put("batch.num.messages", String.valueOf(messages)));
		properties.putAll(LibrdkafkaBatch.queue(result, request, batchSize,
				batchNumMessages.orElse(LibrdkafkaBatch.DEFAULT_BATCH_NUM_MESSAGES)));
		int lingerMs = PropertiesWriter.lingerMs(result, request);
		properties.put("linger.ms", String.valueOf(lingerMs));
		if (lingerMs >= DEFAULT_MESSAGE_TIMEOUT_MS) {
			properties.put("message.timeout.ms", String.valueOf(lingerMs + DEFAULT_MESSAGE_TIMEOUT_MS));
		}
		KafkaVersion version = request.kafkaVersion();
		if (!version.isAtLeast(KafkaVersion.API_VERSIONS)) {
			properties.put("api.version.request", "false");
			properties.put("broker.version.fallback", version.toString());
		}
		return properties;
	}

	/**
	 * Says which librdkafka releases take the properties: 1.5 and newer, as older ones
	 * refuse {@code batch.size}, or 2.0 and newer where the queue must hold more messages
	 * than older ones allow; and only 2.x for brokers before
	 * {@link KafkaVersion#API_VERSIONS}, whose properties librdkafka deprecates and 3.x
	 * removes.
	 * @param properties the librdkafka producer properties
	 * @return a comment line, without its {@code #}
	 */
	static String releases(Map<String, String> properties) {
		String messages = properties.get("queue.buffering.max.messages");
		boolean oldBrokers = properties.containsKey("broker.version.fallback");
		String upTo = oldBrokers ? " to 2.x" : " or newer";
		String removed = oldBrokers ? ", and 3.x no longer talks to brokers before " + KafkaVersion.API_VERSIONS : "";
		if (messages != null && Long.parseLong(messages) > LibrdkafkaQueue.MAX_MESSAGES_BEFORE_2_0) {
			return "for librdkafka 2.0" + upTo + ": older releases refuse batch.size before 1.5, and "
					+ "queue.buffering.max.messages above " + LibrdkafkaQueue.MAX_MESSAGES_BEFORE_2_0 + " before 2.0"
					+ removed;
		}
		return "for librdkafka 1.5" + upTo + ": older releases refuse batch.size" + removed;
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

}
