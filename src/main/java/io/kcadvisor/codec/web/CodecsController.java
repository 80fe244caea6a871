package io.kcadvisor.codec.web;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.ProposedOption;
import io.kcadvisor.kafka.KafkaVersion;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

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
				codec.levelProperty(), KafkaVersion.LEVELS.toString(), sameBytes(codec)) : null;
		List<OptionInfo> options = Arrays.stream(ProposedOption.values())
			.filter((option) -> option.codec() == codec)
			.map((option) -> new OptionInfo(option.apiName(), option.proposedProperty(), option.meaning(), option.min(),
					option.max(), option.kafkaBehaviour()))
			.toList();
		return new CodecInfo(codec, codec.sinceKafka().toString(), levels, options);
	}

	/**
	 * Says which levels compress exactly as another, which the presets measure once.
	 */
	private static String sameBytes(Codec codec) {
		Map<Integer, List<Integer>> alike = IntStream.rangeClosed(codec.minLevel(), codec.maxLevel())
			.boxed()
			.filter((level) -> codec.sameBytesAs(level) != level)
			.collect(Collectors.groupingBy(codec::sameBytesAs, TreeMap::new, Collectors.toList()));
		if (alike.isEmpty()) {
			return null;
		}
		List<String> parts = new ArrayList<>();
		alike.forEach((same, levels) -> parts.add(((levels.size() == 1) ? "level " + levels.get(0)
				: "levels " + levels.get(0) + " to " + levels.get(levels.size() - 1)) + " as " + same));
		return "Compresses " + String.join(", and ", parts) + " (liblz4's high-compression levels stop at 12 and "
				+ "treat 1 and 2 alike): the presets measure each once.";
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
	 * @param min the lowest level Kafka accepts, besides gzip's -1 (its default)
	 * @param max the highest level Kafka accepts
	 * @param defaultLevel the level compressed at when none is set; for gzip, Kafka's
	 * default is -1 (it also accepts -1 when set), which zlib compresses as level 6
	 * @param property the producer and topic property that sets it
	 * @param configurableSince the first Kafka version that can set it (KIP-390)
	 * @param sameBytes which levels compress exactly as another, or null when each level
	 * is its own
	 */
	@Schema(name = "CodecLevels")
	record LevelInfo(int min, int max, int defaultLevel, String property, String configurableSince, String sameBytes) {
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
