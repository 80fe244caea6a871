package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a user must know before applying a recommendation, most important first: versions
 * needed, batching, batch sizes and the sample's largest record against max.message.bytes
 * and max.request.size, buffer.memory, the producer's native memory at zstd's highest
 * levels, what the brokers and a topic already holding data do ({@link TopicWarnings}),
 * codec quirks and librdkafka's differences. Below Kafka 3.8 no warning names a level
 * property.
 */
final class Warnings {

	private static final double NEAR_MAX_MESSAGE_BYTES = 0.9;

	/**
	 * Kafka's {@code Lz4BlockOutputStream} takes {@code LZ4Factory.fastestInstance()},
	 * which is lz4-java's pure-Java port unless the system class loader loaded lz4-java:
	 * its fast mode writes the native library's bytes, its HC levels do not.
	 */
	private static final String JAVA_LZ4 = "The sizes measured here are the native lz4 library's, which Kafka "
			+ "uses only where the system class loader loads lz4-java: in a producer packaged as a Spring Boot "
			+ "executable jar, or started by any other launcher with a class loader of its own, Kafka falls back to "
			+ "lz4-java's pure-Java port, whose HC levels write other bytes (15% more at level 1 on a sample measured "
			+ "here) at other speeds; level 9 writes the same bytes with either.";

	private Warnings() {
	}

	/**
	 * Returns the warnings for a result.
	 * @param result the result
	 * @param candidates the eligible results and the request
	 * @param cost what the result costs at the workload, or {@code null} without a
	 * message rate
	 * @return the warnings
	 */
	static List<String> of(Result result, Candidates candidates, WorkloadCost cost) {
		KafkaVersion version = candidates.request().kafkaVersion();
		Codec codec = result.codec();
		List<String> warnings = new ArrayList<>();
		if (codec == Codec.ZSTD) {
			warnings.add("zstd needs Kafka " + KafkaVersion.ZSTD + " or newer on every producer, broker and consumer: "
					+ "consumers older than " + KafkaVersion.ZSTD + " cannot read the topic once it holds zstd batches."
					+ (version.isAtLeast(KafkaVersion.LINGER_5) ? ""
							: " On a cluster upgraded from a version before " + KafkaVersion.ZSTD
									+ ", inter.broker.protocol.version must be " + KafkaVersion.ZSTD
									+ " or newer too: below it, brokers refuse zstd batches "
									+ "(UNSUPPORTED_COMPRESSION_TYPE)."));
		}
		if (!version.isAtLeast(KafkaVersion.RECORD_BATCHES)) {
			warnings.add("Kafka " + version + " writes the older message format, not the record batches ("
					+ KafkaVersion.RECORD_BATCHES + " and " + "newer) measured here, so sizes will differ.");
		}
		if (codec.hasLevel()) {
			levels(result, version, warnings);
		}
		warnings.addAll(BatchAdvice.warnings(result, candidates));
		LingerAdvice.deliveryTimeout(result, candidates.request()).ifPresent(warnings::add);
		maxMessageBytes(result, candidates.request()).ifPresent(warnings::add);
		BufferMemory.warning(result, candidates.request()).ifPresent(warnings::add);
		ZstdContextMemory.warning(result, candidates.request()).ifPresent(warnings::add);
		ProducerThreads.warning(result, candidates.request(), cost).ifPresent(warnings::add);
		warnings.addAll(TopicWarnings.of(result, version, candidates.request().topic()));
		if (codec == Codec.LZ4) {
			warnings.add(lz4(result));
		}
		if (codec != Codec.NONE) {
			warnings.add("librdkafka clients (C, Python, Go, .NET) frame batches differently (snappy as one raw "
					+ "block, lz4 as standard LZ4 frames) and fill them by uncompressed size: their ratios will be "
					+ "close to these, not equal.");
		}
		Librdkafka.levelWarning(result).ifPresent(warnings::add);
		LibrdkafkaBatch.warning(result, candidates.request()).ifPresent(warnings::add);
		LibrdkafkaMessageSize.warning(result, candidates.request()).ifPresent(warnings::add);
		return warnings;
	}

	private static void levels(Result result, KafkaVersion version, List<String> warnings) {
		Codec codec = result.codec();
		if (!version.supportsLevels()) {
			warnings.add("Kafka " + version + " cannot set compression levels (that needs " + KafkaVersion.LEVELS
					+ " or newer on producers " + "and brokers), so only " + codec.kafkaName() + "'s default level "
					+ codec.defaultLevel() + " was considered.");
		}
		else if (PropertiesWriter.setsLevel(result, version)) {
			warnings.add(codec.levelProperty() + " needs Kafka " + KafkaVersion.LEVELS
					+ " or newer on the producer: older producers ignore it and compress at level "
					+ codec.defaultLevel() + ". Brokers before " + KafkaVersion.LEVELS + " reject it as a topic "
					+ "config, so the topic configuration leaves it out; consumers need nothing.");
		}
	}

	/**
	 * Warns of a batch.size, or a batch of the sample's largest record alone, above the
	 * topic's max.message.bytes, whose raised value the topic configuration sets, of
	 * compressed batches close to it, as a compressed batch can outgrow the producer's
	 * estimate where an uncompressed one is never larger than batch.size
	 * ({@code MemoryRecordsBuilder.hasRoomFor}), and of a max.request.size raised to it.
	 * Where the topic's own max.message.bytes is not known, the version's default stands
	 * in for it, and a raise says to leave max.message.bytes out where the topic's is
	 * already higher, as the topic configuration would lower it.
	 */
	private static Optional<String> maxMessageBytes(Result result, AdviceRequest request) {
		int limit = request.maxMessageBytes();
		boolean topicKnown = request.topic().maxMessageBytes() != null;
		if (PropertiesWriter.raisesMaxMessageBytes(result, request)) {
			return Optional.of(raisedMaxMessageBytes(result, request));
		}
		double batchBytes = (result.batchSize() != null) ? result.batchSize()
				: JavaBatch.fixedBatchBytes(result, request);
		if (result.codec() != Codec.NONE && batchBytes >= NEAR_MAX_MESSAGE_BYTES * limit) {
			return Optional.of("Batches of about " + Text.bytes(batchBytes) + " come close to "
					+ (topicKnown ? "the topic's max.message.bytes (" + limit + ")"
							: "max.message.bytes (" + limit + " by default)")
					+ ": a batch that compresses worse than the producer estimated can exceed it and be rejected "
					+ "(MESSAGE_TOO_LARGE), " + tooLarge(request.kafkaVersion())
					+ "; keep batch.size lower or raise the topic's max.message.bytes.");
		}
		if (PropertiesWriter.raisesMaxRequestSize(result, request)) {
			return Optional.of(largest(result, request) + " exceeds the producer's default max.request.size ("
					+ PropertiesWriter.DEFAULT_MAX_REQUEST_SIZE + "), so the producer properties raise it to "
					+ limitOf(request) + requestSizeUse(result, request) + ".");
		}
		return Optional.empty();
	}

	/**
	 * Says what the producer does with a batch the broker refused as too large.
	 */
	private static String tooLarge(KafkaVersion version) {
		return version.isAtLeast(KafkaVersion.SPLITS_TOO_LARGE_BATCHES) ? "so the producer splits and resends it"
				: "and Kafka " + version + "'s producer fails its records (RecordTooLargeException): producers split "
						+ "such a batch and resend it only from " + KafkaVersion.SPLITS_TOO_LARGE_BATCHES;
	}

	private static String raisedMaxMessageBytes(Result result, AdviceRequest request) {
		KafkaVersion version = request.kafkaVersion();
		String requestSize = PropertiesWriter.raisesMaxRequestSize(result, request)
				? ", and the producer properties raise max.request.size (" + PropertiesWriter.DEFAULT_MAX_REQUEST_SIZE
						+ " by default) to the same" + requestSizeUse(result, request)
				: "";
		String unknownTopic = (request.topic().maxMessageBytes() != null) ? ""
				: " Where the topic's max.message.bytes is already above "
						+ PropertiesWriter.maxMessageBytes(result, request) + ", leave max.message.bytes out of the "
						+ "topic configuration: it sets the value given, and would lower it.";
		return largest(result, request) + " exceeds " + limitOf(request)
				+ ", so the topic configuration raises max.message.bytes with "
				+ PropertiesWriter.MAX_MESSAGE_HEADROOM_PERCENT + "% headroom" + requestSize
				+ "; without it the broker rejects "
				+ (PropertiesWriter.largestRecordDecides(result, request) ? "that record" : "full batches")
				+ " (MESSAGE_TOO_LARGE)." + fetchSizes(version) + unknownTopic;
	}

	/**
	 * Names what makes the producer's largest batch: batch.size, or the sample's largest
	 * record in a batch of its own.
	 */
	private static String largest(Result result, AdviceRequest request) {
		if (PropertiesWriter.largestRecordDecides(result, request)) {
			return "The sample's largest record, which the Java producer bounds at "
					+ PropertiesWriter.largestBatch(result, request) + " bytes in a batch of its own,";
		}
		return "batch.size " + Text.setting(PropertiesWriter.batchSize(result, request));
	}

	/**
	 * Says why the Java producer needs the max.request.size raised: for its batches, or
	 * for the sample's largest record.
	 */
	private static String requestSizeUse(Result result, AdviceRequest request) {
		return PropertiesWriter.largestRecordDecides(result, request)
				? ", as a producer with a smaller one refuses that record (RecordTooLargeException)"
				: ", which the Java producer also takes as the most a batch may hold uncompressed";
	}

	/**
	 * Names the max.message.bytes the topic has before its configuration is applied: its
	 * own, or the version's default.
	 */
	private static String limitOf(AdviceRequest request) {
		return ((request.topic().maxMessageBytes() != null) ? "the topic's max.message.bytes"
				: "Kafka " + request.kafkaVersion() + "'s default max.message.bytes") + " (" + request.maxMessageBytes()
				+ ")";
	}

	/**
	 * Says which fetch sizes a raised max.message.bytes needs raised too on a version
	 * whose followers or consumers stop at a batch larger than theirs.
	 */
	private static String fetchSizes(KafkaVersion version) {
		List<String> sizes = new ArrayList<>();
		if (!version.isAtLeast(KafkaVersion.REPLICAS_FETCH_LARGER_BATCHES)) {
			sizes.add("the brokers' replica.fetch.max.bytes (followers before "
					+ KafkaVersion.REPLICAS_FETCH_LARGER_BATCHES + " stop replicating at a larger batch)");
		}
		if (!version.isAtLeast(KafkaVersion.CONSUMERS_FETCH_LARGER_BATCHES)) {
			sizes.add("the consumers' max.partition.fetch.bytes, or the old consumer's fetch.message.max.bytes "
					+ "(consumers before " + KafkaVersion.CONSUMERS_FETCH_LARGER_BATCHES + " stop at a larger batch)");
		}
		return sizes.isEmpty() ? "" : " Raise " + Text.and(sizes) + " to at least max.message.bytes as well.";
	}

	private static String lz4(Result result) {
		if (result.level().equals(Codec.LZ4.defaultLevel())) {
			return "lz4 level 9, Kafka's default, is lz4's fast mode: every other lz4 level uses the "
					+ "high-compression (HC) compressor, which is slower, not faster.";
		}
		return "lz4 level " + result.level() + " uses lz4's high-compression (HC) compressor: lower levels are "
				+ "not faster than level 9, Kafka's default, which is lz4's fast mode. " + JAVA_LZ4;
	}

}
