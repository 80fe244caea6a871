package io.kcadvisor.sweep;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;

/**
 * What measuring one configuration on the calling thread works with: the configuration's
 * compressor and decompressor, the thread's scratch buffers and the sweep's stop signal.
 * Closing it closes the codecs and lets go of buffers an unusually large configuration
 * needed.
 */
final class MeasuringContext implements AutoCloseable {

	private final Codec codec;

	private final Compressor compressor;

	private final Decompressor decompressor;

	private final Scratch scratch;

	private final SweepStop stop;

	private MeasuringContext(Codec codec, Compressor compressor, Decompressor decompressor, SweepStop stop) {
		this.codec = codec;
		this.compressor = compressor;
		this.decompressor = decompressor;
		this.scratch = Scratch.forCurrentThread();
		this.stop = stop;
	}

	/**
	 * Opens a context for a configuration on the calling thread.
	 * @param compression the configuration
	 * @param stop the sweep's stop signal
	 * @return the context, to be closed after use
	 */
	static MeasuringContext open(CompressionConfig compression, SweepStop stop) {
		Compressor compressor = compression.newCompressor();
		try {
			return new MeasuringContext(compression.codec(), compressor, compression.newDecompressor(), stop);
		}
		catch (RuntimeException | Error ex) {
			compressor.close();
			throw ex;
		}
	}

	Codec codec() {
		return this.codec;
	}

	Compressor compressor() {
		return this.compressor;
	}

	Decompressor decompressor() {
		return this.decompressor;
	}

	Scratch scratch() {
		return this.scratch;
	}

	/**
	 * Ends the measurement when the sweep must stop.
	 * @throws SweepStop.Stopped when it must
	 */
	void checkStop() {
		this.stop.check();
	}

	@Override
	public void close() {
		try (this.compressor; this.decompressor) {
			this.scratch.trim();
		}
	}

}
