package io.kcadvisor.sweep;

/**
 * The user's traffic, as far as they told it. Every field may be {@code null}.
 *
 * @param messagesPerSecond messages produced per second, over all partitions
 * @param partitions partitions the messages spread over
 * @param lingerMs the producer's {@code linger.ms}
 * @param replicationFactor copies of each partition
 * @param retentionHours how long the topic keeps data
 * @param consumerGroups consumer groups reading every message
 */
public record Workload(Double messagesPerSecond, Integer partitions, Integer lingerMs, Integer replicationFactor,
		Integer retentionHours, Integer consumerGroups) {

	/** No workload given. */
	public static final Workload NONE = new Workload(null, null, null, null, null, null);

	/**
	 * Returns the most records a batch collects before {@code linger.ms} sends it: the
	 * first record opens the batch, and those arriving on its partition within linger.ms
	 * join it.
	 * @param defaultLingerMs the linger.ms of the user's Kafka version when none is given
	 * @return the cap, or {@link Integer#MAX_VALUE} when the rate is unknown
	 */
	public int lingerRecordCap(int defaultLingerMs) {
		if (this.messagesPerSecond == null) {
			return Integer.MAX_VALUE;
		}
		double perPartition = this.messagesPerSecond / ((this.partitions != null) ? this.partitions : 1);
		int linger = (this.lingerMs != null) ? this.lingerMs : defaultLingerMs;
		double records = 1 + Math.floor(perPartition * linger / 1000.0);
		return (int) Math.min(Integer.MAX_VALUE, records);
	}

}
