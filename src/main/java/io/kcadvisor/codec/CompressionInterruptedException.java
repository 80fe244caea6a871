package io.kcadvisor.codec;

/**
 * A compression given up because its thread was interrupted. Compressors that can take
 * long on a large input (zstd at high levels, lz4's high-compression mode) check between
 * pieces of it, so that a sweep can be stopped within about a second. The compressor can
 * be used again afterwards.
 */
public class CompressionInterruptedException extends RuntimeException {

	CompressionInterruptedException() {
		super("Compression interrupted", null, false, false);
	}

	/**
	 * Throws when the calling thread has been interrupted, leaving its interrupt status
	 * set.
	 * @throws CompressionInterruptedException when it has
	 */
	static void checkInterrupted() {
		if (Thread.currentThread().isInterrupted()) {
			throw new CompressionInterruptedException();
		}
	}

}
