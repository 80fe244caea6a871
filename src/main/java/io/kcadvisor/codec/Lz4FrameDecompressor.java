package io.kcadvisor.codec;

import java.nio.ByteBuffer;

import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4SafeDecompressor;

/**
 * Reads every LZ4 frame Kafka's {@code Lz4BlockInputStream} reads, whoever wrote it: with
 * or without block checksums (verified), content size and content checksum (skipped, as
 * Kafka does). Blocks are decoded straight into the output buffer. Like Kafka, it stops
 * at the end mark: bytes after it are left unread, with {@code src} positioned on them.
 */
final class Lz4FrameDecompressor implements Decompressor {

	private static final String CODEC = Lz4Frame.CODEC;

	private final LZ4SafeDecompressor decompressor = Lz4Frame.LZ4.safeDecompressor();

	@Override
	public int decompress(ByteBuffer src, ByteBuffer dst) {
		Buffers.requireDirect(src, dst);
		int start = dst.position();
		int end = src.limit();
		int pos = src.position();
		if (end - pos < Lz4Frame.HEADER_LENGTH) {
			throw CodecException.truncated(CODEC);
		}
		if (Buffers.getIntLE(src, pos) != Lz4Frame.MAGIC) {
			throw CodecException.corrupt(CODEC, "not an LZ4 frame (bad magic)");
		}
		int flg = src.get(pos + 4) & 0xFF;
		int blockSize = maxBlockSize(flg, src.get(pos + 5) & 0xFF);
		int descriptorLength = 2 + (((flg & Lz4Frame.FLG_CONTENT_SIZE) != 0) ? Lz4Frame.CONTENT_SIZE_LENGTH : 0);
		int checksumAt = pos + Lz4Frame.INT_LENGTH + descriptorLength;
		if (end - checksumAt < 1) {
			throw CodecException.truncated(CODEC);
		}
		if (src.get(checksumAt) != Lz4Frame.headerChecksum(src, pos + Lz4Frame.INT_LENGTH, descriptorLength)) {
			throw CodecException.corrupt(CODEC, "frame descriptor checksum mismatch");
		}
		pos = readBlocks(src, checksumAt + 1, flg, blockSize, dst);
		src.position(pos);
		return dst.position() - start;
	}

	private static int maxBlockSize(int flg, int bd) {
		if ((flg & Lz4Frame.FLG_VERSION_MASK) != Lz4Frame.FLG_VERSION_01) {
			throw CodecException.corrupt(CODEC, "unsupported frame version");
		}
		if ((flg & Lz4Frame.FLG_RESERVED) != 0 || (bd & Lz4Frame.BD_RESERVED) != 0) {
			throw CodecException.corrupt(CODEC, "reserved frame descriptor bits are set");
		}
		if ((flg & Lz4Frame.FLG_BLOCK_INDEPENDENCE) == 0) {
			throw CodecException.corrupt(CODEC, "dependent blocks are not supported (nor by Kafka)");
		}
		int blockId = bd >> 4;
		if (blockId < Lz4Frame.MIN_BLOCK_ID) {
			throw CodecException.corrupt(CODEC,
					"block size id " + blockId + " is not " + Lz4Frame.MIN_BLOCK_ID + " to " + Lz4Frame.MAX_BLOCK_ID);
		}
		return Lz4Frame.blockBytes(blockId);
	}

	private int readBlocks(ByteBuffer src, int from, int flg, int maxBlockSize, ByteBuffer dst) {
		int end = src.limit();
		int checksumLength = ((flg & Lz4Frame.FLG_BLOCK_CHECKSUM) != 0) ? Lz4Frame.INT_LENGTH : 0;
		int pos = from;
		while (true) {
			if (end - pos < Lz4Frame.INT_LENGTH) {
				throw CodecException.truncated(CODEC);
			}
			int word = Buffers.getIntLE(src, pos);
			pos += Lz4Frame.INT_LENGTH;
			int length = word & ~Lz4Frame.STORED;
			if (length == 0) {
				return pos + endOfFrame(src, pos, flg);
			}
			if (length > maxBlockSize) {
				throw CodecException.corrupt(CODEC,
						"block of " + length + " bytes exceeds the frame's maximum of " + maxBlockSize);
			}
			if (end - pos < length + checksumLength) {
				throw CodecException.truncated(CODEC);
			}
			if (checksumLength > 0
					&& Lz4Frame.XXHASH.hash(src, pos, length, 0) != Buffers.getIntLE(src, pos + length)) {
				throw CodecException.corrupt(CODEC, "block checksum mismatch");
			}
			if (word < 0) {
				copyStored(src, pos, length, dst);
			}
			else {
				decodeBlock(src, pos, length, maxBlockSize, dst);
			}
			pos += length + checksumLength;
		}
	}

	private static int endOfFrame(ByteBuffer src, int pos, int flg) {
		int contentChecksum = ((flg & Lz4Frame.FLG_CONTENT_CHECKSUM) != 0) ? Lz4Frame.INT_LENGTH : 0;
		if (src.limit() - pos < contentChecksum) {
			throw CodecException.truncated(CODEC);
		}
		return contentChecksum;
	}

	private static void copyStored(ByteBuffer src, int pos, int length, ByteBuffer dst) {
		if (length > dst.remaining()) {
			throw CodecException.outputTooLarge(CODEC, dst.remaining(), null);
		}
		dst.put(dst.position(), src, pos, length);
		dst.position(dst.position() + length);
	}

	private void decodeBlock(ByteBuffer src, int pos, int length, int maxBlockSize, ByteBuffer dst) {
		int room = dst.remaining();
		int decoded;
		try {
			decoded = this.decompressor.decompress(src, pos, length, dst, dst.position(), Math.min(maxBlockSize, room));
		}
		catch (LZ4Exception ex) {
			long needed = Lz4Frame.decodedLength(src, pos, length);
			if (needed > room && needed <= maxBlockSize) {
				throw CodecException.outputTooLarge(CODEC, room, ex);
			}
			throw CodecException.corrupt(CODEC, "malformed block", ex);
		}
		dst.position(dst.position() + decoded);
	}

	@Override
	public void close() {
	}

}
