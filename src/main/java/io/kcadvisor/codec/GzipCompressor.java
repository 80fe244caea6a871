package io.kcadvisor.codec;

import java.nio.ByteBuffer;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes the bytes of Kafka's gzip stream, a {@code BufferedOutputStream} over a
 * {@code GZIPOutputStream} with the level set on its {@link Deflater}, with one reused
 * deflater instead of new streams per batch.
 * <p>
 * The output is the same whatever the size of the stream's deflate buffer; the buffer
 * only sets how many bytes each deflate call may write, so KIP-780's
 * {@code compression.gzip.buffer} changes speed, not bytes.
 */
final class GzipCompressor implements Compressor {

	private static final byte[] NO_INPUT = new byte[0];

	private final Deflater deflater;

	private final CRC32 crc = new CRC32();

	private final int bufferSize;

	GzipCompressor(int level, int bufferSize) {
		this.deflater = new Deflater(level, true);
		this.bufferSize = bufferSize;
	}

	@Override
	public int compress(ByteBuffer src, ByteBuffer dst) {
		Buffers.requireDirect(src, dst);
		int length = src.remaining();
		Buffers.requireRoom(dst, maxCompressedLength(length));
		int start = dst.position();
		dst.put(GzipFormat.HEADER);
		int srcStart = src.position();
		this.crc.reset();
		this.crc.update(src);
		src.position(srcStart);
		deflate(src, dst);
		int trailer = dst.position();
		Buffers.putIntLE(dst, trailer, (int) this.crc.getValue());
		Buffers.putIntLE(dst, trailer + 4, length);
		dst.position(trailer + GzipFormat.TRAILER_LENGTH);
		return dst.position() - start;
	}

	private void deflate(ByteBuffer src, ByteBuffer dst) {
		int limit = dst.limit();
		this.deflater.reset();
		this.deflater.setInput(src);
		this.deflater.finish();
		try {
			while (!this.deflater.finished()) {
				if (dst.position() == limit) {
					throw new IllegalStateException("Deflate output exceeded maxCompressedLength");
				}
				dst.limit(Math.min(limit, dst.position() + this.bufferSize));
				this.deflater.deflate(dst);
			}
		}
		finally {
			dst.limit(limit);
			this.deflater.setInput(NO_INPUT);
		}
		src.position(src.limit());
	}

	/**
	 * Returns the gzip header and trailer plus zlib's most conservative deflate bound,
	 * which also holds for deflate implementations that emit fixed Huffman blocks for
	 * incompressible data.
	 */
	@Override
	public int maxCompressedLength(int srcLength) {
		Buffers.requireLength(srcLength);
		long n = srcLength;
		long fixed = n + (n >> 3) + (n >> 8) + (n >> 9) + 4;
		long stored = n + (n >> 5) + (n >> 7) + (n >> 11) + 7;
		return Buffers.toIntBound(GzipFormat.HEADER.length + Math.max(fixed, stored) + GzipFormat.TRAILER_LENGTH);
	}

	@Override
	public void close() {
		this.deflater.end();
	}

}
