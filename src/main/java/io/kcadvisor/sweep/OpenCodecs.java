package io.kcadvisor.sweep;

import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;

/**
 * The compressor and decompressor a slot measures with, kept open from one configuration
 * to the next of the same compression (the same codec, level and options at another batch
 * size), so that a codec's context is set up once for them: zstd 22's takes several
 * hundred MiB and about half a second of CPU to set up and free. A codec's output does
 * not depend on what it compressed before: each batch is a frame of its own. Not
 * thread-safe.
 */
final class OpenCodecs implements AutoCloseable {

	private CompressionConfig compression;

	private Compressor compressor;

	private Decompressor decompressor;

	/**
	 * Returns whether the codecs are open for a compression.
	 * @param compression the compression
	 * @return {@code true} when {@link #compressor} and {@link #decompressor} return the
	 * codecs already open for it
	 */
	boolean openFor(CompressionConfig compression) {
		return compression.equals(this.compression);
	}

	/**
	 * Returns the compressor for a compression, the one already open when it is for the
	 * same compression, else a new one (the other codecs closed first).
	 * @param compression the compression
	 * @return the compressor
	 */
	Compressor compressor(CompressionConfig compression) {
		open(compression);
		return this.compressor;
	}

	/**
	 * Returns the decompressor for a compression, the one already open when it is for the
	 * same compression, else a new one (the other codecs closed first).
	 * @param compression the compression
	 * @return the decompressor
	 */
	Decompressor decompressor(CompressionConfig compression) {
		open(compression);
		return this.decompressor;
	}

	private void open(CompressionConfig compression) {
		if (openFor(compression)) {
			return;
		}
		close();
		Compressor newCompressor = compression.newCompressor();
		try {
			this.decompressor = compression.newDecompressor();
		}
		catch (RuntimeException | Error ex) {
			newCompressor.close();
			throw ex;
		}
		this.compressor = newCompressor;
		this.compression = compression;
	}

	/** Closes the codecs, if open. */
	@Override
	public void close() {
		if (this.compression == null) {
			return;
		}
		this.compression = null;
		try (Compressor closedCompressor = this.compressor; Decompressor closedDecompressor = this.decompressor) {
			this.compressor = null;
			this.decompressor = null;
		}
	}

}
