package io.kcadvisor.sweep;

import com.fasterxml.jackson.annotation.JsonValue;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CodecOptions;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.codec.ProposedOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * How much of the space of codecs, levels and options a sweep covers.
 */
public enum Preset {

	/** A first look: the codecs at their common levels, at the default batch size. */
	QUICK(List.of(16384)) {
		@Override
		List<CompressionConfig> configurations() {
			return List.of(of(Codec.NONE, null), of(Codec.GZIP, 1), of(Codec.GZIP, 6), of(Codec.SNAPPY, null),
					of(Codec.LZ4, 9), of(Codec.ZSTD, 1), of(Codec.ZSTD, 3));
		}
	},

	/** Every level worth considering, across batch sizes. */
	STANDARD(List.of(16384, 65536, 262144, 1048576)) {
		@Override
		List<CompressionConfig> configurations() {
			List<CompressionConfig> configurations = new ArrayList<>();
			configurations.add(of(Codec.NONE, null));
			IntStream.rangeClosed(1, 9).forEach((level) -> configurations.add(of(Codec.GZIP, level)));
			configurations.add(of(Codec.SNAPPY, null));
			STANDARD_LZ4_LEVELS.forEach((level) -> configurations.add(of(Codec.LZ4, level)));
			List.of(-5, -1, 1, 2, 3, 4, 6, 9, 12, 15, 19, 22)
				.forEach((level) -> configurations.add(of(Codec.ZSTD, level)));
			return configurations;
		}
	},

	/**
	 * Every level of every codec, each set of levels that give the same bytes once (lz4
	 * 13 to 17 compress as 12, 2 as 1: {@link Codec#sameBytesAs(int)}), and every KIP-780
	 * option value crossed with the levels it affects.
	 */
	EXHAUSTIVE(List.of(16384, 65536, 262144, 1048576)) {
		@Override
		List<CompressionConfig> configurations() {
			List<CompressionConfig> configurations = new ArrayList<>();
			configurations.add(of(Codec.NONE, null));
			IntStream.rangeClosed(1, 9).forEach((level) -> configurations.add(of(Codec.GZIP, level)));
			configurations.add(of(Codec.SNAPPY, null));
			IntStream.rangeClosed(Codec.LZ4.minLevel(), Codec.LZ4.maxLevel())
				.filter((level) -> Codec.LZ4.sameBytesAs(level) == level)
				.forEach((level) -> configurations.add(of(Codec.LZ4, level)));
			IntStream.rangeClosed(-10, 22)
				.filter((level) -> level != 0)
				.forEach((level) -> configurations.add(of(Codec.ZSTD, level)));
			OPTION_SWEEPS.forEach((sweep) -> sweep.addTo(configurations));
			return configurations;
		}
	};

	private static final List<Integer> STANDARD_LZ4_LEVELS = List.of(1, 3, 6, 9, 12);

	/**
	 * The KIP-780 option values the exhaustive preset measures, each crossed with a few
	 * levels: a choice of gzip buffers and snappy blocks, and every LZ4 block size id and
	 * zstd window log. Kafka's behaviour is left out: the codec without options measures
	 * it.
	 */
	private static final List<OptionSweep> OPTION_SWEEPS = List.of(
			new OptionSweep(ProposedOption.GZIP_BUFFER, List.of(512, 1024, 2048, 4096, 16384, 32768, 65536),
					List.of(1, 6, 9)),
			new OptionSweep(ProposedOption.SNAPPY_BLOCK,
					List.of(1024, 4096, 8192, 16384, 65536, 131072, 262144, 1048576), Collections.singletonList(null)),
			new OptionSweep(ProposedOption.LZ4_BLOCK, OptionSweep.allButKafka(ProposedOption.LZ4_BLOCK),
					STANDARD_LZ4_LEVELS),
			new OptionSweep(ProposedOption.ZSTD_WINDOW_LOG, OptionSweep.allButKafka(ProposedOption.ZSTD_WINDOW_LOG),
					List.of(1, 3, 9)));

	private final List<Integer> batchSizes;

	Preset(List<Integer> batchSizes) {
		this.batchSizes = batchSizes;
	}

	/**
	 * Returns the compression configurations the preset sweeps, in a stable order.
	 * @return the configurations
	 */
	abstract List<CompressionConfig> configurations();

	/**
	 * Returns the producer {@code batch.size} values the preset sweeps.
	 * @return the batch sizes
	 */
	public List<Integer> batchSizes() {
		return this.batchSizes;
	}

	/**
	 * Returns the name used in the API.
	 * @return for example {@code standard}
	 */
	@JsonValue
	public String apiName() {
		return name().toLowerCase(Locale.ROOT);
	}

	/**
	 * Returns the preset for an API name.
	 * @param name for example {@code quick}
	 * @return the preset
	 * @throws IllegalArgumentException for an unknown name, listing the accepted ones
	 */
	public static Preset fromApiName(String name) {
		for (Preset preset : values()) {
			if (preset.apiName().equals(name.trim().toLowerCase(Locale.ROOT))) {
				return preset;
			}
		}
		throw new IllegalArgumentException("unknown preset '" + name + "'; accepted: quick, standard, exhaustive");
	}

	private static CompressionConfig of(Codec codec, Integer level) {
		return CompressionConfig.of(codec, level);
	}

	/**
	 * Values of a KIP-780 option, each measured at some levels of its codec.
	 *
	 * @param option the option
	 * @param values its values
	 * @param levels the levels, a {@code null} level for a codec without levels
	 */
	private record OptionSweep(ProposedOption option, List<Integer> values, List<Integer> levels) {

		static List<Integer> allButKafka(ProposedOption option) {
			return IntStream.rangeClosed(option.lowest(), option.max())
				.filter((value) -> value != option.kafkaBehaviour())
				.boxed()
				.toList();
		}

		void addTo(List<CompressionConfig> configurations) {
			for (int value : this.values) {
				for (Integer level : this.levels) {
					configurations
						.add(new CompressionConfig(this.option.codec(), level, CodecOptions.of(this.option, value)));
				}
			}
		}

	}

}
