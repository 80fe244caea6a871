package io.kcadvisor.codec;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.function.ObjIntConsumer;

/**
 * The fine-grained options KIP-780 proposed. No Kafka release has them, so a setting that
 * uses any of them is never configurable. Each field is {@code null} when not set, which
 * means Kafka's built-in behaviour.
 *
 * @param gzipBuffer the gzip stream's output buffer in bytes (at least 512; Kafka uses
 * 8192)
 * @param snappyBlock the xerial snappy block size in bytes (at least 1024; Kafka uses
 * 32768)
 * @param lz4Block the LZ4 frame block size id: 4 = 64 KiB, 5 = 256 KiB, 6 = 1 MiB, 7 = 4
 * MiB (Kafka uses 4)
 * @param zstdWindowLog 0 for off, or 10 to 22 to enable long mode with that window log
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CodecOptions(Integer gzipBuffer, Integer snappyBlock, Integer lz4Block, Integer zstdWindowLog) {

	/** No option set: Kafka's own framing. */
	public static final CodecOptions NONE = new CodecOptions(null, null, null, null);

	/**
	 * Creates options.
	 * @param gzipBuffer the gzip buffer, or {@code null}
	 * @param snappyBlock the snappy block size, or {@code null}
	 * @param lz4Block the LZ4 block size id, or {@code null}
	 * @param zstdWindowLog the zstd window log, or {@code null}
	 * @throws IllegalArgumentException when an option does not accept its value
	 */
	public CodecOptions(Integer gzipBuffer, Integer snappyBlock, Integer lz4Block, Integer zstdWindowLog) {
		this.gzipBuffer = gzipBuffer;
		this.snappyBlock = snappyBlock;
		this.lz4Block = lz4Block;
		this.zstdWindowLog = zstdWindowLog;
		for (ProposedOption option : ProposedOption.values()) {
			option.check(get(option));
		}
	}

	/**
	 * Returns options with one option set.
	 * @param option the option
	 * @param value its value
	 * @return the options
	 * @throws IllegalArgumentException when the option does not accept the value
	 */
	public static CodecOptions of(ProposedOption option, int value) {
		return switch (option) {
			case GZIP_BUFFER -> new CodecOptions(value, null, null, null);
			case SNAPPY_BLOCK -> new CodecOptions(null, value, null, null);
			case LZ4_BLOCK -> new CodecOptions(null, null, value, null);
			case ZSTD_WINDOW_LOG -> new CodecOptions(null, null, null, value);
		};
	}

	/**
	 * Returns the value of an option.
	 * @param option the option
	 * @return the value, or {@code null} when not set
	 */
	public Integer get(ProposedOption option) {
		return switch (option) {
			case GZIP_BUFFER -> this.gzipBuffer;
			case SNAPPY_BLOCK -> this.snappyBlock;
			case LZ4_BLOCK -> this.lz4Block;
			case ZSTD_WINDOW_LOG -> this.zstdWindowLog;
		};
	}

	/**
	 * Returns the value a stream is framed with for an option: the value set, or Kafka's
	 * behaviour.
	 * @param option the option
	 * @return the value
	 */
	int framing(ProposedOption option) {
		Integer value = get(option);
		return (value != null) ? value : option.kafkaBehaviour();
	}

	/**
	 * Calls an action with each option that is set, in the order of
	 * {@link ProposedOption}.
	 * @param action takes the option and its value
	 */
	public void forEachSet(ObjIntConsumer<ProposedOption> action) {
		for (ProposedOption option : ProposedOption.values()) {
			Integer value = get(option);
			if (value != null) {
				action.accept(option, value);
			}
		}
	}

	/**
	 * Returns whether no option is set.
	 * @return {@code true} for Kafka's own framing
	 */
	@JsonIgnore
	public boolean isEmpty() {
		return equals(NONE);
	}

}
