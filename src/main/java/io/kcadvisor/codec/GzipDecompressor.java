package io.kcadvisor.codec;

import java.nio.ByteBuffer;
import java.util.Objects;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Reads gzip streams as Kafka's {@code GZIPInputStream} does: one or more members, each
 * with its CRC-32 and length checked, and anything after the last member that is not a
 * gzip header ignored.
 */
final class GzipDecompressor implements Decompressor {

	private static final String CODEC = GzipFormat.CODEC;

	private static final byte[] NO_INPUT = new byte[0];

	private final Inflater inflater = new Inflater(true);

	private final CRC32 crc = new CRC32();

	/** Tells whether a full output buffer was the end of the stream. */
	private final ByteBuffer probe = ByteBuffer.allocateDirect(1);

	@Override
	public int decompress(ByteBuffer src, ByteBuffer dst) {
		Buffers.requireDirect(src, dst);
		int start = dst.position();
		try {
			readMember(src, dst, GzipFormat.headerLength(src, this.crc));
			while (src.hasRemaining()) {
				int headerLength;
				try {
					headerLength = GzipFormat.headerLength(src, this.crc);
				}
				catch (CodecException ex) {
					break;
				}
				readMember(src, dst, headerLength);
			}
		}
		finally {
			this.inflater.setInput(NO_INPUT);
		}
		src.position(src.limit());
		return dst.position() - start;
	}

	private void readMember(ByteBuffer src, ByteBuffer dst, int headerLength) {
		src.position(src.position() + headerLength);
		int memberStart = dst.position();
		this.inflater.reset();
		this.inflater.setInput(src);
		inflate(dst);
		int trailer = src.position();
		if (src.limit() - trailer < GzipFormat.TRAILER_LENGTH) {
			throw CodecException.truncated(CODEC);
		}
		int length = dst.position() - memberStart;
		if (Buffers.getIntLE(src, trailer) != crcOf(dst, memberStart) || Buffers.getIntLE(src, trailer + 4) != length) {
			throw CodecException.corrupt(CODEC, "trailer does not match the data (CRC-32 or length)");
		}
		src.position(trailer + GzipFormat.TRAILER_LENGTH);
	}

	private void inflate(ByteBuffer dst) {
		while (!this.inflater.finished()) {
			long read = this.inflater.getBytesRead();
			ByteBuffer out = dst.hasRemaining() ? dst : this.probe.clear();
			int written;
			try {
				written = this.inflater.inflate(out);
			}
			catch (DataFormatException ex) {
				throw CodecException.corrupt(CODEC, Objects.toString(ex.getMessage(), "invalid deflate data"), ex);
			}
			if (out == this.probe && written > 0) {
				throw CodecException.outputTooLarge(CODEC, 0, null);
			}
			if (written == 0 && !this.inflater.finished()) {
				if (this.inflater.needsDictionary()) {
					throw CodecException.corrupt(CODEC, "needs a preset dictionary");
				}
				if (this.inflater.needsInput()) {
					throw CodecException.truncated(CODEC);
				}
				if (this.inflater.getBytesRead() == read) {
					throw CodecException.corrupt(CODEC, "deflate stream makes no progress");
				}
			}
		}
	}

	private int crcOf(ByteBuffer dst, int from) {
		int end = dst.position();
		int limit = dst.limit();
		this.crc.reset();
		dst.limit(end).position(from);
		this.crc.update(dst);
		dst.limit(limit);
		return (int) this.crc.getValue();
	}

	@Override
	public void close() {
		this.inflater.end();
	}

}
