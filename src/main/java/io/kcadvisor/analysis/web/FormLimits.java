package io.kcadvisor.analysis.web;

import io.kcadvisor.sweep.Workload;
import java.util.Map;

/**
 * The values the analysis form accepts, for its checks ({@link AnalysisForm}), the
 * OpenAPI document, and the page's inputs to check before anything is uploaded.
 */
final class FormLimits {

	/**
	 * The batch.size values accepted, for the OpenAPI document and the page's input: up
	 * to {@value #MAX_BATCH_SIZES} whole numbers separated by commas; empty means the
	 * preset's.
	 */
	static final String BATCH_SIZES = "^\\s*(\\d{1,8}(\\s*,\\s*\\d{1,8}){0,7})?\\s*$";

	/** The most messages per second accepted. */
	static final double MAX_MESSAGES_PER_SECOND = 1e9;

	/**
	 * The longest request latency accepted, in milliseconds: Kafka's default
	 * {@code request.timeout.ms}, after which a producer gives a request up.
	 */
	static final double MAX_REQUEST_LATENCY_MS = 30_000;

	/** The largest batch.size accepted, 16 MiB. */
	static final int MAX_BATCH_SIZE = 16 * 1024 * 1024;

	/** The most batch.size values accepted. */
	static final int MAX_BATCH_SIZES = 8;

	/**
	 * The whole-number fields and the values each accepts, for the pages' inputs to check
	 * before anything is uploaded.
	 */
	static final Map<String, Range> WHOLE_NUMBERS = Map.ofEntries(Map.entry("recordsPerBatch", new Range(1, 1_000_000)),
			Map.entry("partitions", new Range(1, 100_000)), Map.entry("lingerMs", new Range(0, Workload.MAX_LINGER_MS)),
			Map.entry("producers", new Range(1, 100_000)), Map.entry("replicationFactor", new Range(1, 100)),
			Map.entry("retentionHours", new Range(1, 876_000)), Map.entry("consumerGroups", new Range(0, 10_000)),
			Map.entry("brokers", new Range(1, 10_000)));

	/**
	 * The whole numbers a field accepts.
	 *
	 * @param min the smallest
	 * @param max the largest
	 */
	record Range(int min, int max) {
	}

	private FormLimits() {
	}

}
