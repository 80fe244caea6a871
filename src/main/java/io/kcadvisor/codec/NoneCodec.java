package io.kcadvisor.codec;

import java.nio.ByteBuffer;

/**
 * No compression: the records section is stored as it is.
 */
final class NoneCodec implements Compressor, Decompressor {

	@Override
	public int compress(ByteBuffer src, ByteBuffer dst) {
		int length = src.remaining();
		dst.put(src);
		return length;
	}

	@Override
	public int maxCompressedLength(int srcLength) {
		return srcLength;
	}

	@Override
	public int decompress(ByteBuffer src, ByteBuffer dst) {
		int length = src.remaining();
		if (length > dst.remaining()) {
			throw new CodecException("Output of " + length + " bytes does not fit in " + dst.remaining(), true, null);
		}
		dst.put(src);
		return length;
	}

	@Override
	public void close() {
	}

}
