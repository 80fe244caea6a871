package io.kcadvisor.cost;

import io.kcadvisor.codec.Codec;

/**
 * How much more CPU a codec costs inside Kafka than the advisor measured for it, codec by
 * codec: Kafka compresses and decompresses through its own streams (buffered writes of
 * each record, its LZ4 block stream, zstd-jni's and snappy-java's streams, a new stream
 * for every batch), where the advisor times the codec's calls on whole records sections.
 *
 * @param gzip gzip's factor
 * @param snappy snappy's factor
 * @param lz4 lz4's factor
 * @param zstd zstd's factor
 */
public record CodecFactors(double gzip, double snappy, double lz4, double zstd) {

	/** No codec CPU at all. */
	public static final CodecFactors ZERO = new CodecFactors(0, 0, 0, 0);

	public CodecFactors {
		Coefficients.requireCost("gzip", gzip);
		Coefficients.requireCost("snappy", snappy);
		Coefficients.requireCost("lz4", lz4);
		Coefficients.requireCost("zstd", zstd);
	}

	/**
	 * Returns one factor for every codec.
	 * @param factor the factor
	 * @return the factors
	 */
	public static CodecFactors all(double factor) {
		return new CodecFactors(factor, factor, factor, factor);
	}

	/**
	 * Returns a codec's factor.
	 * @param codec the codec
	 * @return its factor; 0 for {@code none}, which spends nothing
	 */
	public double of(Codec codec) {
		return switch (codec) {
			case NONE -> 0;
			case GZIP -> this.gzip;
			case SNAPPY -> this.snappy;
			case LZ4 -> this.lz4;
			case ZSTD -> this.zstd;
		};
	}

}
