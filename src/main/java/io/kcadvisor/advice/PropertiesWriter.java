package io.kcadvisor.advice;

import io.kcadvisor.batch.LargestRecord;
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
 * (with a fixed number of records per batch, the one at which the Java producer's batches
 * hold those records); {@code linger.ms}: the one the batches were modelled with. That is
 * the workload's when given with a message rate; without one, batches were modelled full
 * (or of a fixed number of records), which a linger.ms of 0 makes only while earlier
 * requests are in flight, so a 0 given becomes Kafka 4.0's default; and a linger.ms not
 * given is {@link AdviceRequest#lingerMsWhenNotGiven}, never the 0 of versions before
 * 4.0. {@code max.request.size} only when the largest batch the producer makes
 * ({@link #largestBatch}) exceeds its default 1048576, up to which the producer fills a
 * request (sending a larger batch in a request of its own) and which a record with the
 * framing of a batch holding it alone may not exceed: the topic's max.message.bytes, as
 * the topic configuration leaves it.
 * <p>
 * Topic: {@code compression.type=producer}, so the broker stores the producer's batches
 * as they are and never recompresses them, whatever codec and level each producer uses,
 * and no level property is needed on the brokers. But a live topic already set to a codec
 * is set to the recommended one instead, with its level where the properties set one: its
 * leader stores batches of that codec as producers send them, and recompresses the
 * others, so that setting the topic before the producers stores the recommended codec at
 * once, where {@code producer} would store the batches of producers not yet switched as
 * they are, uncompressed perhaps. {@code max.message.bytes} is added only when the
 * largest batch the topic must store ({@link #largestStoredBatch}) exceeds the topic's
 * ({@link AdviceRequest#maxMessageBytes()}: its own where the analysis read it from a
 * live topic, otherwise the default for the brokers' version, 1048588 from 2.5, 1000012
 * before), with {@value #MAX_MESSAGE_HEADROOM_PERCENT}% headroom for batches that
 * compress worse than the producer estimated: it raises the topic's value, never lowers
 * it.
 */
final class PropertiesWriter {

	/** The Java producer's default {@code max.request.size}. */
	static final int DEFAULT_MAX_REQUEST_SIZE = 1048576;

	/** Kafka's default {@code batch.size}. */
	static final int DEFAULT_BATCH_SIZE = 16384;

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
		properties.put("batch.size", String.valueOf(batchSize(result, request)));
		properties.put("linger.ms", String.valueOf(lingerMs(result, request)));
		if (raisesMaxRequestSize(result, request)) {
			properties.put("max.request.size", String.valueOf(maxMessageBytes(result, request)));
		}
		return properties;
	}

	/**
	 * Returns the topic configuration.
	 * @param result the result
	 * @param request the request, for the user's Kafka version, whose topics take a
	 * compression.type from 0.9, and the topic's max.message.bytes
	 * @return the configuration, in a stable order; none before 0.9 for a batch.size
	 * within the topic's max.message.bytes
	 */
	static Map<String, String> topic(Result result, AdviceRequest request) {
		Map<String, String> properties = new LinkedHashMap<>();
		if (request.kafkaVersion().isAtLeast(KafkaVersion.TOPIC_COMPRESSION)) {
			if (request.topic().codecSet() != null) {
				properties.put("compression.type", AdvisedTopic.topicName(result.codec()));
				if (setsLevel(result, request.kafkaVersion())) {
					properties.put(result.codec().levelProperty(), String.valueOf(result.level()));
				}
			}
			else {
				properties.put("compression.type", AdvisedTopic.PRODUCER);
			}
		}
		if (raisesMaxMessageBytes(result, request)) {
			properties.put("max.message.bytes", String.valueOf(maxMessageBytes(result, request)));
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
		Integer given = request.workload().lingerMs();
		boolean modelledAtGiven = request.workload().messagesPerSecond() != null && result.batchSize() != null;
		if (given != null && (modelledAtGiven || given > 0)) {
			return given;
		}
		return AdviceRequest.lingerMsWhenNotGiven(request.kafkaVersion());
	}

	/**
	 * Returns the {@code batch.size} to configure.
	 * @param result the result
	 * @param request the request, for the fixed number of records per batch
	 * @return its batch size, or, with a fixed number of records per batch, the one at
	 * which a Java producer's batches hold that many ({@link JavaBatch#batchSizeHolding})
	 */
	static int batchSize(Result result, AdviceRequest request) {
		return (result.batchSize() != null) ? result.batchSize() : JavaBatch.batchSizeHolding(result, request);
	}

	/**
	 * Returns the largest batch the Java producer makes, uncompressed: a full one of
	 * batch.size, or one holding the sample's largest record alone where that is larger,
	 * as the producer makes it whatever its batch.size, by its own bound
	 * ({@link LargestRecord#javaBatchBytes}), which it also checks against
	 * max.request.size.
	 * @param result the result
	 * @param request the request, for the fixed number of records per batch and the
	 * largest record
	 * @return bytes
	 */
	static int largestBatch(Result result, AdviceRequest request) {
		LargestRecord largest = request.largestRecord();
		int batchSize = batchSize(result, request);
		return (largest != null) ? Math.max(batchSize, largest.javaBatchBytes()) : batchSize;
	}

	/**
	 * Returns whether the sample's largest record, not batch.size, makes the largest
	 * batch.
	 * @param result the result
	 * @param request the request
	 * @return {@code true} when a batch of the largest record alone exceeds batch.size
	 */
	static boolean largestRecordDecides(Result result, AdviceRequest request) {
		return largestBatch(result, request) > batchSize(result, request);
	}

	/**
	 * Returns whether the producer needs a larger {@code max.request.size}, which the
	 * Java producer checks each record against and fills a request up to, sending a
	 * larger batch in a request of its own.
	 * @param result the result
	 * @param request the request, for the fixed number of records per batch and the
	 * largest record
	 * @return {@code true} when the largest batch exceeds the default max.request.size
	 */
	static boolean raisesMaxRequestSize(Result result, AdviceRequest request) {
		return largestBatch(result, request) > DEFAULT_MAX_REQUEST_SIZE;
	}

	/**
	 * Returns the largest batch the topic must store: the producer's largest
	 * ({@link #largestBatch}), so that a max.request.size set to the topic's
	 * max.message.bytes takes it, or the sample's largest record alone in a batch as the
	 * result's codec writes it where it does not compress, where that is larger
	 * ({@link LargestRecord#storedBatchBytes}): the broker checks a batch as compressed
	 * against max.message.bytes, and the producer cannot split a batch of one record it
	 * refuses. A full batch of batch.size is not counted so, as the producer splits one
	 * the broker refuses, and its compressed size is what the headroom is for.
	 * @param result the result
	 * @param request the request, for the fixed number of records per batch and the
	 * largest record
	 * @return bytes
	 */
	static long largestStoredBatch(Result result, AdviceRequest request) {
		LargestRecord largest = request.largestRecord();
		int batch = largestBatch(result, request);
		return (largest != null) ? Math.max(batch, largest.storedBatchBytes(result.codec())) : batch;
	}

	/**
	 * Returns whether the sample's largest record, not batch.size, makes the largest
	 * batch the topic must store.
	 * @param result the result
	 * @param request the request
	 * @return {@code true} when a batch of the largest record alone, as the producer
	 * bounds it or its codec writes it, exceeds batch.size
	 */
	static boolean largestRecordDecidesStored(Result result, AdviceRequest request) {
		return largestStoredBatch(result, request) > batchSize(result, request);
	}

	/**
	 * Returns whether the topic needs a larger {@code max.message.bytes}.
	 * @param result the result
	 * @param request the request, for the topic's max.message.bytes and the largest
	 * record
	 * @return {@code true} when the largest batch it must store exceeds the topic's
	 * max.message.bytes
	 */
	static boolean raisesMaxMessageBytes(Result result, AdviceRequest request) {
		return largestStoredBatch(result, request) > request.maxMessageBytes();
	}

	/**
	 * Returns the topic's {@code max.message.bytes} with the topic configuration applied.
	 * @param result the result
	 * @param request the request, for the topic's max.message.bytes
	 * @return the topic's, or the largest batch it must store with headroom when that is
	 * raised
	 */
	static long maxMessageBytes(Result result, AdviceRequest request) {
		if (!raisesMaxMessageBytes(result, request)) {
			return request.maxMessageBytes();
		}
		long largest = largestStoredBatch(result, request);
		return Math.min(Integer.MAX_VALUE, largest + largest * MAX_MESSAGE_HEADROOM_PERCENT / 100);
	}

}
