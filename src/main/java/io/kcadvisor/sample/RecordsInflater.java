package io.kcadvisor.sample;

import java.nio.ByteBuffer;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Function;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CodecException;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.codec.Decompressor;

/**
 * Decompresses records sections into a direct buffer that grows as needed, but never
 * beyond the bound it is given. Keeps one decompressor per codec and its buffers for
 * reuse. Not thread-safe.
 */
final class RecordsInflater implements AutoCloseable {

	private static final int MIN_OUTPUT = 64 * 1024;

	private static final int MAX_OUTPUT = Integer.MAX_VALUE - 8;

	private final Function<Codec, Decompressor> factory;

	private final Map<Codec, Decompressor> decompressors = new EnumMap<>(Codec.class);

	private ByteBuffer source = ByteBuffer.allocateDirect(0);

	private ByteBuffer output = ByteBuffer.allocateDirect(0);

	RecordsInflater() {
		this((codec) -> CompressionConfig.defaults(codec).newDecompressor());
	}

	RecordsInflater(Function<Codec, Decompressor> factory) {
		this.factory = factory;
	}

	/**
	 * Decompresses one records section.
	 * @param codec the codec of the batch
	 * @param bytes the bytes holding the compressed section
	 * @param offset where the section starts
	 * @param length the section's length
	 * @param maxOutput the most bytes the section may decompress to
	 * @return the decompressed bytes, between the position and the limit; valid until the
	 * next call
	 * @throws CodecException when the section is corrupt, or
	 * {@linkplain CodecException#isOutputTooLarge() decompresses} to more than
	 * {@code maxOutput} bytes
	 */
	ByteBuffer inflate(Codec codec, byte[] bytes, int offset, int length, long maxOutput) {
		Decompressor decompressor = this.decompressors.computeIfAbsent(codec, this.factory);
		if (this.source.capacity() < length) {
			this.source = ByteBuffer.allocateDirect(length);
		}
		this.source.clear();
		this.source.put(bytes, offset, length).flip();
		int bound = (int) Math.min(maxOutput, MAX_OUTPUT);
		int capacity = (int) Math.min(bound, Math.max(MIN_OUTPUT, 4L * length));
		while (true) {
			if (this.output.capacity() < capacity) {
				this.output = ByteBuffer.allocateDirect(capacity);
			}
			this.output.clear().limit(capacity);
			this.source.position(0);
			try {
				int written = decompressor.decompress(this.source, this.output);
				return this.output.position(0).limit(written);
			}
			catch (CodecException ex) {
				if (!ex.isOutputTooLarge() || capacity >= bound) {
					throw ex;
				}
				capacity = (int) Math.min(bound, 2L * capacity);
			}
		}
	}

	@Override
	public void close() {
		this.decompressors.values().forEach(Decompressor::close);
		this.decompressors.clear();
	}

}
