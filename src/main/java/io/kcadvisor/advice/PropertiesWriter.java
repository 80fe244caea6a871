package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Writes the ready-to-paste Java producer properties and topic configuration for a
 * result.
 * <p>
 * Producer: {@code compression.type}; the level property only when the level is not the
 * codec's default and the version takes levels (3.8+), so a default level needs nothing
 * and older producers are never handed a property they do not know; {@code batch.size}
 * (Kafka's default 16384 when the result was measured with a fixed number of records per
 * batch); {@code linger.ms}: the workload's when given; otherwise the version's default,
 * but at least {@value #FILLING_LINGER_MS} (Kafka 4.0's default, KIP-1030) for batches
 * that were modelled filling up, or filling within a linger.ms above 0, since before 4.0
 * the default 0 sends each batch as soon as it can and batches fill only while earlier
 * requests are in flight. Batches that a linger.ms of 0 closed as they were modelled
 * (with a message rate, for a version before 4.0), and batches of a fixed number of
 * records, keep the version's default.
 * <p>
 * Topic: {@code compression.type=producer}, so the broker stores the producer's batches
 * as they are and never recompresses them, whatever codec and level each producer uses,
 * and no level property is needed on the brokers. {@code max.message.bytes} is added only
 * when {@code batch.size} exceeds Kafka's default of 1048588, with
 * {@value #MAX_MESSAGE_HEADROOM_PERCENT}% headroom for batches that compress worse than
 * the producer estimated.
 */
final class PropertiesWriter {

	/** Kafka's default {@code batch.size}. */
	static final int DEFAULT_BATCH_SIZE = 16384;

	/** Kafka's default topic {@code max.message.bytes} (and broker message.max.bytes). */
	static final int DEFAULT_MAX_MESSAGE_BYTES = 1048588;

	/**
	 * The {@code linger.ms} set for batches that must fill when none is given: Kafka
	 * 4.0's default (KIP-1030).
	 */
	static final int FILLING_LINGER_MS = KafkaVersion.LINGER_MS_FROM_4_0;

	/** Headroom over {@code batch.size} when {@code max.message.bytes} must be raised. */
	static final int MAX_MESSAGE_HEADROOM_PERCENT = 10;

	private PropertiesWriter() {
	}

	/**
	 * Returns the Java producer properties.
	 * @param result the result
	 * @param request the request, for the version and linger.ms
	 * @return the properties, in a stable order
	 */
	static Map<String, String> producer(Result result, AdviceRequest request) {
		Map<String, String> properties = new LinkedHashMap<>();
		properties.put("compression.type", result.codec().kafkaName());
		if (setsLevel(result, request.kafkaVersion())) {
			properties.put(result.codec().levelProperty(), String.valueOf(result.level()));
		}
		properties.put("batch.size", String.valueOf(batchSize(result)));
		properties.put("linger.ms", String.valueOf(lingerMs(result, request)));
		return properties;
	}

	/**
	 * Returns the topic configuration.
	 * @param result the result
	 * @return the configuration, in a stable order
	 */
	static Map<String, String> topic(Result result) {
		Map<String, String> properties = new LinkedHashMap<>();
		properties.put("compression.type", "producer");
		if (raisesMaxMessageBytes(result)) {
			properties.put("max.message.bytes", String.valueOf(maxMessageBytes(result)));
		}
		return properties;
	}

	/**
	 * Returns whether the properties set the level: only a level other than the codec's
	 * default, and only for a version that takes levels.
	 * @param result the result
	 * @param version the user's Kafka version
	 * @return {@code true} when a level property is written
	 */
	static boolean setsLevel(Result result, KafkaVersion version) {
		Codec codec = result.codec();
		return codec.hasLevel() && version.supportsLevels() && !Objects.equals(result.level(), codec.defaultLevel());
	}

	/**
	 * Returns the {@code linger.ms} to configure, as the class documents.
	 * @param result the result
	 * @param request the request, for the version and the linger.ms given
	 * @return linger.ms
	 */
	static int lingerMs(Result result, AdviceRequest request) {
		if (request.workload().lingerMs() != null) {
			return request.workload().lingerMs();
		}
		int versionDefault = request.kafkaVersion().defaultLingerMs();
		boolean closedByLinger0 = result.lingerLimited() && request.modelledLingerMs() == 0;
		if (result.batchSize() == null || closedByLinger0) {
			return versionDefault;
		}
		return Math.max(versionDefault, FILLING_LINGER_MS);
	}

	/**
	 * Returns the {@code batch.size} to configure.
	 * @param result the result
	 * @return its batch size, or Kafka's default when batching was not modelled
	 */
	static int batchSize(Result result) {
		return (result.batchSize() != null) ? result.batchSize() : DEFAULT_BATCH_SIZE;
	}

	/**
	 * Returns whether the topic needs a larger {@code max.message.bytes}.
	 * @param result the result
	 * @return {@code true} when batch.size exceeds Kafka's default max.message.bytes
	 */
	static boolean raisesMaxMessageBytes(Result result) {
		return batchSize(result) > DEFAULT_MAX_MESSAGE_BYTES;
	}

	private static long maxMessageBytes(Result result) {
		long batchSize = batchSize(result);
		return Math.min(Integer.MAX_VALUE, batchSize + batchSize * MAX_MESSAGE_HEADROOM_PERCENT / 100);
	}

}
