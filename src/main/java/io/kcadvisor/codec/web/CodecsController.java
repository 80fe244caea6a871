package io.kcadvisor.codec.web;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.ProposedOption;
import io.kcadvisor.kafka.KafkaVersion;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.Arrays;
import java.util.List;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Describes the codecs: their levels, the options KIP-780 proposed, and which Kafka
 * versions can configure each.
 */
@RestController
@Tag(name = "codecs", description = "What can be swept and configured")
class CodecsController {

	private static final List<CodecInfo> CODECS = Arrays.stream(Codec.values())
		.map(CodecsController::describe)
		.toList();

	@GetMapping(path = "/api/v1/codecs", produces = MediaType.APPLICATION_JSON_VALUE)
	@Operation(operationId = "listCodecs", summary = "List the codecs",
			description = "Every codec with its levels, the KIP-780 options, their valid ranges and defaults, and "
					+ "the Kafka version that can configure each.")
	List<CodecInfo> codecs() {
		return CODECS;
	}

	private static CodecInfo describe(Codec codec) {
		LevelInfo levels = codec.hasLevel() ? new LevelInfo(codec.minLevel(), codec.maxLevel(), codec.defaultLevel(),
				codec.levelProperty(), KafkaVersion.LEVELS.toString()) : null;
		List<OptionInfo> options = Arrays.stream(ProposedOption.values())
			.filter((option) -> option.codec() == codec)
			.map((option) -> new OptionInfo(option.apiName(), option.proposedProperty(), option.meaning(), option.min(),
					option.max(), option.kafkaBehaviour()))
			.toList();
		return new CodecInfo(codec, codec.sinceKafka(), levels, options);
	}

	/**
	 * A codec.
	 *
	 * @param name the value of {@code compression.type}
	 * @param sinceKafka the first Kafka version whose clients and brokers support it
	 * @param levels its levels, or null when it has none
	 * @param options the KIP-780 options that would tune it
	 */
	@Schema(name = "Codec")
	record CodecInfo(Codec name, String sinceKafka, LevelInfo levels, List<OptionInfo> options) {
	}

	/**
	 * A codec's levels.
	 *
	 * @param min the lowest level Kafka accepts
	 * @param max the highest level Kafka accepts
	 * @param defaultLevel the level used when none is set
	 * @param property the producer and topic property that sets it
	 * @param configurableSince the first Kafka version that can set it (KIP-390)
	 */
	@Schema(name = "CodecLevels")
	record LevelInfo(int min, int max, int defaultLevel, String property, String configurableSince) {
	}

	/**
	 * An option KIP-780 proposed. No Kafka release can set it.
	 *
	 * @param name its name in results
	 * @param proposedProperty the property KIP-780 proposed
	 * @param meaning what its value means
	 * @param min the smallest value
	 * @param max the largest value, or null when unbounded
	 * @param kafkaBehaviour the value that matches what Kafka does today
	 */
	@Schema(name = "CodecOption")
	record OptionInfo(String name, String proposedProperty, String meaning, int min, Integer max, int kafkaBehaviour) {
	}

}
