package io.kcadvisor.sweep;

import com.fasterxml.jackson.annotation.JsonValue;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CodecOptions;
import io.kcadvisor.codec.CompressionConfig;
import java.util.ArrayList;
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
	 * Every level of every codec, and every KIP-780 option value crossed with the levels
	 * it affects.
	 */
	EXHAUSTIVE(List.of(16384, 65536, 262144, 1048576)) {
		@Override
		List<CompressionConfig> configurations() {
			List<CompressionConfig> configurations = new ArrayList<>();
			configurations.add(of(Codec.NONE, null));
			IntStream.rangeClosed(1, 9).forEach((level) -> configurations.add(of(Codec.GZIP, level)));
			configurations.add(of(Codec.SNAPPY, null));
			IntStream.rangeClosed(1, 17).forEach((level) -> configurations.add(of(Codec.LZ4, level)));
			IntStream.rangeClosed(-10, 22)
				.filter((level) -> level != 0)
				.forEach((level) -> configurations.add(of(Codec.ZSTD, level)));
			for (int buffer : List.of(512, 1024, 2048, 4096, 16384, 32768, 65536)) {
				for (int level : List.of(1, 6, 9)) {
					configurations
						.add(new CompressionConfig(Codec.GZIP, level, new CodecOptions(buffer, null, null, null)));
				}
			}
			for (int block : List.of(1024, 4096, 8192, 16384, 65536, 131072, 262144, 1048576)) {
				configurations
					.add(new CompressionConfig(Codec.SNAPPY, null, new CodecOptions(null, block, null, null)));
			}
			for (int block = 5; block <= CodecOptions.MAX_LZ4_BLOCK; block++) {
				for (int level : STANDARD_LZ4_LEVELS) {
					configurations
						.add(new CompressionConfig(Codec.LZ4, level, new CodecOptions(null, null, block, null)));
				}
			}
			for (int windowLog = CodecOptions.MIN_ZSTD_WINDOW_LOG; windowLog <= CodecOptions.MAX_ZSTD_WINDOW_LOG; windowLog++) {
				for (int level : List.of(1, 3, 9)) {
					configurations
						.add(new CompressionConfig(Codec.ZSTD, level, new CodecOptions(null, null, null, windowLog)));
				}
			}
			return configurations;
		}
	};

	private static final List<Integer> STANDARD_LZ4_LEVELS = List.of(1, 3, 6, 9, 12, 17);

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

}
