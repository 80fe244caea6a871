package io.kcadvisor.cost;

import io.kcadvisor.codec.Codec;

/**
 * A value for each codec. As a role's codec factors: how much more CPU a codec costs
 * inside Kafka than the advisor measured for it, codec by codec: Kafka compresses and
 * decompresses through its own streams (buffered writes of each record, its LZ4 block
 * stream, zstd-jni's and snappy-java's streams), where the advisor times the codec's
 * calls on whole records sections. As its codec nanoseconds per batch: what opening a
 * codec's stream for each batch costs.
 *
 * @param gzip gzip's value
 * @param snappy snappy's value
 * @param lz4 lz4's value
 * @param zstd zstd's value
 */
public record CodecFactors(double gzip, double snappy, double lz4, double zstd) {

	/** 0 for every codec: no codec CPU at all. */
	public static final CodecFactors ZERO = new CodecFactors(0, 0, 0, 0);

	public CodecFactors {
		Coefficients.requireCost("gzip", gzip);
		Coefficients.requireCost("snappy", snappy);
		Coefficients.requireCost("lz4", lz4);
		Coefficients.requireCost("zstd", zstd);
	}

	/**
	 * Returns one value for every codec.
	 * @param factor the value
	 * @return the values
	 */
	public static CodecFactors all(double factor) {
		return new CodecFactors(factor, factor, factor, factor);
	}

	/**
	 * Returns a codec's value.
	 * @param codec the codec
	 * @return its value; 0 for {@code none}, which spends nothing
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
