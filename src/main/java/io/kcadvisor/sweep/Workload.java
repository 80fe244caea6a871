package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.Batching;
import java.util.List;

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
 * @param requestLatencyMs the round trip of a produce request, from the producer sending
 * it to the broker's answer, in milliseconds; 2 by default
 * @param averageMessagesPerSecond messages produced per second on average over days,
 * where traffic comes in bursts: bytes per day and what the topic holds at its retention
 * are figured at it, batching and CPU cores at {@code messagesPerSecond}, the rate while
 * messages flow; {@code messagesPerSecond} when not given
 * @param partitionShares for keyed messages whose partitions get unequal shares of them,
 * each partition's share, by partition number, summing to 1: a producer fills each
 * partition's batches at {@code r × share}, its own rate, so that a busy partition's
 * batches hold many records and a quiet one's few; only the analysis of a live topic sets
 * it, from the offsets its partitions gained, and only where they are uneven;
 * {@code null}, keyed messages spreading evenly over {@code partitions}, otherwise
 * @param brokers the brokers that lead the partitions: a producer sends the batches of
 * the partitions each broker leads together; 1 by default, the topic's leaders for the
 * analysis of a live topic
 */
public record Workload(Double messagesPerSecond, Integer partitions, Integer lingerMs, Boolean keyed, Integer producers,
		Integer replicationFactor, Integer retentionHours, Integer consumerGroups, Double requestLatencyMs,
		Double averageMessagesPerSecond, List<Double> partitionShares, Integer brokers) {

	/** The number of producers when none is given. */
	public static final int DEFAULT_PRODUCERS = 1;

	/**
	 * The produce request round trip assumed when none is given, in milliseconds: about
	 * what {@code acks=all} takes between machines of one data centre, where the leader
	 * answers once its followers have fetched the records.
	 */
	public static final double DEFAULT_REQUEST_LATENCY_MS = 2;

	/** The longest {@code linger.ms} an analysis takes, ten minutes. */
	public static final int MAX_LINGER_MS = 600_000;

	/**
	 * Kafka's default {@code max.in.flight.requests.per.connection}: the requests a
	 * producer sends to one broker without waiting for their answers.
	 */
	public static final int MAX_IN_FLIGHT_REQUESTS = 5;

	/** No workload given. */
	public static final Workload NONE = new Workload(null, null, null, null, null, null, null, null, null, null, null,
			null);

	public Workload {
		producers = (producers != null) ? producers : DEFAULT_PRODUCERS;
		requestLatencyMs = (requestLatencyMs != null) ? requestLatencyMs : DEFAULT_REQUEST_LATENCY_MS;
		partitionShares = (partitionShares != null) ? List.copyOf(partitionShares) : null;
	}

	/**
	 * Starts a workload whose fields are all unset.
	 * @return a builder
	 */
	public static WorkloadBuilder builder() {
		return new WorkloadBuilder();
	}

	/**
	 * Starts a workload with this one's fields.
	 * @return a builder
	 */
	public WorkloadBuilder toBuilder() {
		return new WorkloadBuilder(this);
	}

	/**
	 * Returns the rate that bytes per day and what the topic holds at its retention are
	 * figured at: the average rate where given, otherwise the rate.
	 * @return messages per second, or {@code null} when neither is known
	 */
	public Double dailyMessagesPerSecond() {
		return (this.averageMessagesPerSecond != null) ? this.averageMessagesPerSecond : this.messagesPerSecond;
	}

	/**
	 * Returns this workload with {@code keyed} decided when it was not given.
	 * @param sampleKeyed whether the sample's records carry keys
	 * @return the workload, {@code keyed} set
	 */
	public Workload keyedByDefault(boolean sampleKeyed) {
		return toBuilder().keyed((this.keyed != null) ? this.keyed : sampleKeyed).build();
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
	 * Returns how many records reach one producer within one send of a broker's batches:
	 * the producer sends the batches of every partition a broker leads together
	 * ({@link ProducerDrains}), once the first of them has waited {@code linger.ms}, or
	 * once a request can carry them where the requests in flight hold them back longer.
	 * Of one producer's rate {@code r = messagesPerSecond / producers}, whichever of two
	 * holds more records:
	 * <ul>
	 * <li>{@code linger.ms}: the first record after a send opens a batch, and the records
	 * arriving within linger.ms join the batches,
	 * {@code 1 + floor(r × linger / 1000)};</li>
	 * <li>requests in flight: the producer sends a batch only when a request can carry
	 * it, and no more than {@value #MAX_IN_FLIGHT_REQUESTS} requests
	 * ({@code max.in.flight.requests.per.connection}) wait for their answers at a time.
	 * Under load each answer frees a request for the next batches, one every
	 * {@code requestLatencyMs / }{@value #MAX_IN_FLIGHT_REQUESTS}, and the records that
	 * arrived meanwhile share it, even at {@code linger.ms} 0:
	 * {@code floor(r × requestLatencyMs / (1000 × }{@value #MAX_IN_FLIGHT_REQUESTS}{@code ))}.</li>
	 * </ul>
	 * @param defaultLingerMs the linger.ms of the producers' Kafka version when none is
	 * given
	 * @return the records, or {@link Integer#MAX_VALUE} when the rate is unknown
	 */
	public int windowRecords(int defaultLingerMs) {
		if (this.messagesPerSecond == null) {
			return Integer.MAX_VALUE;
		}
		return Math.max(lingerRecords(defaultLingerMs), inFlightRecords());
	}

	/**
	 * Returns what ends a send's window of {@link #windowRecords records}:
	 * {@code linger.ms}, or the requests in flight when they hold it back longer.
	 * @param defaultLingerMs the linger.ms of the producers' Kafka version when none is
	 * given
	 * @return {@link BatchLimit#LINGER} or {@link BatchLimit#IN_FLIGHT}
	 */
	public BatchLimit sentBy(int defaultLingerMs) {
		if (this.messagesPerSecond != null && inFlightRecords() > lingerRecords(defaultLingerMs)) {
			return BatchLimit.IN_FLIGHT;
		}
		return BatchLimit.LINGER;
	}

	/**
	 * Returns how a producer batches at this workload: a batch closes when it fills
	 * {@code batch.size} or when the producer sends it, holding the records of its
	 * partition that arrived within the send's window ({@link ProducerDrains}).
	 * @param batchSize the producer's {@code batch.size}
	 * @param defaultLingerMs the linger.ms of the producers' Kafka version when none is
	 * given
	 * @param stickyPartitioner whether the producers' Kafka version sends messages
	 * without keys to one partition at a time (2.4 and newer)
	 * @return the batching
	 */
	public Batching.Producer producerBatching(int batchSize, int defaultLingerMs, boolean stickyPartitioner) {
		return ProducerDrains.batching(this, batchSize, defaultLingerMs, stickyPartitioner);
	}

	private int lingerRecords(int defaultLingerMs) {
		int linger = (this.lingerMs != null) ? this.lingerMs : defaultLingerMs;
		// one division, so that a whole number of records comes out whole
		double arriving = this.messagesPerSecond * linger / (1000.0 * this.producers);
		return (int) Math.min(Integer.MAX_VALUE, 1 + Math.floor(arriving));
	}

	private int inFlightRecords() {
		double arriving = this.messagesPerSecond * this.requestLatencyMs
				/ (1000.0 * MAX_IN_FLIGHT_REQUESTS * this.producers);
		return (int) Math.min(Integer.MAX_VALUE, Math.floor(arriving));
	}

	/**
	 * Returns how many records per second reach one open batch: the rate of one producer
	 * over the partitions it spreads them over at once, as {@link ProducerDrains} takes
	 * it.
	 * @param stickyPartitioner whether the producers' Kafka version sends messages
	 * without keys to one partition at a time (2.4 and newer)
	 * @return records per second, or {@code NaN} when the rate is unknown
	 */
	public double recordsPerSecondPerBatch(boolean stickyPartitioner) {
		if (this.messagesPerSecond == null) {
			return Double.NaN;
		}
		return this.messagesPerSecond / ((double) this.producers * spreadOver(stickyPartitioner));
	}

	/**
	 * Returns how many partitions one producer's messages spread over at once, as far as
	 * batching goes: for keyed messages whose {@link #partitionShares() partitions'
	 * shares} are known, {@code 1 / Σ share²}, the even partitions on which a record's
	 * partition would get the rate it gets on average over the records; otherwise the
	 * partitions, or one partition when messages without keys go to one partition at a
	 * time.
	 * @param stickyPartitioner whether the producers' Kafka version sends messages
	 * without keys to one partition at a time (2.4 and newer)
	 * @return the partitions, perhaps fractional, at least one
	 */
	public double spreadOver(boolean stickyPartitioner) {
		if (hasKeys() && this.partitionShares != null) {
			return 1 / this.partitionShares.stream().mapToDouble((share) -> share * share).sum();
		}
		boolean spread = hasKeys() || !stickyPartitioner;
		return (spread && this.partitions != null) ? this.partitions : 1;
	}

}
