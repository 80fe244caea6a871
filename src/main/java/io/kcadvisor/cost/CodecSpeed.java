package io.kcadvisor.cost;

import io.kcadvisor.codec.Codec;
import java.util.Objects;

/**
 * How fast a codec compresses and decompresses, as the sweep measures it: its own speed,
 * MB (10^6 bytes) of uncompressed records section per CPU second on one core, and what a
 * new stream costs each batch, as Kafka opens one for every batch.
 *
 * @param codec the codec
 * @param compressMBps compression speed
 * @param decompressMBps decompression speed
 * @param compressStreamNanos CPU nanoseconds a new compression stream costs a batch
 * @param decompressStreamNanos CPU nanoseconds a new decompression stream costs a batch
 */
public record CodecSpeed(Codec codec, double compressMBps, double decompressMBps, double compressStreamNanos,
		double decompressStreamNanos) {

	/** No compression: the codec costs nothing. */
	public static final CodecSpeed NONE = new CodecSpeed(Codec.NONE, Double.POSITIVE_INFINITY,
			Double.POSITIVE_INFINITY);

	private static final double BYTES_PER_MB = 1e6;

	private static final double NANOS_PER_SECOND = 1e9;

	public CodecSpeed {
		Objects.requireNonNull(codec, "codec");
		if (!(compressMBps > 0) || !(decompressMBps > 0)) {
			throw new IllegalArgumentException(
					"speeds must be above 0, were " + compressMBps + " and " + decompressMBps + " MB/s");
		}
		if (!(compressStreamNanos >= 0) || !(decompressStreamNanos >= 0)) {
			throw new IllegalArgumentException("stream costs must not be negative, were " + compressStreamNanos
					+ " and " + decompressStreamNanos + " ns");
		}
	}

	/**
	 * Creates the speeds of a codec whose streams cost nothing beyond its calls.
	 * @param codec the codec
	 * @param compressMBps compression speed
	 * @param decompressMBps decompression speed
	 */
	public CodecSpeed(Codec codec, double compressMBps, double decompressMBps) {
		this(codec, compressMBps, decompressMBps, 0, 0);
	}

	/**
	 * Returns the CPU seconds compressing takes.
	 * @param rawBytes bytes of uncompressed records sections
	 * @return seconds; 0 for {@link #NONE}
	 */
	double compressSeconds(double rawBytes) {
		return (this.codec != Codec.NONE) ? rawBytes / (this.compressMBps * BYTES_PER_MB) : 0;
	}

	/**
	 * Returns the CPU seconds decompressing takes.
	 * @param rawBytes bytes of uncompressed records sections
	 * @return seconds; 0 for {@link #NONE}
	 */
	double decompressSeconds(double rawBytes) {
		return (this.codec != Codec.NONE) ? rawBytes / (this.decompressMBps * BYTES_PER_MB) : 0;
	}

	/**
	 * Returns the CPU seconds new compression streams take.
	 * @param batches batches compressed
	 * @return seconds; 0 for {@link #NONE}
	 */
	double compressStreamSeconds(double batches) {
		return (this.codec != Codec.NONE) ? batches * this.compressStreamNanos / NANOS_PER_SECOND : 0;
	}

	/**
	 * Returns the CPU seconds new decompression streams take.
	 * @param batches batches decompressed
	 * @return seconds; 0 for {@link #NONE}
	 */
	double decompressStreamSeconds(double batches) {
		return (this.codec != Codec.NONE) ? batches * this.decompressStreamNanos / NANOS_PER_SECOND : 0;
	}

}
