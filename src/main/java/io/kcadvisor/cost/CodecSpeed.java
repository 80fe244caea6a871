package io.kcadvisor.cost;

import io.kcadvisor.codec.Codec;
import java.util.Objects;

/**
 * How fast a codec compresses and decompresses, as the sweep measures it: MB (10^6 bytes)
 * of uncompressed records section per CPU second on one core.
 *
 * @param codec the codec
 * @param compressMBps compression speed
 * @param decompressMBps decompression speed
 */
public record CodecSpeed(Codec codec, double compressMBps, double decompressMBps) {

	/** No compression: the codec costs nothing. */
	public static final CodecSpeed NONE = new CodecSpeed(Codec.NONE, Double.POSITIVE_INFINITY,
			Double.POSITIVE_INFINITY);

	private static final double BYTES_PER_MB = 1e6;

	public CodecSpeed {
		Objects.requireNonNull(codec, "codec");
		if (!(compressMBps > 0) || !(decompressMBps > 0)) {
			throw new IllegalArgumentException(
					"speeds must be above 0, were " + compressMBps + " and " + decompressMBps + " MB/s");
		}
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

}
