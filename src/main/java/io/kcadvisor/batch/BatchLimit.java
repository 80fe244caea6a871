package io.kcadvisor.batch;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * What closes a producer's batches.
 */
public enum BatchLimit {

	/** The batch filled {@code batch.size}. */
	SIZE("size"),

	/**
	 * The batch was sent when {@code linger.ms} had passed since its first record, before
	 * it filled.
	 */
	LINGER("linger"),

	/**
	 * The batch was sent as soon as a request could carry it, before it filled: it holds
	 * the records that arrived while {@code max.in.flight.requests.per.connection}
	 * requests were outstanding, which is more than {@code linger.ms} gathers.
	 */
	IN_FLIGHT("inFlight");

	private final String apiName;

	BatchLimit(String apiName) {
		this.apiName = apiName;
	}

	/**
	 * Returns the name the API uses.
	 * @return the name
	 */
	@JsonValue
	public String apiName() {
		return this.apiName;
	}

}
