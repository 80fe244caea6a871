package io.kcadvisor.topic;

import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sweep.Workload;
import java.util.List;

/**
 * The workload a topic and the records read from it suggest: its partitions, replication
 * factor and retention, whether its messages have keys, the rate while messages flow,
 * estimated from the records' timestamps, and their average rate over days
 * ({@link AverageRate}); with notes saying what was taken from the topic, for the fields
 * the user left unset ({@link TopicNotes}).
 *
 * @param workload the workload from the topic
 * @param given the workload the user gave
 * @param topic the topic
 * @param read the records read
 * @param average the topic's average rate, or {@code null} when not known
 */
record TopicWorkload(Workload workload, Workload given, TopicInfo topic, TopicSample read, AverageRate average) {

	private static final long MILLIS_PER_HOUR = 3_600_000L;

	private static final int MAX_RETENTION_HOURS = 876_000;

	/**
	 * Returns the workload a topic and the records read from it suggest.
	 * @param topic the topic
	 * @param leaders how many brokers lead its partitions, 0 when not known
	 * @param read the records read
	 * @param average the topic's average rate, or {@code null} when not known
	 * @param given the workload the user gave
	 * @return the workload
	 */
	static TopicWorkload of(TopicInfo topic, int leaders, TopicSample read, AverageRate average, Workload given) {
		Double averagePerSecond = (average != null) ? averageMessagesPerSecond(topic, read, average) : null;
		Double flowing = read.messagesPerSecond();
		if (flowing == null && averagePerSecond != null && averagePerSecond > 0) {
			flowing = averagePerSecond;
		}
		boolean keyed = (given.keyed() != null) ? given.keyed() : read.keyed();
		List<Double> partitionShares = (average == null) ? null
				: PartitionSpread.of(average.partitionRates(), topic.partitions())
					.filter((spread) -> keyed && spread.uneven())
					.map(PartitionSpread::shares)
					.orElse(null);
		Workload workload = Workload.builder()
			.messagesPerSecond(flowing)
			.partitions(topic.partitions())
			.keyed(read.keyed())
			.replicationFactor(topic.replicationFactor())
			.retentionHours(retentionHours(topic))
			.averageMessagesPerSecond((flowing != null) ? averagePerSecond : null)
			.partitionShares(partitionShares)
			.brokers((leaders > 0) ? leaders : null)
			.build();
		return new TopicWorkload(workload, given, topic, read, average);
	}

	/**
	 * Returns the average message rate: the offsets gained, at the share of the offsets
	 * read that held records where the log cleaner removes none, so that transaction
	 * markers do not count as messages.
	 */
	private static double averageMessagesPerSecond(TopicInfo topic, TopicSample read, AverageRate average) {
		double perSecond = average.offsetsPerSecond();
		if (!topic.compacted() && read.offsetsRead() > 0) {
			perSecond *= (double) read.sample().records().size() / read.offsetsRead();
		}
		return perSecond;
	}

	private static Integer retentionHours(TopicInfo topic) {
		return topic.retentionMs()
			.map((millis) -> (int) Math.min(MAX_RETENTION_HOURS,
					Math.max(1, (millis + MILLIS_PER_HOUR - 1) / MILLIS_PER_HOUR)))
			.orElse(null);
	}

	/**
	 * Returns what to know about how the sample was read and what was taken from the
	 * topic ({@link TopicNotes}).
	 * @param cluster the cluster's name
	 * @param current what the topic stores today, or {@code null} when not known
	 * @return the notes
	 */
	List<String> notes(String cluster, CurrentStorage current) {
		return new TopicNotes(this).of(cluster, current);
	}

}
