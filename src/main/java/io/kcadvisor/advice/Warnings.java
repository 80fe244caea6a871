package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.List;

/**
 * What a user must know before applying a recommendation, most important first: versions
 * needed, batching, batch sizes and the sample's largest record against max.message.bytes
 * and max.request.size ({@link MessageSizeWarning}), buffer.memory, the producer's native
 * memory at zstd's highest levels, what the brokers and a topic already holding data do
 * ({@link TopicWarnings}), codec quirks and librdkafka's differences. Below Kafka 3.8 no
 * warning names a level property.
 */
final class Warnings {

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
			levels(result, candidates.request(), warnings);
		}
		warnings.addAll(BatchAdvice.warnings(result, candidates));
		LingerAdvice.deliveryTimeout(result, candidates.request()).ifPresent(warnings::add);
		MessageSizeWarning.of(result, candidates.request()).ifPresent(warnings::add);
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

	private static void levels(Result result, AdviceRequest request, List<String> warnings) {
		Codec codec = result.codec();
		KafkaVersion version = request.kafkaVersion();
		if (!version.supportsLevels()) {
			warnings.add("Kafka " + version + " cannot set compression levels (that needs " + KafkaVersion.LEVELS
					+ " or newer on producers " + "and brokers), so only " + codec.kafkaName() + "'s default level "
					+ codec.defaultLevel() + " was considered.");
		}
		else if (PropertiesWriter.setsLevel(result, version)) {
			String topic = PropertiesWriter.topic(result, request).containsKey(codec.levelProperty())
					? "The topic configuration sets it too (brokers before " + KafkaVersion.LEVELS
							+ " reject it as a topic config), for the batches its leader compresses again, those of "
							+ "producers not yet switched"
					: "The topic configuration leaves it out: with compression.type=producer the leader stores "
							+ "batches as producers compress them";
			warnings.add(codec.levelProperty() + " needs Kafka " + KafkaVersion.LEVELS
					+ " or newer on the producer: older producers ignore it and compress at level "
					+ codec.defaultLevel() + ". " + topic + "; consumers need nothing.");
		}
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
