package io.kcadvisor.sweep;

/**
 * The user's traffic, as far as they told it. Every field but {@code producers} may be
 * {@code null}.
 *
 * @param messagesPerSecond messages produced per second, over all partitions and
 * producers
 * @param partitions partitions the messages spread over
 * @param lingerMs the producer's {@code linger.ms}
 * @param keyed whether the messages have keys; by default whether the sample's records
 * carry keys
 * @param producers producer instances sharing the message rate, such as the replicas of
 * an application; 1 by default
 * @param replicationFactor copies of each partition
 * @param retentionHours how long the topic keeps data
 * @param consumerGroups consumer groups reading every message
 */
public record Workload(Double messagesPerSecond, Integer partitions, Integer lingerMs, Boolean keyed, Integer producers,
		Integer replicationFactor, Integer retentionHours, Integer consumerGroups) {

	/** The number of producers when none is given. */
	public static final int DEFAULT_PRODUCERS = 1;

	/** No workload given. */
	public static final Workload NONE = new Workload(null, null, null, null, null, null, null, null);

	public Workload {
		producers = (producers != null) ? producers : DEFAULT_PRODUCERS;
	}

	/**
	 * Returns this workload with {@code keyed} decided when it was not given.
	 * @param sampleKeyed whether the sample's records carry keys
	 * @return the workload, {@code keyed} set
	 */
	public Workload keyedByDefault(boolean sampleKeyed) {
		return new Workload(this.messagesPerSecond, this.partitions, this.lingerMs,
				(this.keyed != null) ? this.keyed : sampleKeyed, this.producers, this.replicationFactor,
				this.retentionHours, this.consumerGroups);
	}

	/**
	 * Returns whether the messages have keys, as given or decided from the sample;
	 * {@code false} when neither.
	 * @return whether the messages have keys
	 */
	public boolean hasKeys() {
		return Boolean.TRUE.equals(this.keyed);
	}

	/**
	 * Returns the most records a batch collects before {@code linger.ms} sends it.
	 * Batches are per producer and per partition, and the first record opens a batch that
	 * the records arriving on its partition within linger.ms join. Each producer sees
	 * {@code r = messagesPerSecond / producers}. How much of that reaches one partition
	 * depends on how the producer partitions:
	 * <ul>
	 * <li>keyed messages are hashed over the partitions
	 * ({@code murmur2(key) % partitions}), and before Kafka 2.4 messages without keys
	 * went round-robin over them: a partition receives {@code r / partitions}, and
	 * {@code cap = 1 + floor(r / partitions × linger / 1000)};</li>
	 * <li>from Kafka 2.4, messages without keys go through sticky partitioning: the
	 * producer sends all of them to one partition, and moves to another only when it
	 * opens a new batch there (KIP-480, 2.4 to 3.2) or once {@code batch.size} bytes have
	 * gone there (the built-in partitioner of KIP-794, 3.3 and newer), so a batch
	 * collects the producer's whole rate:
	 * {@code cap = 1 + floor(r × linger / 1000)}.</li>
	 * </ul>
	 * A missing partition count counts as one partition. The size limit of
	 * {@code batch.size} applies as well; whichever is reached first closes the batch.
	 * @param defaultLingerMs the linger.ms of the producers' Kafka version when none is
	 * given
	 * @param stickyPartitioner whether the producers' Kafka version sends messages
	 * without keys to one partition at a time (2.4 and newer)
	 * @return the cap, or {@link Integer#MAX_VALUE} when the rate is unknown
	 */
	public int lingerRecordCap(int defaultLingerMs, boolean stickyPartitioner) {
		if (this.messagesPerSecond == null) {
			return Integer.MAX_VALUE;
		}
		int linger = (this.lingerMs != null) ? this.lingerMs : defaultLingerMs;
		// one division, so that a whole number of records comes out whole
		double arriving = this.messagesPerSecond * linger
				/ (1000.0 * this.producers * batchesFilledAtOnce(stickyPartitioner));
		return (int) Math.min(Integer.MAX_VALUE, 1 + Math.floor(arriving));
	}

	/**
	 * Returns how many records per second reach one open batch: the rate of one producer
	 * over the partitions it spreads them over at once, as
	 * {@link #lingerRecordCap(int, boolean)} states.
	 * @param stickyPartitioner whether the producers' Kafka version sends messages
	 * without keys to one partition at a time (2.4 and newer)
	 * @return records per second, or {@code NaN} when the rate is unknown
	 */
	public double recordsPerSecondPerBatch(boolean stickyPartitioner) {
		if (this.messagesPerSecond == null) {
			return Double.NaN;
		}
		return this.messagesPerSecond / ((double) this.producers * batchesFilledAtOnce(stickyPartitioner));
	}

	private int batchesFilledAtOnce(boolean stickyPartitioner) {
		boolean spread = hasKeys() || !stickyPartitioner;
		return (spread && this.partitions != null) ? this.partitions : 1;
	}

}
