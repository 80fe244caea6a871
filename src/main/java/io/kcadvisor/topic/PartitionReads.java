package io.kcadvisor.topic;

import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordHeader;
import io.kcadvisor.sample.SampleCollector;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;

/**
 * Where one read of a topic's partitions stands: the offset each partition's share ends
 * at, the partitions still read, the records kept and what they tell of the topic's rate
 * and keys. Where the sample may hold fewer records than wanted, each partition's part of
 * it has a byte budget, and a partition whose part is full is read no further.
 */
final class PartitionReads {

	private final Map<TopicPartition, Long> ends = new HashMap<>();

	private final Map<TopicPartition, Long> reached = new HashMap<>();

	private final Set<TopicPartition> reading = new HashSet<>();

	private final Map<Integer, Long> shares;

	private final SampleCollector collector;

	private final ByteBudgets budgets;

	private final RateEstimate rate = new RateEstimate();

	private boolean keyed;

	private boolean full;

	/**
	 * Starts a read.
	 * @param shares the records to read from each partition, by partition
	 * @param collector where the records kept go
	 * @param fewerToFit whether the sample may hold fewer records than the shares, so
	 * that each partition's part of it fits its byte budget
	 */
	PartitionReads(Map<Integer, Long> shares, SampleCollector collector, boolean fewerToFit) {
		this.shares = shares;
		this.collector = collector;
		this.budgets = fewerToFit ? new ByteBudgets(shares, collector.remainingBytes()) : null;
	}

	/**
	 * Adds a partition to read, up to its end offset.
	 * @param partition the partition
	 * @param end its end offset
	 * @return the offset its share starts at
	 */
	long start(TopicPartition partition, long end) {
		this.ends.put(partition, end);
		this.reading.add(partition);
		return end - this.shares.get(partition.partition());
	}

	/**
	 * Takes a record the consumer returned: keeps it when it lies within its partition's
	 * share, or ends that partition's read when its part of the sample is full.
	 * @param record the record
	 * @return what became of it
	 */
	Taken take(ConsumerRecord<byte[], byte[]> record) {
		TopicPartition partition = new TopicPartition(record.topic(), record.partition());
		if (record.offset() >= this.ends.get(partition) || !this.reading.contains(partition)) {
			return Taken.IGNORED;
		}
		KafkaRecord kept = kafkaRecord(record);
		if (this.budgets != null && (!this.collector.hasRoomFor(kept)
				|| !this.budgets.take(record.partition(), SampleCollector.bytesOf(kept)))) {
			this.reading.remove(partition);
			this.full = true;
			return Taken.PARTITION_FULL;
		}
		this.collector.add(kept);
		this.reached.put(partition, record.offset() + 1);
		this.rate.add(record.partition(), record.timestamp());
		this.keyed |= record.key() != null;
		return Taken.KEPT;
	}

	/**
	 * Ends the read of a partition read up to its end offset.
	 * @param partition the partition
	 * @param position the consumer's position in it
	 * @return whether its read ended now
	 */
	boolean finish(TopicPartition partition, long position) {
		return position >= this.ends.get(partition) && this.reading.remove(partition);
	}

	/**
	 * Returns the partitions still read, as they change.
	 * @return a read-only view
	 */
	Set<TopicPartition> reading() {
		return Collections.unmodifiableSet(this.reading);
	}

	SampleCollector collector() {
		return this.collector;
	}

	RateEstimate rate() {
		return this.rate;
	}

	boolean keyed() {
		return this.keyed;
	}

	/**
	 * Returns whether a partition's part of the sample filled before its share was read.
	 * @return {@code true} when the sample holds fewer records than the shares
	 */
	boolean full() {
		return this.full;
	}

	/**
	 * Returns the offsets read: every share, or for a read stopped short of its shares,
	 * from where each partition's share began to the last record read there.
	 * @return offsets
	 */
	long offsetsRead() {
		if (!this.full) {
			return this.shares.values().stream().mapToLong(Long::longValue).sum();
		}
		long offsets = 0;
		for (Map.Entry<TopicPartition, Long> partition : this.reached.entrySet()) {
			long start = this.ends.get(partition.getKey()) - this.shares.get(partition.getKey().partition());
			offsets += partition.getValue() - start;
		}
		return offsets;
	}

	/**
	 * What became of a record the consumer returned.
	 */
	enum Taken {

		/** Kept in the sample. */
		KEPT,

		/**
		 * Not kept, as its partition's part of the sample is full: read it no further.
		 */
		PARTITION_FULL,

		/** Beyond its partition's share, or of a partition no longer read. */
		IGNORED

	}

	private static KafkaRecord kafkaRecord(ConsumerRecord<byte[], byte[]> record) {
		List<RecordHeader> headers = new ArrayList<>();
		for (Header header : record.headers()) {
			headers.add(new RecordHeader(header.key(), header.value()));
		}
		return new KafkaRecord(record.key(), record.value(), headers, record.timestamp());
	}

}
