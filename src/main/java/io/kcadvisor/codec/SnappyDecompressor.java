package io.kcadvisor.codec;

import java.io.IOException;
import java.nio.ByteBuffer;

import org.xerial.snappy.Snappy;

/**
 * Reads snappy streams as Kafka's xerial {@code SnappyInputStream} does: framed streams
 * (possibly concatenated) and, without the magic, one raw snappy block. Each chunk's
 * uncompressed length is checked against the room left before it is decoded.
 */
final class SnappyDecompressor implements Decompressor {

	private static final String CODEC = XerialSnappyFormat.CODEC;

	@Override
	public int decompress(ByteBuffer src, ByteBuffer dst) {
		Buffers.requireDirect(src, dst);
		if (!src.hasRemaining()) {
			throw CodecException.corrupt(CODEC, "empty stream");
		}
		int start = dst.position();
		if (XerialSnappyFormat.startsWithHeader(src)) {
			src.position(src.position() + XerialSnappyFormat.HEADER.length);
			readChunks(src, dst);
		}
		else {
			decodeChunk(src, src.limit(), dst);
		}
		src.position(src.limit());
		return dst.position() - start;
	}

	private void readChunks(ByteBuffer src, ByteBuffer dst) {
		while (src.hasRemaining()) {
			int at = src.position();
			if (src.remaining() < XerialSnappyFormat.CHUNK_LENGTH_FIELD) {
				throw CodecException.truncated(CODEC);
			}
			int length = Buffers.getIntBE(src, at);
			if (length == XerialSnappyFormat.MAGIC_HEAD) {
				if (src.remaining() < XerialSnappyFormat.HEADER.length) {
					throw CodecException.corrupt(CODEC, "incomplete header of a concatenated stream");
				}
				if (!XerialSnappyFormat.isCompatibleHeader(src, at)) {
					return;
				}
				src.position(at + XerialSnappyFormat.HEADER.length);
				continue;
			}
			if (length <= 0) {
				throw CodecException.corrupt(CODEC, "invalid chunk length " + length);
			}
			src.position(at + XerialSnappyFormat.CHUNK_LENGTH_FIELD);
			if (src.remaining() < length) {
				throw CodecException.truncated(CODEC);
			}
			decodeChunk(src, src.position() + length, dst);
		}
	}

	private void decodeChunk(ByteBuffer src, int chunkEnd, ByteBuffer dst) {
		int srcLimit = src.limit();
		int dstLimit = dst.limit();
		src.limit(chunkEnd);
		try {
			int length = Snappy.uncompressedLength(src);
			if (length < 0) {
				throw CodecException.corrupt(CODEC, "invalid uncompressed length " + length);
			}
			if (length > dst.remaining()) {
				throw CodecException.outputTooLarge(CODEC, dst.remaining(), null);
			}
			int written = Snappy.uncompress(src, dst);
			dst.limit(dstLimit);
			dst.position(dst.position() + written);
		}
		catch (IOException ex) {
			throw CodecException.corrupt(CODEC, ex.getMessage(), ex);
		}
		finally {
			src.limit(srcLimit);
			dst.limit(dstLimit);
		}
		src.position(chunkEnd);
	}

	@Override
	public void close() {
	}

}
