package io.kcadvisor.sample;

import io.kcadvisor.problem.ProblemType;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A sample over one of the {@link SampleLimits}.
 */
public class SampleTooLargeException extends SampleException {

	private static final long MIB = 1024 * 1024;

	private final Limit limit;

	private final long limitValue;

	/**
	 * Creates an exception.
	 * @param limit the limit the sample went over
	 * @param limitValue the value of that limit
	 * @param message what happened, in words
	 */
	public SampleTooLargeException(Limit limit, long limitValue, String message) {
		super(ProblemType.SAMPLE_TOO_LARGE, message);
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
	 * @return bytes for {@link Limit#MAX_BYTES}, {@link Limit#MAX_RECORD_BYTES} and
	 * {@link Limit#MAX_BATCH_BYTES}, records for {@link Limit#MAX_RECORDS}
	 */
	public long limitValue() {
		return this.limitValue;
	}

	/**
	 * Words a size limit in bytes as people and scripts read it: in MiB too where it is a
	 * whole number of them, for example {@code 64 MiB (67,108,864 bytes)}.
	 * @param bytes the limit
	 * @return the text
	 */
	public static String bytes(long bytes) {
		String exact = String.format(Locale.ROOT, "%,d bytes", bytes);
		return (bytes >= MIB && bytes % MIB == 0) ? (bytes / MIB) + " MiB (" + exact + ")" : exact;
	}

	/**
	 * Returns the limit and its value, as the problem lists them.
	 * @return the members
	 */
	@Override
	public Map<String, Object> properties() {
		Map<String, Object> properties = new LinkedHashMap<>();
		properties.put("limit", this.limit.apiName());
		properties.put("limitValue", this.limitValue);
		return properties;
	}

	/**
	 * The limits of {@link SampleLimits} that a sample can go over.
	 */
	public enum Limit {

		/** {@link SampleLimits#maxBytes()}: uploaded or inflated bytes. */
		MAX_BYTES("maxBytes"),

		/** {@link SampleLimits#maxRecords()}. */
		MAX_RECORDS("maxRecords"),

		/** {@link SampleLimits#maxRecordBytes()}: one record's key, value and headers. */
		MAX_RECORD_BYTES("maxRecordBytes"),

		/**
		 * {@link SampleLimits#maxBatchBytes()}: the records section of one batch of a
		 * segment.
		 */
		MAX_BATCH_BYTES("maxBatchBytes");

		private final String apiName;

		Limit(String apiName) {
			this.apiName = apiName;
		}

		/**
		 * Returns the name the API gives the limit.
		 * @return for example {@code maxBytes}
		 */
		public String apiName() {
			return this.apiName;
		}

	}

}
