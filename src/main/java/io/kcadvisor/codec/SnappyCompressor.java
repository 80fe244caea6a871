package io.kcadvisor.codec;

import java.io.IOException;
import java.nio.ByteBuffer;

import org.xerial.snappy.Snappy;

/**
 * Writes the bytes of Kafka's xerial {@code SnappyOutputStream}: the header, then blocks
 * of exactly the block size (the last one shorter), each compressed straight from the
 * caller's buffer into the output.
 */
final class SnappyCompressor implements Compressor {

	private final int blockSize;

	SnappyCompressor(int blockSize) {
		this.blockSize = blockSize;
	}

	@Override
	public int compress(ByteBuffer src, ByteBuffer dst) {
		Buffers.requireDirect(src, dst);
		Buffers.requireRoom(dst, maxCompressedLength(src.remaining()));
		int start = dst.position();
		dst.put(XerialSnappyFormat.HEADER);
		int srcLimit = src.limit();
		int dstLimit = dst.limit();
		try {
			while (src.position() < srcLimit) {
				int blockEnd = src.position() + Math.min(this.blockSize, srcLimit - src.position());
				src.limit(blockEnd);
				int lengthAt = dst.position();
				dst.position(lengthAt + XerialSnappyFormat.CHUNK_LENGTH_FIELD);
				int compressed = Snappy.compress(src, dst);
				dst.limit(dstLimit);
				Buffers.putIntBE(dst, lengthAt, compressed);
				dst.position(lengthAt + XerialSnappyFormat.CHUNK_LENGTH_FIELD + compressed);
				src.limit(srcLimit).position(blockEnd);
			}
		}
		catch (IOException ex) {
			throw new IllegalStateException("snappy could not compress a block", ex);
		}
		finally {
			src.limit(srcLimit);
			dst.limit(dstLimit);
		}
		return dst.position() - start;
	}

	@Override
	public int maxCompressedLength(int srcLength) {
		Buffers.requireLength(srcLength);
		long fullBlocks = srcLength / this.blockSize;
		int rest = srcLength % this.blockSize;
		long bound = XerialSnappyFormat.HEADER.length + fullBlocks
				* (XerialSnappyFormat.CHUNK_LENGTH_FIELD + XerialSnappyFormat.maxChunkLength(this.blockSize));
		if (rest > 0) {
			bound += XerialSnappyFormat.CHUNK_LENGTH_FIELD + XerialSnappyFormat.maxChunkLength(rest);
		}
		return Buffers.toIntBound(bound);
	}

	@Override
	public void close() {
	}

}
