package io.kcadvisor.advice;

import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which results the advice may not recommend, and why, in a few words the results table
 * shows beside each: what Kafka cannot configure ({@link Eligibility}), what rests on
 * fewer than two full batches ({@link FullBatches}), what stores no fewer bytes than
 * without compression ({@link Baseline}) and what makes the same batches as a smaller
 * batch.size ({@link EqualBatches}). Every other result is a candidate
 * ({@link Candidates}).
 */
final class NotRecommendable {

	private NotRecommendable() {
	}

	/**
	 * Returns why each result that may not be recommended may not.
	 * @param results every measured result
	 * @param version the Kafka version the advice is for
	 * @return the reason of each result left out, by result; the others are absent
	 */
	static Map<Result, String> reasons(List<Result> results, KafkaVersion version) {
		Set<Result> atSmallestBatchSize = new HashSet<>(EqualBatches.atSmallestBatchSize(results));
		Map<Result, String> reasons = new HashMap<>();
		for (Result result : results) {
			String reason = reason(result, results, version, atSmallestBatchSize.contains(result));
			if (reason != null) {
				reasons.put(result, reason);
			}
		}
		return reasons;
	}

	private static String reason(Result result, List<Result> results, KafkaVersion version,
			boolean atSmallestBatchSize) {
		if (!result.configurable()) {
			return "KIP-780 options, not configurable in Kafka";
		}
		if (!Eligibility.isEligible(result, version)) {
			return "Kafka " + version + " cannot configure it";
		}
		if (!FullBatches.enough(result)) {
			return "fills fewer than two batches";
		}
		if (!Baseline.savesBytes(result, results)) {
			return "stores no fewer bytes than uncompressed";
		}
		if (!atSmallestBatchSize) {
			return "makes the same batches as a smaller batch.size";
		}
		return null;
	}

}
