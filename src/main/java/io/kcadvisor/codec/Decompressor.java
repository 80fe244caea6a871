package io.kcadvisor.codec;

import java.nio.ByteBuffer;

/**
 * Reverses a {@link Compressor}: reads one framed compressed stream as Kafka's consumers
 * do. Not thread-safe.
 */
public interface Decompressor extends AutoCloseable {

	/**
	 * Decompresses the stream between {@code src}'s position and limit into {@code dst}
	 * at its position. Both buffers must be direct.
	 * @param src one framed compressed stream
	 * @param dst where the uncompressed bytes go
	 * @return the number of bytes written
	 * @throws CodecException when the stream is corrupt or does not fit in {@code dst}
	 */
	int decompress(ByteBuffer src, ByteBuffer dst);

	/** Releases native resources. */
	@Override
	void close();

}
