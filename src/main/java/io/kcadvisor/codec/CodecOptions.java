package io.kcadvisor.codec;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;

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

	/** Smallest gzip buffer KIP-780 allows. */
	public static final int MIN_GZIP_BUFFER = 512;

	/** Largest gzip buffer swept: beyond it only memory grows. */
	public static final int MAX_GZIP_BUFFER = 16 * 1024 * 1024;

	/** Smallest snappy block KIP-780 allows. */
	public static final int MIN_SNAPPY_BLOCK = 1024;

	/** Largest snappy block swept: larger than any batch a producer sends. */
	public static final int MAX_SNAPPY_BLOCK = 16 * 1024 * 1024;

	/** Smallest and largest LZ4 block size id. */
	public static final int MIN_LZ4_BLOCK = 4, MAX_LZ4_BLOCK = 7;

	/** Smallest and largest zstd window log for long mode. */
	public static final int MIN_ZSTD_WINDOW_LOG = 10, MAX_ZSTD_WINDOW_LOG = 22;

	public CodecOptions {
		if (gzipBuffer != null && (gzipBuffer < MIN_GZIP_BUFFER || gzipBuffer > MAX_GZIP_BUFFER)) {
			throw new IllegalArgumentException("gzipBuffer must be " + MIN_GZIP_BUFFER + " to " + MAX_GZIP_BUFFER);
		}
		if (snappyBlock != null && (snappyBlock < MIN_SNAPPY_BLOCK || snappyBlock > MAX_SNAPPY_BLOCK)) {
			throw new IllegalArgumentException("snappyBlock must be " + MIN_SNAPPY_BLOCK + " to " + MAX_SNAPPY_BLOCK);
		}
		if (lz4Block != null && (lz4Block < MIN_LZ4_BLOCK || lz4Block > MAX_LZ4_BLOCK)) {
			throw new IllegalArgumentException("lz4Block must be 4, 5, 6 or 7");
		}
		if (zstdWindowLog != null && zstdWindowLog != 0
				&& (zstdWindowLog < MIN_ZSTD_WINDOW_LOG || zstdWindowLog > MAX_ZSTD_WINDOW_LOG)) {
			throw new IllegalArgumentException("zstdWindowLog must be 0 or 10 to 22");
		}
	}

	/**
	 * Returns whether no option is set.
	 * @return {@code true} for Kafka's own framing
	 */
	@JsonIgnore
	public boolean isEmpty() {
		return this.gzipBuffer == null && this.snappyBlock == null && this.lz4Block == null
				&& this.zstdWindowLog == null;
	}

	/**
	 * Returns the LZ4 block size in bytes for a block size id.
	 * @param blockId 4 to 7
	 * @return 64 KiB, 256 KiB, 1 MiB or 4 MiB
	 */
	public static int lz4BlockBytes(int blockId) {
		return 1 << (2 * blockId + 8);
	}

}
