package io.kcadvisor.scan;

import java.time.Instant;
import java.util.List;

/**
 * A scan as last stored: its request, where it is, and its topics, ranked by what
 * switching saves ({@link ScanRanking}).
 *
 * @param id its id
 * @param status where it is
 * @param cluster the cluster's name
 * @param request what was asked for
 * @param topics its topics, ranked
 * @param createdAt when it was submitted
 * @param finishedAt when it ended, or {@code null}
 */
public record Scan(String id, ScanStatus status, String cluster, ScanRequest request, List<ScanTopic> topics,
		Instant createdAt, Instant finishedAt) {

	public Scan {
		topics = ScanRanking.ranked(topics);
	}

	/**
	 * Returns how many topics have ended.
	 * @return the topics analysed, failed or cancelled
	 */
	public int completed() {
		return (int) this.topics.stream().filter((topic) -> topic.status().isFinal()).count();
	}

	/**
	 * Returns the savings of the topics whose recommendation saves, added up.
	 * @return the totals
	 */
	public ScanTotals totals() {
		return ScanTotals.of(this.topics);
	}

}
