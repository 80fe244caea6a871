package io.kcadvisor.advice;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Sizes librdkafka's producer queue for the batches its settings make. librdkafka counts
 * every message from {@code produce()} until its delivery report has been served
 * ({@code rd_kafka_curr_msgs_add} when a message is created,
 * {@code rd_kafka_curr_msgs_sub} when it is destroyed after its delivery report
 * callback), so the queue holds the batches being filled and those sent and awaiting
 * their acknowledgement alike. Once a message would take the count above
 * {@code queue.buffering.max.messages} (default {@value #DEFAULT_MAX_MESSAGES}, 0 for no
 * limit) or the payload bytes above {@code queue.buffering.max.kbytes} (default
 * {@value #DEFAULT_MAX_KBYTES} KiB, 1 GiB), {@code produce()} fails with
 * {@code QUEUE_FULL} (a {@code BufferError} in Python) before the batch is full, and
 * nothing in librdkafka ties those limits to {@code batch.num.messages} or
 * {@code batch.size}. The queue is shared by all topics and partitions.
 * <p>
 * The queue is sized for {@value #BATCHES_PER_PARTITION} full batches per partition, one
 * being filled and the one before it awaiting its acknowledgement, on every partition the
 * workload gives (as a producer writing keyed messages fills one batch per partition at
 * once), or on one: {@code messages per batch × partitions × 2} messages, and
 * {@code bytes per batch × partitions × 2} in KiB, rounded up, more than the payloads it
 * counts (it leaves out keys, headers and framing). A batch that batch.size fills holds
 * the records of average size batch.size holds, at most batch.num.messages, and
 * batch.size bytes; one that linger.ms closed holds what the message rate brought, as
 * measured. Each limit is set only where it exceeds librdkafka's default, at most
 * {@value #MAX_LIMIT}; a number of messages above {@value #MAX_MESSAGES_BEFORE_2_0} needs
 * librdkafka 2.0 or newer.
 */
final class LibrdkafkaQueue {

	/** librdkafka's default {@code queue.buffering.max.messages}. */
	static final long DEFAULT_MAX_MESSAGES = 100_000;

	/** librdkafka's default {@code queue.buffering.max.kbytes}, 1 GiB. */
	static final long DEFAULT_MAX_KBYTES = 1_048_576;

	/** The full batches the queue holds per partition: one filling, one in flight. */
	static final int BATCHES_PER_PARTITION = 2;

	/** The most either limit takes. */
	static final long MAX_LIMIT = Integer.MAX_VALUE;

	/**
	 * The most {@code queue.buffering.max.messages} librdkafka takes before 2.0, which
	 * refuses a higher value as out of range ({@code 1 .. 10000000} in its
	 * {@code rdkafka_conf.c} up to 1.9.2).
	 */
	static final long MAX_MESSAGES_BEFORE_2_0 = 10_000_000;

	private LibrdkafkaQueue() {
	}

	/**
	 * Returns the queue limits the batches need beyond librdkafka's defaults.
	 * @param messagesPerBatch the messages a librdkafka batch holds
	 * @param bytesPerBatch the bytes a librdkafka batch holds
	 * @param partitions the partitions written to at once, {@code null} for one
	 * @return {@code queue.buffering.max.messages} and {@code queue.buffering.max.kbytes}
	 * where needed, in that order; empty when the defaults hold the batches
	 */
	static Map<String, String> properties(long messagesPerBatch, long bytesPerBatch, Integer partitions) {
		long batches = (long) BATCHES_PER_PARTITION * ((partitions != null) ? partitions : 1);
		Map<String, String> properties = new LinkedHashMap<>();
		long messages = Math.min(batches * messagesPerBatch, MAX_LIMIT);
		if (messages > DEFAULT_MAX_MESSAGES) {
			properties.put("queue.buffering.max.messages", String.valueOf(messages));
		}
		long kbytes = Math.min((batches * bytesPerBatch + 1023) / 1024, MAX_LIMIT);
		if (kbytes > DEFAULT_MAX_KBYTES) {
			properties.put("queue.buffering.max.kbytes", String.valueOf(kbytes));
		}
		return properties;
	}

}
