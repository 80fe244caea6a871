package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.List;
import java.util.Objects;

/**
 * Which results a user of a Kafka version can configure: no KIP-780 option ever; before
 * {@link KafkaVersion#LEVELS} only each codec's default level (gzip 6, lz4 9, zstd 3);
 * before a codec's {@link Codec#sinceKafka()} (zstd's {@link KafkaVersion#ZSTD}) not that
 * codec.
 */
final class Eligibility {

	private Eligibility() {
	}

	/**
	 * Returns the results the version can configure, in their order.
	 * @param results the measured results
	 * @param version the user's Kafka version
	 * @return the eligible results
	 */
	static List<Result> eligible(List<Result> results, KafkaVersion version) {
		return results.stream().filter((result) -> isEligible(result, version)).toList();
	}

	/**
	 * Returns whether the version can configure a result.
	 * @param result the result
	 * @param version the user's Kafka version
	 * @return {@code true} when every setting of the result can be configured
	 */
	static boolean isEligible(Result result, KafkaVersion version) {
		if (!result.configurable() || (result.options() != null && !result.options().isEmpty())) {
			return false;
		}
		Codec codec = result.codec();
		if (!version.isAtLeast(KafkaVersion.parse(codec.sinceKafka()))) {
			return false;
		}
		return !codec.hasLevel() || version.supportsLevels() || Objects.equals(result.level(), codec.defaultLevel());
	}

}
