package io.kcadvisor.sample;

/**
 * A sample over one of the {@link SampleLimits}.
 */
public class SampleTooLargeException extends SampleException {

	private final Limit limit;

	private final long limitValue;

	/**
	 * Creates an exception.
	 * @param limit the limit the sample went over
	 * @param limitValue the value of that limit
	 * @param message what happened, in words
	 */
	public SampleTooLargeException(Limit limit, long limitValue, String message) {
		super(message);
		this.limit = limit;
		this.limitValue = limitValue;
	}

	/**
	 * Returns the limit the sample went over.
	 * @return the limit
	 */
	public Limit limit() {
		return this.limit;
	}

	/**
	 * Returns the value of the limit.
	 * @return bytes for {@link Limit#MAX_BYTES} and {@link Limit#MAX_RECORD_BYTES},
	 * records for {@link Limit#MAX_RECORDS}
	 */
	public long limitValue() {
		return this.limitValue;
	}

	/**
	 * The limits of {@link SampleLimits} that a sample can go over.
	 */
	public enum Limit {

		/** {@link SampleLimits#maxBytes()}: uploaded or inflated bytes. */
		MAX_BYTES,

		/** {@link SampleLimits#maxRecords()}. */
		MAX_RECORDS,

		/** {@link SampleLimits#maxRecordBytes()}: one record's key, value and headers. */
		MAX_RECORD_BYTES

	}

}
