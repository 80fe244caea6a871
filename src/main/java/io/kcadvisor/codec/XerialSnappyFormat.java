package io.kcadvisor.codec;

import java.nio.ByteBuffer;

import org.xerial.snappy.SnappyCodec;

/**
 * The framing of xerial's {@code SnappyOutputStream}: a 16-byte header (magic, version,
 * compatible version), then per block a 4-byte big-endian length and a raw snappy chunk.
 */
final class XerialSnappyFormat {

	static final String CODEC = "snappy";

	/** The header {@code SnappyOutputStream} writes first, even for an empty stream. */
	static final byte[] HEADER = header();

	/** The first four bytes of the magic, as a big-endian int. */
	static final int MAGIC_HEAD = SnappyCodec.MAGIC_HEADER_HEAD;

	/** Bytes before each chunk: its compressed length. */
	static final int CHUNK_LENGTH_FIELD = 4;

	private static final byte[] MAGIC = SnappyCodec.getMagicHeader();

	private static final int MIN_COMPATIBLE_VERSION = SnappyCodec.MINIMUM_COMPATIBLE_VERSION;

	private XerialSnappyFormat() {
	}

	private static byte[] header() {
		byte[] header = new byte[SnappyCodec.HEADER_SIZE];
		SnappyCodec.currentHeader.writeHeader(header, 0);
		return header;
	}

	/**
	 * Returns whether a stream starts with the magic, as {@code SnappyInputStream} checks
	 * before reading it as framed rather than as one raw snappy block.
	 * @param src the stream at its position
	 * @return {@code true} for a framed stream
	 */
	static boolean startsWithHeader(ByteBuffer src) {
		return src.remaining() >= HEADER.length && hasMagic(src, src.position());
	}

	/**
	 * Returns whether the 12 bytes after a magic head found between chunks complete a
	 * header of a compatible version: streams may be concatenated.
	 * @param src the stream
	 * @param headerStart where the header starts
	 * @return {@code true} when a further stream follows
	 */
	static boolean isCompatibleHeader(ByteBuffer src, int headerStart) {
		return hasMagic(src, headerStart)
				&& Buffers.getIntBE(src, headerStart + MAGIC.length) >= MIN_COMPATIBLE_VERSION;
	}

	/**
	 * Returns snappy's own bound for one chunk: {@code 32 + n + n / 6}.
	 * @param length the uncompressed chunk length
	 * @return the most bytes the chunk compresses to
	 */
	static long maxChunkLength(long length) {
		return 32 + length + length / 6;
	}

	private static boolean hasMagic(ByteBuffer src, int at) {
		for (int i = 0; i < MAGIC.length; i++) {
			if (src.get(at + i) != MAGIC[i]) {
				return false;
			}
		}
		return true;
	}

}
