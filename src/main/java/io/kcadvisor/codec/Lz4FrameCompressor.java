package io.kcadvisor.codec;

import java.nio.ByteBuffer;

import net.jpountz.lz4.LZ4Compressor;

/**
 * Writes the bytes of Kafka's {@code Lz4BlockOutputStream}: the frame header, blocks
 * compressed straight from the caller's buffer into the output (stored raw when that does
 * not shrink them), and the end mark.
 */
final class Lz4FrameCompressor implements Compressor {

	/** The level at which Kafka uses lz4's fast compressor instead of the HC one. */
	static final int FAST_LEVEL = 9;

	private final LZ4Compressor compressor;

	private final int blockSize;

	private final byte[] header;

	Lz4FrameCompressor(int level, int blockId) {
		this.compressor = (level == FAST_LEVEL) ? Lz4Frame.LZ4.fastCompressor() : Lz4Frame.LZ4.highCompressor(level);
		this.blockSize = Lz4Frame.blockBytes(blockId);
		this.header = header(blockId);
	}

	private static byte[] header(int blockId) {
		ByteBuffer header = ByteBuffer.allocateDirect(Lz4Frame.HEADER_LENGTH);
		Buffers.putIntLE(header, 0, Lz4Frame.MAGIC);
		header.put(4, (byte) Lz4Frame.KAFKA_FLG);
		header.put(5, (byte) Lz4Frame.bd(blockId));
		header.put(6, Lz4Frame.headerChecksum(header, 4, 2));
		byte[] bytes = new byte[Lz4Frame.HEADER_LENGTH];
		header.get(0, bytes);
		return bytes;
	}

	@Override
	public int compress(ByteBuffer src, ByteBuffer dst) {
		Buffers.requireDirect(src, dst);
		Buffers.requireRoom(dst, maxCompressedLength(src.remaining()));
		int start = dst.position();
		dst.put(this.header);
		int pos = src.position();
		int end = src.limit();
		while (pos < end) {
			CompressionInterruptedException.checkInterrupted();
			int length = Math.min(this.blockSize, end - pos);
			writeBlock(src, pos, length, dst);
			pos += length;
		}
		src.position(end);
		int endMark = dst.position();
		Buffers.putIntLE(dst, endMark, 0);
		dst.position(endMark + Lz4Frame.INT_LENGTH);
		return dst.position() - start;
	}

	private void writeBlock(ByteBuffer src, int pos, int length, ByteBuffer dst) {
		int lengthAt = dst.position();
		int dataAt = lengthAt + Lz4Frame.INT_LENGTH;
		int compressed = this.compressor.compress(src, pos, length, dst, dataAt,
				this.compressor.maxCompressedLength(length));
		if (compressed >= length) {
			dst.put(dataAt, src, pos, length);
			Buffers.putIntLE(dst, lengthAt, length | Lz4Frame.STORED);
			dst.position(dataAt + length);
		}
		else {
			Buffers.putIntLE(dst, lengthAt, compressed);
			dst.position(dataAt + compressed);
		}
	}

	/**
	 * Returns the framed size of stored blocks plus the room the largest block needs
	 * while it is compressed in place.
	 */
	@Override
	public int maxCompressedLength(int srcLength) {
		Buffers.requireLength(srcLength);
		long blocks = (srcLength + (long) this.blockSize - 1) / this.blockSize;
		int largest = Math.min(srcLength, this.blockSize);
		long scratch = this.compressor.maxCompressedLength(largest) - largest;
		return Buffers.toIntBound(
				Lz4Frame.HEADER_LENGTH + blocks * Lz4Frame.INT_LENGTH + srcLength + scratch + Lz4Frame.INT_LENGTH);
	}

	@Override
	public void close() {
	}

}
