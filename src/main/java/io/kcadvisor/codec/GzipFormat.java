package io.kcadvisor.codec;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.zip.CRC32;
import java.util.zip.GZIPOutputStream;

/**
 * The gzip member framing (RFC 1952) around a raw deflate stream: the header the running
 * JDK's {@link GZIPOutputStream} writes, and header parsing as
 * {@link java.util.zip.GZIPInputStream} does it.
 */
final class GzipFormat {

	static final String CODEC = "gzip";

	/** The header this JDK writes; its OS byte differs between JDK releases. */
	static final byte[] HEADER = jdkHeader();

	/** CRC-32 and ISIZE, both little-endian. */
	static final int TRAILER_LENGTH = 8;

	private static final int MAGIC_1 = 0x1f;

	private static final int MAGIC_2 = 0x8b;

	private static final int DEFLATE = 8;

	private static final int FIXED_HEADER_LENGTH = 10;

	private static final int FHCRC = 2;

	private static final int FEXTRA = 4;

	private static final int FNAME = 8;

	private static final int FCOMMENT = 16;

	private GzipFormat() {
	}

	private static byte[] jdkHeader() {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
			return out.toByteArray();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * Returns the length of the member header at the buffer's position, checking it as
	 * {@code GZIPInputStream} does.
	 * @param src the stream, positioned at a member
	 * @param crc scratch checksum for the optional header CRC
	 * @return the header length
	 * @throws CodecException when the bytes are not a complete gzip header
	 */
	static int headerLength(ByteBuffer src, CRC32 crc) {
		int start = src.position();
		int end = src.limit();
		if (end - start < FIXED_HEADER_LENGTH) {
			throw CodecException.truncated(CODEC);
		}
		if ((src.get(start) & 0xff) != MAGIC_1 || (src.get(start + 1) & 0xff) != MAGIC_2) {
			throw CodecException.corrupt(CODEC, "not in gzip format");
		}
		if (src.get(start + 2) != DEFLATE) {
			throw CodecException.corrupt(CODEC, "unsupported compression method " + src.get(start + 2));
		}
		int flags = src.get(start + 3) & 0xff;
		int pos = start + FIXED_HEADER_LENGTH;
		if ((flags & FEXTRA) != 0) {
			if (end - pos < 2) {
				throw CodecException.truncated(CODEC);
			}
			pos += 2 + ((src.get(pos) & 0xff) | (src.get(pos + 1) & 0xff) << 8);
		}
		if ((flags & FNAME) != 0) {
			pos = afterZero(src, pos, end);
		}
		if ((flags & FCOMMENT) != 0) {
			pos = afterZero(src, pos, end);
		}
		if ((flags & FHCRC) != 0) {
			if (end - pos < 2) {
				throw CodecException.truncated(CODEC);
			}
			checkHeaderCrc(src, start, pos, crc);
			pos += 2;
		}
		if (pos > end) {
			throw CodecException.truncated(CODEC);
		}
		return pos - start;
	}

	private static int afterZero(ByteBuffer src, int pos, int end) {
		for (int i = pos; i < end; i++) {
			if (src.get(i) == 0) {
				return i + 1;
			}
		}
		throw CodecException.truncated(CODEC);
	}

	private static void checkHeaderCrc(ByteBuffer src, int start, int crcAt, CRC32 crc) {
		int position = src.position();
		int limit = src.limit();
		crc.reset();
		src.limit(crcAt);
		crc.update(src);
		src.limit(limit).position(position);
		int expected = (src.get(crcAt) & 0xff) | (src.get(crcAt + 1) & 0xff) << 8;
		if (expected != ((int) crc.getValue() & 0xffff)) {
			throw CodecException.corrupt(CODEC, "header checksum mismatch");
		}
	}

}
