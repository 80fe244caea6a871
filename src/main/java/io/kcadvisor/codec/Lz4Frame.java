package io.kcadvisor.codec;

import java.nio.ByteBuffer;

import net.jpountz.lz4.LZ4Factory;
import net.jpountz.xxhash.XXHash32;
import net.jpountz.xxhash.XXHashFactory;

/**
 * The LZ4 frame subset Kafka's {@code Lz4BlockOutputStream} writes and its
 * {@code Lz4BlockInputStream} reads: magic, FLG, BD, optional content size, header
 * checksum; blocks with a little-endian length whose high bit marks stored data; an end
 * mark.
 */
final class Lz4Frame {

	static final String CODEC = "lz4";

	static final int MAGIC = 0x184D2204;

	/** Version 01 and independent blocks: what Kafka writes. */
	static final int KAFKA_FLG = 0x60;

	static final int FLG_VERSION_MASK = 0xC0;

	static final int FLG_VERSION_01 = 0x40;

	static final int FLG_BLOCK_INDEPENDENCE = 0x20;

	static final int FLG_BLOCK_CHECKSUM = 0x10;

	static final int FLG_CONTENT_SIZE = 0x08;

	static final int FLG_CONTENT_CHECKSUM = 0x04;

	static final int FLG_RESERVED = 0x03;

	static final int BD_RESERVED = 0x8F;

	/** The smallest block size id, 64 KiB blocks. */
	static final int MIN_BLOCK_ID = 4;

	/** The largest block size id, 4 MiB blocks. */
	static final int MAX_BLOCK_ID = 7;

	/** Magic, FLG, BD and header checksum, without a content size. */
	static final int HEADER_LENGTH = 7;

	static final int INT_LENGTH = 4;

	static final int CONTENT_SIZE_LENGTH = 8;

	/** High bit of a block length: the block is stored uncompressed. */
	static final int STORED = 0x80000000;

	/**
	 * The native lz4 library where it loads, as Kafka gets it on a plain class path.
	 * {@code fastestInstance()} would not be it inside the packaged service: it returns
	 * the pure Java port, several times slower, whenever a class loader other than the
	 * system one (such as a launcher's) loads lz4-java.
	 */
	static final LZ4Factory LZ4 = lz4Factory();

	static final XXHash32 XXHASH = xxHashFactory().hash32();

	private Lz4Frame() {
	}

	private static LZ4Factory lz4Factory() {
		try {
			return LZ4Factory.nativeInstance();
		}
		catch (RuntimeException | LinkageError ex) {
			return LZ4Factory.fastestJavaInstance();
		}
	}

	private static XXHashFactory xxHashFactory() {
		try {
			return XXHashFactory.nativeInstance();
		}
		catch (RuntimeException | LinkageError ex) {
			return XXHashFactory.fastestJavaInstance();
		}
	}

	static int bd(int blockId) {
		return blockId << 4;
	}

	/**
	 * Returns the block size in bytes for a block size id.
	 * @param blockId {@link #MIN_BLOCK_ID} to {@link #MAX_BLOCK_ID}
	 * @return 64 KiB, 256 KiB, 1 MiB or 4 MiB
	 */
	static int blockBytes(int blockId) {
		return 1 << (2 * blockId + 8);
	}

	/**
	 * Returns the header checksum byte over the descriptor (FLG to the end of the content
	 * size), the second byte of its xxHash32.
	 * @param descriptor the buffer holding the descriptor
	 * @param offset where FLG is
	 * @param length descriptor length
	 * @return the checksum byte
	 */
	static byte headerChecksum(ByteBuffer descriptor, int offset, int length) {
		return (byte) ((XXHASH.hash(descriptor, offset, length, 0) >> 8) & 0xFF);
	}

	/**
	 * Returns how many bytes an LZ4 block decodes to, by walking its sequences without
	 * decoding them.
	 * @param src the buffer holding the block
	 * @param offset the block's first byte
	 * @param length the block's length
	 * @return the decoded length, or -1 when the sequences run past the block
	 */
	static long decodedLength(ByteBuffer src, int offset, int length) {
		long decoded = 0;
		int pos = offset;
		int end = offset + length;
		while (pos < end) {
			int token = src.get(pos++) & 0xFF;
			long literals = token >>> 4;
			if (literals == 15) {
				int more;
				do {
					if (pos >= end) {
						return -1;
					}
					more = src.get(pos++) & 0xFF;
					literals += more;
				}
				while (more == 255);
			}
			if (literals > end - pos) {
				return -1;
			}
			pos += (int) literals;
			decoded += literals;
			if (pos == end) {
				return decoded;
			}
			pos += 2;
			long match = (token & 15) + 4;
			if ((token & 15) == 15) {
				int more;
				do {
					if (pos >= end) {
						return -1;
					}
					more = src.get(pos++) & 0xFF;
					match += more;
				}
				while (more == 255);
			}
			decoded += match;
		}
		return (pos == end) ? decoded : -1;
	}

}
