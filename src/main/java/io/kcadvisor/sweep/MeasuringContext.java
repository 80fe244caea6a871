package io.kcadvisor.sweep;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;

/**
 * What measuring one configuration on the calling thread works with: the configuration's
 * compressor and decompressor, the thread's scratch buffers, the sweep's stop signal and
 * the exact pass's timings gathered as speed samples. Closing it lets go of buffers an
 * unusually large configuration needed; the codecs stay open in the {@link OpenCodecs}
 * they came from.
 */
final class MeasuringContext implements AutoCloseable {

	private final Codec codec;

	private final Compressor compressor;

	private final Decompressor decompressor;

	private final Scratch scratch;

	private final SweepStop stop;

	private final PassTimings passTimings;

	private MeasuringContext(Codec codec, Compressor compressor, Decompressor decompressor, SweepStop stop) {
		this.codec = codec;
		this.compressor = compressor;
		this.decompressor = decompressor;
		this.scratch = Scratch.forCurrentThread();
		this.stop = stop;
		this.passTimings = new PassTimings();
	}

	/**
	 * Opens a context for a configuration on the calling thread.
	 * @param compression the configuration
	 * @param codecs where its codecs are taken from, opened when they are not yet
	 * @param stop the sweep's stop signal
	 * @return the context, to be closed after use
	 */
	static MeasuringContext open(CompressionConfig compression, OpenCodecs codecs, SweepStop stop) {
		return new MeasuringContext(compression.codec(), codecs.compressor(compression),
				codecs.decompressor(compression), stop);
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
	 * Returns the exact pass's timings so far.
	 * @return the timings, as speed samples
	 */
	PassTimings passTimings() {
		return this.passTimings;
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
		this.scratch.trim();
	}

}
