package io.kcadvisor.topic;

import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordHeader;
import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sample.SampleCollector;
import io.kcadvisor.sample.SampleSplitter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;

import org.springframework.stereotype.Component;

/**
 * Reads the latest records of a topic, spread over its partitions, with a consumer
 * assigned directly to them: no consumer group, nothing committed, nothing written. Each
 * record keeps its key, value, headers and timestamp. The partitions are read one after
 * another, so that each partition's records follow one another in the sample, as in the
 * producer's batches of that partition. The read stops as soon as its analysis ends, and
 * fails when the cluster sends nothing for the request timeout or the whole read takes
 * longer than the read timeout.
 */
@Component
class TopicSampler {

	private static final Duration POLL = Duration.ofMillis(100);

	private final Clusters clusters;

	private final SampleSplitter splitter;

	private final KafkaSettings settings;

	TopicSampler(Clusters clusters, SampleSplitter splitter, KafkaSettings settings) {
		this.clusters = clusters;
		this.splitter = splitter;
		this.settings = settings;
	}

	/**
	 * Reads the latest records of a topic.
	 * @param cluster the cluster's name
	 * @param topic the topic, described
	 * @param wanted the records to read
	 * @param current what the topic stores today, or {@code null}
	 * @param stopped says when to stop reading, the analysis having ended
	 * @param clientId the consumer's client id
	 * @return the records read, or {@code null} when stopped
	 * @throws ProblemException when the read fails, or the records exceed the sample
	 * limits where they may not be fewer than wanted
	 */
	TopicSample read(String cluster, DescribedTopic topic, Wanted wanted, CurrentStorage current,
			BooleanSupplier stopped, String clientId) {
		String name = topic.info().name();
		Map<TopicPartition, Long> ends = new HashMap<>();
		Map<Integer, Long> shares = wanted.shares();
		Map<TopicPartition, Long> reached = new HashMap<>();
		SampleCollector collector = this.splitter.collector(initialCapacity(current, wanted.records()));
		ByteBudgets budgets = wanted.fewerToFit() ? new ByteBudgets(shares, collector.remainingBytes()) : null;
		RateEstimate rate = new RateEstimate();
		boolean keyed = false;
		boolean full = false;
		try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(
				this.clusters.consumerProperties(cluster, clientId))) {
			List<TopicPartition> partitions = new ArrayList<>();
			shares.forEach((partition, share) -> partitions.add(new TopicPartition(name, partition)));
			consumer.assign(partitions);
			for (TopicPartition partition : partitions) {
				long end = topic.offsets().get(partition.partition()).end();
				ends.put(partition, end);
				consumer.seek(partition, end - shares.get(partition.partition()));
			}
			Set<TopicPartition> reading = new HashSet<>(partitions);
			consumer.pause(partitions.subList(1, partitions.size()));
			long deadline = System.nanoTime() + this.settings.readTimeout().toNanos();
			long lastProgress = System.nanoTime();
			while (!reading.isEmpty()) {
				if (stopped.getAsBoolean()) {
					return null;
				}
				boolean progressed = false;
				int before = reading.size();
				for (ConsumerRecord<byte[], byte[]> record : consumer.poll(POLL)) {
					TopicPartition partition = new TopicPartition(record.topic(), record.partition());
					if (record.offset() < ends.get(partition) && reading.contains(partition)) {
						KafkaRecord kept = kafkaRecord(record);
						if (budgets != null && (!collector.hasRoomFor(kept)
								|| !budgets.take(record.partition(), SampleCollector.bytesOf(kept)))) {
							// this partition's part of the sample is full
							reading.remove(partition);
							consumer.pause(List.of(partition));
							full = true;
							progressed = true;
							continue;
						}
						collector.add(kept);
						reached.put(partition, record.offset() + 1);
						rate.add(record.partition(), record.timestamp());
						keyed |= record.key() != null;
						progressed = true;
					}
				}
				finished(consumer, reading, ends);
				if (reading.size() < before) {
					progressed = true;
					partitions.stream()
						.filter(reading::contains)
						.findFirst()
						.ifPresent((next) -> consumer.resume(List.of(next)));
				}
				long now = System.nanoTime();
				if (progressed) {
					lastProgress = now;
				}
				checkTimes(now, lastProgress, deadline, cluster, name);
			}
		}
		catch (KafkaException ex) {
			throw KafkaFailures.problem(ex, cluster, name, "READ", this.settings.requestTimeout());
		}
		long offsetsRead = full ? offsetsReached(reached, ends, shares)
				: shares.values().stream().mapToLong(Long::longValue).sum();
		CurrentStorage stored = (current != null)
				? current.withRecordsPerOffset(collector.size(), offsetsRead, topic.info().compacted()) : null;
		return new TopicSample(collector.sample(stored), rate.partitions(), rate.messagesPerSecond(), keyed,
				offsetsRead, full ? (int) wanted.records() : null);
	}

	/**
	 * Returns the offsets read from where each partition's share began to the last record
	 * read there, for a read stopped short of its shares.
	 */
	private static long offsetsReached(Map<TopicPartition, Long> reached, Map<TopicPartition, Long> ends,
			Map<Integer, Long> shares) {
		long offsets = 0;
		for (Map.Entry<TopicPartition, Long> partition : reached.entrySet()) {
			long start = ends.get(partition.getKey()) - shares.get(partition.getKey().partition());
			offsets += partition.getValue() - start;
		}
		return offsets;
	}

	/**
	 * Stops reading the partitions read up to their end offsets.
	 */
	private void finished(KafkaConsumer<byte[], byte[]> consumer, Set<TopicPartition> reading,
			Map<TopicPartition, Long> ends) {
		List<TopicPartition> done = new ArrayList<>();
		for (TopicPartition partition : reading) {
			if (consumer.position(partition, this.settings.requestTimeout()) >= ends.get(partition)) {
				done.add(partition);
			}
		}
		done.forEach(reading::remove);
		consumer.pause(done);
	}

	private void checkTimes(long now, long lastProgress, long deadline, String cluster, String topic) {
		Duration timeout = this.settings.requestTimeout();
		if (now - lastProgress > timeout.toNanos()) {
			throw new ProblemException(ProblemType.TOPIC_READ_FAILED,
					"Cluster '" + cluster + "' sent no records of topic '" + topic + "' for " + timeout.toSeconds()
							+ " s while the sample was read: a broker may have stopped. Try again once the cluster "
							+ "is healthy.");
		}
		if (now > deadline) {
			throw new ProblemException(ProblemType.TOPIC_READ_FAILED, "Reading the sample of topic '" + topic
					+ "' took longer than " + this.settings.readTimeout().toSeconds() + " s: ask for fewer records.");
		}
	}

	private static KafkaRecord kafkaRecord(ConsumerRecord<byte[], byte[]> record) {
		List<RecordHeader> headers = new ArrayList<>();
		for (Header header : record.headers()) {
			headers.add(new RecordHeader(header.key(), header.value()));
		}
		return new KafkaRecord(record.key(), record.value(), headers, record.timestamp());
	}

	/**
	 * Sizes the record store for the records at about twice their stored size, as
	 * compressed topics store less than their records hold.
	 */
	private static int initialCapacity(CurrentStorage current, long wanted) {
		double perRecord = (current != null) ? current.storedBytesPerRecord() : 100;
		return (int) Math.min(16 << 20, 2 * perRecord * wanted);
	}

}
