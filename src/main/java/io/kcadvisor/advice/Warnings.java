package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a user must know before applying a recommendation, most important first: versions
 * needed, batching, batch sizes against max.message.bytes and buffer.memory, the topic's
 * codec, compaction, codec quirks and librdkafka's differences. Below Kafka 3.8 no
 * warning names a level property.
 */
final class Warnings {

	private static final double NEAR_MAX_MESSAGE_BYTES = 0.9;

	private Warnings() {
	}

	/**
	 * Returns the warnings for a result.
	 * @param result the result
	 * @param candidates the eligible results and the request
	 * @return the warnings
	 */
	static List<String> of(Result result, Candidates candidates) {
		KafkaVersion version = candidates.request().kafkaVersion();
		Codec codec = result.codec();
		List<String> warnings = new ArrayList<>();
		if (codec == Codec.ZSTD) {
			warnings.add("zstd needs Kafka " + KafkaVersion.ZSTD + " or newer on every producer, broker and consumer: "
					+ "consumers older than " + KafkaVersion.ZSTD
					+ " cannot read the topic once it holds zstd batches.");
		}
		if (codec == Codec.LZ4 && !version.isAtLeast(KafkaVersion.LZ4)) {
			warnings.add("lz4 needs Kafka " + codec.sinceKafka() + " or newer on every producer, broker and consumer.");
		}
		if (!version.isAtLeast(KafkaVersion.RECORD_BATCHES)) {
			warnings.add("Kafka " + version + " writes the older message format, not the record batches ("
					+ KafkaVersion.RECORD_BATCHES + " and " + "newer) measured here, so sizes will differ.");
		}
		if (codec.hasLevel()) {
			levels(result, version, warnings);
		}
		warnings.addAll(BatchAdvice.warnings(result, candidates));
		maxMessageBytes(result).ifPresent(warnings::add);
		BufferMemory.warning(result, candidates.request()).ifPresent(warnings::add);
		warnings.add(recompression(result, version));
		if (PropertiesWriter.setsLevel(result, version)) {
			warnings.add("On a compacted topic (cleanup.policy=compact) the log cleaner rewrites the batches it keeps "
					+ "at " + codec.kafkaName() + "'s default level " + codec.defaultLevel() + ", not level "
					+ result.level() + ", so compacted data loses what the level was chosen for.");
		}
		if (codec == Codec.LZ4) {
			warnings.add(lz4(result));
		}
		if (codec != Codec.NONE) {
			warnings.add("librdkafka clients (C, Python, Go, .NET) frame batches differently (snappy as one raw "
					+ "block, lz4 as standard LZ4 frames) and fill them by uncompressed size: their ratios will be "
					+ "close to these, not equal.");
		}
		Librdkafka.levelWarning(result).ifPresent(warnings::add);
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

	private static Optional<String> maxMessageBytes(Result result) {
		int limit = PropertiesWriter.DEFAULT_MAX_MESSAGE_BYTES;
		if (PropertiesWriter.raisesMaxMessageBytes(result)) {
			return Optional.of("batch.size " + result.batchSize() + " exceeds Kafka's default " + "max.message.bytes ("
					+ limit + "), so the topic configuration raises max.message.bytes with "
					+ PropertiesWriter.MAX_MESSAGE_HEADROOM_PERCENT + "% headroom; without it the broker rejects "
					+ "full batches (MESSAGE_TOO_LARGE).");
		}
		double batchBytes = (result.batchSize() != null) ? result.batchSize()
				: (double) result.compressedBytes() / result.batches();
		if (batchBytes >= NEAR_MAX_MESSAGE_BYTES * limit) {
			return Optional.of("Batches of about " + Math.round(batchBytes) + " bytes come close to "
					+ "max.message.bytes (" + limit + " by default): a batch that compresses worse than the producer "
					+ "estimated can exceed it and be rejected (MESSAGE_TOO_LARGE), so the producer splits and "
					+ "resends it; keep batch.size lower or raise the topic's max.message.bytes.");
		}
		return Optional.empty();
	}

	private static String recompression(Result result, KafkaVersion version) {
		Codec codec = result.codec();
		String same = (codec == Codec.NONE) ? "uncompressed"
				: codec.kafkaName() + (PropertiesWriter.setsLevel(result, version)
						? " with " + codec.levelProperty() + "=" + result.level() : "");
		return "The topic keeps compression.type=producer, so brokers store each batch as the producer compressed "
				+ "it. A topic set to another codec than the producer's makes every broker decompress and recompress "
				+ "each batch, costing broker CPU and zero-copy reads: keep producer, or set the topic to " + same
				+ ".";
	}

	private static String lz4(Result result) {
		if (result.level().equals(Codec.LZ4.defaultLevel())) {
			return "lz4 level 9, Kafka's default, is lz4's fast mode: every other lz4 level uses the "
					+ "high-compression (HC) compressor, which is slower, not faster.";
		}
		return "lz4 level " + result.level() + " uses lz4's high-compression (HC) compressor: lower levels are "
				+ "not faster than level 9, Kafka's default, which is lz4's fast mode.";
	}

}
