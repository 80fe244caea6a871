package io.kcadvisor.calibration;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CodecFactors;
import io.kcadvisor.cost.Coefficients;
import io.kcadvisor.cost.Load;
import java.util.EnumSet;
import java.util.Set;

/**
 * One term of a role's cost, as a column of the fit: its value is scaled so that its
 * fitted coefficient is the {@link Coefficients} component, in nanoseconds (or, for a
 * codec, its factor).
 */
enum Term {

	/** Records, for {@link Coefficients#nanosPerRecord()}. */
	RECORDS(null),

	/** Batches, for {@link Coefficients#nanosPerBatch()}. */
	BATCHES(null),

	/** Bytes of batches, for {@link Coefficients#nanosPerByte()}. */
	BYTES(null),

	/** Bytes of records sections, for {@link Coefficients#nanosPerRawByte()}. */
	RAW_BYTES(null),

	/** gzip's CPU seconds, for {@link CodecFactors#gzip()}. */
	GZIP(Codec.GZIP),

	/** snappy's CPU seconds, for {@link CodecFactors#snappy()}. */
	SNAPPY(Codec.SNAPPY),

	/** lz4's CPU seconds, for {@link CodecFactors#lz4()}. */
	LZ4(Codec.LZ4),

	/** zstd's CPU seconds, for {@link CodecFactors#zstd()}. */
	ZSTD(Codec.ZSTD);

	/** The terms of the codecs' CPU. */
	static final Set<Term> CODECS = EnumSet.of(GZIP, SNAPPY, LZ4, ZSTD);

	private static final double NANOS_PER_SECOND = 1e9;

	private final Codec codec;

	Term(Codec codec) {
		this.codec = codec;
	}

	/**
	 * Returns this term's column value for a load, such that the column times the
	 * coefficient is CPU seconds.
	 * @param load the load
	 * @return the value
	 */
	double column(Load load) {
		return switch (this) {
			case RECORDS -> load.records() / NANOS_PER_SECOND;
			case BATCHES -> load.batches() / NANOS_PER_SECOND;
			case BYTES -> load.bytes() / NANOS_PER_SECOND;
			case RAW_BYTES -> load.rawBytes() / NANOS_PER_SECOND;
			case GZIP, SNAPPY, LZ4, ZSTD -> (load.codec() == this.codec) ? load.codecSeconds() : 0;
		};
	}

	/**
	 * Returns a coefficient's value, as this term's column is fitted.
	 * @param coefficients the coefficients
	 * @return the value
	 */
	double of(Coefficients coefficients) {
		return switch (this) {
			case RECORDS -> coefficients.nanosPerRecord();
			case BATCHES -> coefficients.nanosPerBatch();
			case BYTES -> coefficients.nanosPerByte();
			case RAW_BYTES -> coefficients.nanosPerRawByte();
			case GZIP, SNAPPY, LZ4, ZSTD -> coefficients.codecFactors().of(this.codec);
		};
	}

	/**
	 * Returns the name of this term's coefficient among a role's settings.
	 * @return for example {@code nanos-per-record} or {@code zstd-factor}
	 */
	String propertyName() {
		return switch (this) {
			case RECORDS -> "nanos-per-record";
			case BATCHES -> "nanos-per-batch";
			case BYTES -> "nanos-per-byte";
			case RAW_BYTES -> "nanos-per-raw-byte";
			case GZIP, SNAPPY, LZ4, ZSTD -> this.codec.kafkaName() + "-factor";
		};
	}

	/**
	 * Returns coefficients from one value per term, in this enum's order.
	 * @param values the values
	 * @return the coefficients
	 */
	static Coefficients coefficients(double[] values) {
		return new Coefficients(values[0], values[1], values[2], values[3],
				new CodecFactors(values[4], values[5], values[6], values[7]));
	}

}
