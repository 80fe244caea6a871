package io.kcadvisor.batch;

import io.kcadvisor.codec.Codec;

/**
 * The most bytes the Java producer's codecs write a batch's records section in where its
 * data does not compress (random bytes, or data already compressed or encrypted): a codec
 * grows such data by its stream's framing, and the broker checks the batch as written,
 * its 61 bytes of header and the compressed records, against the topic's
 * {@code max.message.bytes}. Each bound follows from the stream Kafka wraps around the
 * records ({@code Compression.wrapForOutput}), whatever the level:
 * <ul>
 * <li>gzip ({@code GzipOutputStream}, a raw deflate stream at zlib's window and memory
 * level): zlib's own bound on deflate at those parameters ({@code deflateBound}:
 * {@code n + n/4096 + n/16384 + n/2^25 + 7}), which holds for any data as deflate falls
 * back to stored blocks of about 16 KiB with 5 bytes of framing each, and the member's
 * header and trailer ({@value #GZIP_WRAPPER} bytes);</li>
 * <li>snappy (xerial's {@code SnappyOutputStream}): its stream header
 * ({@value #SNAPPY_HEADER} bytes), then each block of at most {@value #SNAPPY_BLOCK_SIZE}
 * bytes with its 4-byte length, in snappy's raw format: the block's length as a varint
 * and, where snappy finds nothing to copy, one literal with a tag of 1 to 3 bytes. Snappy
 * has no stored fallback: a block with a few scattered repeats and nothing else takes up
 * to 2 bytes more for each;</li>
 * <li>lz4 ({@code Lz4BlockOutputStream}): its frame header ({@value #LZ4_HEADER} bytes),
 * each block of at most {@value #LZ4_BLOCK_SIZE} bytes with its 4-byte length, stored as
 * it is where lz4 would not make it smaller, and the 4-byte end mark: a bound for any
 * data;</li>
 * <li>zstd (zstd-jni's {@code ZstdOutputStreamNoFinalizer}, with no checksum and no
 * content size): its frame header ({@value #ZSTD_HEADER} bytes), each block of at most
 * {@value #ZSTD_BLOCK_SIZE} bytes with its 3-byte header, raw where zstd would not make
 * it smaller, and the empty last block closing the stream writes (3 bytes).</li>
 * </ul>
 * Kafka-clients' {@code MemoryRecordsBuilder} writes a batch of one record of random
 * bytes, from 1,000 bytes to 1 MiB, in exactly these bytes for snappy, lz4 and zstd at
 * every level, and gzip in up to 7 fewer.
 */
public final class IncompressibleBound {

	/** A gzip member's header (10 bytes) and trailer (CRC-32 and size, 8). */
	static final int GZIP_WRAPPER = 18;

	/** xerial snappy's stream header: its magic (8 bytes) and two versions (4 each). */
	static final int SNAPPY_HEADER = 16;

	/** xerial snappy's default block size, which Kafka keeps. */
	static final int SNAPPY_BLOCK_SIZE = 32 * 1024;

	/** Kafka's lz4 frame header: magic (4 bytes), FLG, BD and the header checksum. */
	static final int LZ4_HEADER = 7;

	/** Kafka's lz4 block size ({@code BLOCKSIZE_64KB}). */
	static final int LZ4_BLOCK_SIZE = 64 * 1024;

	/** zstd's frame header: magic (4 bytes), frame header and window descriptors. */
	static final int ZSTD_HEADER = 6;

	/** zstd's largest block. */
	static final int ZSTD_BLOCK_SIZE = 128 * 1024;

	/** The largest snappy literal whose length fits its tag byte. */
	private static final int SNAPPY_SHORT_LITERAL = 60;

	private IncompressibleBound() {
	}

	/**
	 * Returns the most bytes a codec writes a records section in where it does not
	 * compress.
	 * @param codec the codec
	 * @param bytes the section's bytes, uncompressed
	 * @return bytes, compressed
	 */
	public static long of(Codec codec, int bytes) {
		return switch (codec) {
			case NONE -> bytes;
			case GZIP -> (long) bytes + (bytes >> 12) + (bytes >> 14) + (bytes >> 25) + 7 + GZIP_WRAPPER;
			case SNAPPY -> snappy(bytes);
			case LZ4 -> LZ4_HEADER + 4L * blocks(bytes, LZ4_BLOCK_SIZE) + bytes + 4;
			case ZSTD -> ZSTD_HEADER + 3L * blocks(bytes, ZSTD_BLOCK_SIZE) + bytes + 3;
		};
	}

	private static long snappy(int bytes) {
		long framed = SNAPPY_HEADER;
		for (int start = 0; start < bytes; start += SNAPPY_BLOCK_SIZE) {
			int block = Math.min(SNAPPY_BLOCK_SIZE, bytes - start);
			framed += 4 + unsignedVarintSize(block) + literalTagSize(block) + block;
		}
		return framed;
	}

	/**
	 * Returns the bytes of a snappy literal's tag: one, and the length less one in 1 to 4
	 * bytes after it where it exceeds {@value #SNAPPY_SHORT_LITERAL}.
	 */
	private static int literalTagSize(int length) {
		return (length <= SNAPPY_SHORT_LITERAL) ? 1 : 1 + (39 - Integer.numberOfLeadingZeros(length - 1)) / 8;
	}

	private static int unsignedVarintSize(int value) {
		return Math.max(1, (38 - Integer.numberOfLeadingZeros(value)) / 7);
	}

	private static long blocks(int bytes, int blockSize) {
		return (bytes + (long) blockSize - 1) / blockSize;
	}

}
