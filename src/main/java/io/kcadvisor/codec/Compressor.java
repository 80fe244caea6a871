package io.kcadvisor.codec;

import java.nio.ByteBuffer;

/**
 * Compresses a record batch's records section into the exact bytes a Kafka producer
 * writes after the batch header. Not thread-safe: each thread uses its own instance,
 * which keeps its native context and buffers for reuse.
 */
public interface Compressor extends AutoCloseable {

	/**
	 * Compresses the bytes between {@code src}'s position and limit into {@code dst} at
	 * its position. Both buffers must be direct. On return {@code src}'s position is its
	 * limit and {@code dst}'s position is after the last byte written.
	 * @param src the uncompressed records section
	 * @param dst where the framed compressed stream goes; it needs at least
	 * {@link #maxCompressedLength(int)} bytes remaining
	 * @return the number of bytes written
	 */
	int compress(ByteBuffer src, ByteBuffer dst);

	/**
	 * Returns the most bytes {@link #compress} can write for an input of this length.
	 * @param srcLength the uncompressed length
	 * @return an upper bound on the framed output
	 */
	int maxCompressedLength(int srcLength);

	/** Releases native resources. */
	@Override
	void close();

}
