package io.kcadvisor.cost;

import java.util.Objects;

/**
 * What one role spends per unit of its {@link Load}.
 * <p>
 * {@code cores = (nanosPerRecord × records + nanosPerBatch × batches + nanosPerByte ×
 * bytes + nanosPerRawByte × rawBytes) / 10^9 + codecFactors.of(codec) × codecSeconds +
 * streamSeconds}, with the load per second: the factor scales what the codec's own calls
 * cost the advisor to what they cost the role, through Kafka's streams; the streams' new
 * contexts cost the role what they cost the advisor.
 *
 * @param nanosPerRecord CPU nanoseconds per record
 * @param nanosPerBatch CPU nanoseconds per batch
 * @param nanosPerByte CPU nanoseconds per byte of batches as sent or stored
 * @param nanosPerRawByte CPU nanoseconds per byte of uncompressed records sections
 * @param codecFactors the codec's CPU in the role over the CPU the advisor measured for
 * it, codec by codec
 */
public record Coefficients(double nanosPerRecord, double nanosPerBatch, double nanosPerByte, double nanosPerRawByte,
		CodecFactors codecFactors) {

	/** Nothing spent. */
	public static final Coefficients ZERO = new Coefficients(0, 0, 0, 0, CodecFactors.ZERO);

	private static final double NANOS_PER_SECOND = 1e9;

	public Coefficients {
		requireCost("nanosPerRecord", nanosPerRecord);
		requireCost("nanosPerBatch", nanosPerBatch);
		requireCost("nanosPerByte", nanosPerByte);
		requireCost("nanosPerRawByte", nanosPerRawByte);
		Objects.requireNonNull(codecFactors, "codecFactors");
	}

	static void requireCost(String name, double value) {
		if (!(value >= 0) || Double.isInfinite(value)) {
			throw new IllegalArgumentException(name + " must be finite and not negative, was " + value);
		}
	}

	/**
	 * Returns the CPU cores a load costs.
	 * @param load the load per second
	 * @return cores
	 */
	public double cores(Load load) {
		double nanos = this.nanosPerRecord * load.records() + this.nanosPerBatch * load.batches()
				+ this.nanosPerByte * load.bytes() + this.nanosPerRawByte * load.rawBytes();
		return nanos / NANOS_PER_SECOND + this.codecFactors.of(load.codec()) * load.codecSeconds()
				+ load.streamSeconds();
	}

}
