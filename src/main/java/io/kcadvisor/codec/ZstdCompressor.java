package io.kcadvisor.codec;

import java.nio.ByteBuffer;

import com.github.luben.zstd.EndDirective;
import com.github.luben.zstd.ZstdCompressCtx;

/**
 * Writes the bytes of Kafka's zstd stream, a {@code BufferedOutputStream} over zstd-jni's
 * {@code ZstdOutputStreamNoFinalizer}, with one reused native context.
 * <p>
 * Kafka's stream writes the records ({@code ZSTD_e_continue}, so zstd never learns the
 * content size), then {@code BufferedOutputStream.close()} flushes ({@code ZSTD_e_flush},
 * which ends a block) before the zstd stream's close ends the frame ({@code ZSTD_e_end},
 * an empty last block). The same three calls on the whole records section give the same
 * bytes. A stream that received no bytes is only ended, which records a content size of
 * zero.
 */
final class ZstdCompressor implements Compressor {

	private static final int MAX_BLOCK = 128 * 1024;

	/** The most records bytes handed to zstd at once. */
	private static final int PIECE = 1024 * 1024;

	private final int level;

	private final int windowLog;

	private final int blockSize;

	private final ZstdCompressCtx context = new ZstdCompressCtx();

	ZstdCompressor(int level, int windowLog) {
		this.level = level;
		this.windowLog = windowLog;
		this.blockSize = (this.windowLog > 0) ? Math.min(MAX_BLOCK, 1 << this.windowLog) : MAX_BLOCK;
		configure();
	}

	private void configure() {
		this.context.setLevel(this.level);
		if (this.windowLog > 0) {
			this.context.setLong(this.windowLog);
		}
	}

	@Override
	public int compress(ByteBuffer src, ByteBuffer dst) {
		Buffers.requireDirect(src, dst);
		Buffers.requireRoom(dst, maxCompressedLength(src.remaining()));
		int start = dst.position();
		boolean ended = false;
		try {
			if (src.hasRemaining()) {
				continueInPieces(src, dst);
				run(src, dst, EndDirective.FLUSH);
			}
			run(src, dst, EndDirective.END);
			ended = true;
		}
		finally {
			if (!ended) {
				this.context.reset();
				configure();
			}
		}
		return dst.position() - start;
	}

	/**
	 * Hands zstd the records in pieces, checking between them whether the thread was
	 * interrupted: a whole section can take seconds at the highest levels. Streamed input
	 * gives the same frame however it is cut, as Kafka's stream, which writes 16 KiB at a
	 * time, shows.
	 */
	private void continueInPieces(ByteBuffer src, ByteBuffer dst) {
		int limit = src.limit();
		try {
			while (src.position() < limit) {
				CompressionInterruptedException.checkInterrupted();
				src.limit(Math.min(limit, src.position() + PIECE));
				run(src, dst, EndDirective.CONTINUE);
				src.limit(limit);
			}
		}
		finally {
			src.limit(limit);
		}
	}

	private void run(ByteBuffer src, ByteBuffer dst, EndDirective directive) {
		while (true) {
			int srcBefore = src.position();
			int dstBefore = dst.position();
			boolean flushed = this.context.compressDirectByteBufferStream(dst, src, directive);
			if ((directive == EndDirective.CONTINUE) ? !src.hasRemaining() : flushed) {
				return;
			}
			if (src.position() == srcBefore && dst.position() == dstBefore) {
				throw new IllegalStateException("zstd made no progress with " + dst.remaining() + " bytes of room");
			}
		}
	}

	/**
	 * Returns a bound above {@code ZSTD_compressBound} that also covers the streamed
	 * frame's extra blocks: a 3-byte header per block (blocks shrink to the window in
	 * long mode), the flushed block and the empty last block.
	 */
	@Override
	public int maxCompressedLength(int srcLength) {
		Buffers.requireLength(srcLength);
		long n = srcLength;
		return Buffers.toIntBound(n + (n >> 7) + 3 * (n / this.blockSize + 2) + 64);
	}

	@Override
	public void close() {
		this.context.close();
	}

}
