package io.kcadvisor.batch;

/**
 * Constants of Kafka's record batch format v2 ({@code DefaultRecordBatch}).
 */
public final class RecordBatches {

	/** The batch header: everything before the records section. */
	public static final int HEADER_SIZE = 61;

	/** Kafka's upper bound on a record's framing around its key, value and headers. */
	static final int MAX_RECORD_OVERHEAD = 21;

	/**
	 * Kafka's margin on the estimated compressed size
	 * ({@code COMPRESSION_RATE_ESTIMATION_FACTOR}).
	 */
	static final float ESTIMATION_FACTOR = 1.05f;

	private RecordBatches() {
	}

}
