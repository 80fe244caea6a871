package io.kcadvisor.codec;

import java.nio.ByteBuffer;

/**
 * Moves test bytes in and out of direct buffers and runs one compress or decompress.
 */
final class DirectBuffers {

	private DirectBuffers() {
	}

	static ByteBuffer of(byte[] bytes) {
		return ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
	}

	static byte[] remaining(ByteBuffer buffer) {
		byte[] bytes = new byte[buffer.remaining()];
		buffer.get(bytes);
		return bytes;
	}

	static byte[] compress(Compressor compressor, byte[] input) {
		ByteBuffer dst = ByteBuffer.allocateDirect(compressor.maxCompressedLength(input.length));
		compressor.compress(of(input), dst);
		return remaining(dst.flip());
	}

	static byte[] compress(CompressionConfig config, byte[] input) {
		try (Compressor compressor = config.newCompressor()) {
			return compress(compressor, input);
		}
	}

	static byte[] decompress(Decompressor decompressor, byte[] stream, int capacity) {
		ByteBuffer dst = ByteBuffer.allocateDirect(capacity);
		decompressor.decompress(of(stream), dst);
		return remaining(dst.flip());
	}

	static byte[] decompress(CompressionConfig config, byte[] stream, int capacity) {
		try (Decompressor decompressor = config.newDecompressor()) {
			return decompress(decompressor, stream, capacity);
		}
	}

}
