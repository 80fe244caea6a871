package io.kcadvisor.codec;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.Objects;

/**
 * One way of compressing a records section: a codec, its level and any KIP-780 options.
 *
 * @param codec the codec
 * @param level the level, {@code null} for none and snappy
 * @param options the KIP-780 options, {@link CodecOptions#NONE} for Kafka's own framing
 */
public record CompressionConfig(Codec codec, Integer level, CodecOptions options) {

	public CompressionConfig {
		Objects.requireNonNull(codec, "codec");
		Objects.requireNonNull(options, "options");
		if (codec.hasLevel()) {
			Objects.requireNonNull(level, () -> codec.kafkaName() + " needs a level");
			if (!codec.acceptsLevel(level)) {
				throw new IllegalArgumentException(codec.kafkaName() + " level must be " + codec.minLevel() + " to "
						+ codec.maxLevel() + ", was " + level);
			}
		}
		else if (level != null) {
			throw new IllegalArgumentException(codec.kafkaName() + " has no level");
		}
	}

	/**
	 * Returns the configuration a producer uses for a codec when nothing else is set.
	 * @param codec the codec
	 * @return the codec at its default level with Kafka's framing
	 */
	public static CompressionConfig defaults(Codec codec) {
		return new CompressionConfig(codec, codec.defaultLevel(), CodecOptions.NONE);
	}

	/**
	 * Returns the codec at a level, with Kafka's framing.
	 * @param codec the codec
	 * @param level the level, {@code null} for none and snappy
	 * @return the configuration
	 */
	public static CompressionConfig of(Codec codec, Integer level) {
		return new CompressionConfig(codec, level, CodecOptions.NONE);
	}

	/**
	 * Returns whether a released Kafka can be configured this way: no KIP-780 option is
	 * set.
	 * @return {@code true} when every setting exists in Kafka
	 */
	@JsonProperty
	@Schema(description = "whether a released Kafka can be configured this way")
	public boolean configurable() {
		return this.options.isEmpty();
	}

	/**
	 * Returns whether the level is the codec's default, so that Kafka releases before
	 * 3.8, which cannot set a level, produce the same bytes.
	 * @return {@code true} for the default level or a codec without levels
	 */
	public boolean defaultLevel() {
		return Objects.equals(this.level, this.codec.defaultLevel());
	}

	/**
	 * Creates a compressor that frames its output exactly as Kafka's Java producer does.
	 * @return a new compressor, to be closed after use
	 */
	public Compressor newCompressor() {
		return Codecs.compressor(this);
	}

	/**
	 * Creates a decompressor for streams written with this configuration.
	 * @return a new decompressor, to be closed after use
	 */
	public Decompressor newDecompressor() {
		return Codecs.decompressor(this);
	}

	/**
	 * Returns the most native memory, outside the heap, that a compressor of this
	 * configuration takes, as Kafka's producer takes it for each batch it fills: for
	 * zstd, the context zstd allocates to stream a frame of unknown size (778 MiB at
	 * level 22, 3.5 MiB at level 3); for the other codecs a few hundred KiB at most.
	 * @return bytes
	 */
	public long compressorMemory() {
		return Codecs.compressorMemory(this);
	}

	/**
	 * Returns the most native memory, outside the heap, that a decompressor of this
	 * configuration takes: 94 KiB for zstd, which decodes straight into the output
	 * without a window buffer, 39 KiB for gzip, none for the others.
	 * @return bytes
	 */
	public long decompressorMemory() {
		return Codecs.decompressorMemory(this);
	}

	@Override
	public String toString() {
		StringBuilder text = new StringBuilder(this.codec.kafkaName());
		if (this.level != null) {
			text.append(' ').append(this.level);
		}
		this.options.forEachSet((option, value) -> text.append(' ').append(option.apiName()).append('=').append(value));
		return text.toString();
	}

}
