package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Which results a user of a Kafka version can configure: nothing before
 * {@link KafkaVersion#JAVA_PRODUCER}, whose producer first took {@code compression.type},
 * {@code batch.size} and {@code linger.ms}; no KIP-780 option ever; before
 * {@link KafkaVersion#LEVELS} only each codec's default level (gzip 6, lz4 9, zstd 3);
 * before a codec's {@link Codec#sinceKafka()} (zstd's {@link KafkaVersion#ZSTD}) not that
 * codec. When that leaves no codec that compresses, a note says why.
 */
final class Eligibility {

	private Eligibility() {
	}

	/**
	 * Returns whether the version can configure a result.
	 * @param result the result
	 * @param version the user's Kafka version
	 * @return {@code true} when every setting of the result can be configured
	 */
	static boolean isEligible(Result result, KafkaVersion version) {
		if (!version.isAtLeast(KafkaVersion.JAVA_PRODUCER) || !result.configurable()
				|| (result.options() != null && !result.options().isEmpty())) {
			return false;
		}
		Codec codec = result.codec();
		if (!version.isAtLeast(codec.sinceKafka())) {
			return false;
		}
		return !codec.hasLevel() || version.supportsLevels() || Objects.equals(result.level(), codec.defaultLevel());
	}

	/**
	 * Returns a note when the version leaves nothing to recommend, or no codec that
	 * compresses, of what was measured.
	 * @param results every measured result
	 * @param version the user's Kafka version
	 * @return the note, empty when the version can configure a codec that compresses
	 */
	static Optional<String> note(List<Result> results, KafkaVersion version) {
		if (results.isEmpty()) {
			return Optional.empty();
		}
		if (!version.isAtLeast(KafkaVersion.JAVA_PRODUCER)) {
			return Optional.of("Kafka " + version + " has no producer that takes compression.type, batch.size or "
					+ "linger.ms: the Java producer came in " + KafkaVersion.JAVA_PRODUCER + ", and the Scala producer "
					+ "before it is configured otherwise and writes a message format these measurements do not model, "
					+ "so nothing is recommended for it.");
		}
		List<Result> compressing = results.stream()
			.filter((result) -> result.codec() != Codec.NONE && result.configurable())
			.toList();
		if (compressing.isEmpty() || compressing.stream().anyMatch((result) -> isEligible(result, version))) {
			return Optional.empty();
		}
		List<String> reasons = new ArrayList<>();
		compressing.stream()
			.map(Result::codec)
			.distinct()
			.filter((codec) -> !version.isAtLeast(codec.sinceKafka()))
			.forEach((codec) -> reasons.add(codec.kafkaName() + " needs " + codec.sinceKafka() + " or newer"));
		if (!version.supportsLevels()) {
			reasons.add("a level other than the codec's default needs " + KafkaVersion.LEVELS + " or newer");
		}
		List<String> available = Arrays.stream(Codec.values())
			.filter((codec) -> codec != Codec.NONE && version.isAtLeast(codec.sinceKafka()))
			.map(Codec::kafkaName)
			.toList();
		return Optional.of("None of the codecs measured that compress can be configured on Kafka " + version + ": "
				+ Text.and(reasons) + ". Analyse again with the codecs Kafka " + version + " has ("
				+ Text.and(available) + ")" + (version.supportsLevels() ? "" : " at their default levels") + ".");
	}

}
