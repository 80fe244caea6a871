package io.kcadvisor.cost;

/**
 * A topic's traffic per second, as the producers send it and the partition leaders store
 * it.
 *
 * @param records records produced
 * @param batches record batches produced (and stored: the leader keeps one batch per
 * produced batch, recompressed or not)
 * @param rawBytes bytes of the records' uncompressed records sections
 * @param sentBytes bytes of record batches the producers send, compressed with the
 * producer's codec, headers included
 * @param storedBytes bytes of record batches the leaders write, which followers and
 * consumers fetch: the sent bytes, unless the leader recompresses
 */
public record Flows(double records, double batches, double rawBytes, double sentBytes, double storedBytes) {

	public Flows {
		requireRate("records", records);
		requireRate("batches", batches);
		requireRate("rawBytes", rawBytes);
		requireRate("sentBytes", sentBytes);
		requireRate("storedBytes", storedBytes);
	}

	private static void requireRate(String name, double value) {
		if (!(value >= 0) || Double.isInfinite(value)) {
			throw new IllegalArgumentException(name + " must be finite and not negative, was " + value);
		}
	}

	/**
	 * Returns flows that the leaders store as they are sent.
	 * @param records records per second
	 * @param batches batches per second
	 * @param rawBytes bytes of uncompressed records sections per second
	 * @param bytes bytes of record batches per second
	 * @return the flows
	 */
	public static Flows stored(double records, double batches, double rawBytes, double bytes) {
		return new Flows(records, batches, rawBytes, bytes, bytes);
	}

}
