package io.kcadvisor.codec;

import java.nio.ByteBuffer;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;

/**
 * Reads zstd streams (one or more frames, skippable frames included) as Kafka's
 * {@code ZstdInputStreamNoFinalizer} does, decoding in one pass straight into the output
 * buffer with a reused native context: no window buffer is allocated, whatever window
 * size the frame claims.
 */
final class ZstdDecompressor implements Decompressor {

	private static final String CODEC = "zstd";

	private static final long DST_TOO_SMALL = Zstd.errDstSizeTooSmall();

	private static final long SRC_SIZE_WRONG = Zstd.errSrcSizeWrong();

	private final ZstdDecompressCtx context = new ZstdDecompressCtx();

	@Override
	public int decompress(ByteBuffer src, ByteBuffer dst) {
		Buffers.requireDirect(src, dst);
		if (!src.hasRemaining()) {
			throw CodecException.corrupt(CODEC, "empty stream");
		}
		int written;
		try {
			written = this.context.decompressDirectByteBuffer(dst, dst.position(), dst.remaining(), src, src.position(),
					src.remaining());
		}
		catch (ZstdException ex) {
			if (ex.getErrorCode() == DST_TOO_SMALL) {
				throw CodecException.outputTooLarge(CODEC, dst.remaining(), ex);
			}
			if (ex.getErrorCode() == SRC_SIZE_WRONG) {
				throw CodecException.truncated(CODEC, ex);
			}
			throw CodecException.corrupt(CODEC, ex.getMessage(), ex);
		}
		src.position(src.limit());
		dst.position(dst.position() + written);
		return written;
	}

	@Override
	public void close() {
		this.context.close();
	}

}
