package io.kcadvisor.topic;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sample.SampleCollector;
import io.kcadvisor.sample.SampleSplitter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;

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
		PartitionReads reads = new PartitionReads(wanted.shares(),
				this.splitter.collector(initialCapacity(current, wanted.records())), wanted.fewerToFit());
		try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(
				this.clusters.consumerProperties(cluster, clientId))) {
			List<TopicPartition> partitions = new ArrayList<>();
			for (int partition : wanted.shares().keySet()) {
				partitions.add(new TopicPartition(name, partition));
			}
			consumer.assign(partitions);
			for (TopicPartition partition : partitions) {
				consumer.seek(partition, reads.start(partition, topic.offsets().get(partition.partition()).end()));
			}
			if (!readInTurn(consumer, partitions, reads, stopped, cluster, name)) {
				return null;
			}
		}
		catch (KafkaException ex) {
			throw KafkaFailures.problem(ex, cluster, name, "READ", this.settings.requestTimeout());
		}
		long offsetsRead = reads.offsetsRead();
		SampleCollector collector = reads.collector();
		CurrentStorage stored = (current != null)
				? current.withRecordsPerOffset(collector.size(), offsetsRead, topic.info().compacted()) : null;
		return new TopicSample(collector.sample(stored), reads.rate().partitions(), reads.rate().messagesPerSecond(),
				reads.keyed(), offsetsRead, reads.full() ? (int) wanted.records() : null);
	}

	/**
	 * Reads the partitions one after another, each up to its end offset or until its part
	 * of the sample is full.
	 * @return {@code false} when stopped
	 */
	private boolean readInTurn(KafkaConsumer<byte[], byte[]> consumer, List<TopicPartition> partitions,
			PartitionReads reads, BooleanSupplier stopped, String cluster, String topic) {
		Set<TopicPartition> reading = reads.reading();
		consumer.pause(partitions.subList(1, partitions.size()));
		long deadline = System.nanoTime() + this.settings.readTimeout().toNanos();
		long lastProgress = System.nanoTime();
		while (!reading.isEmpty()) {
			if (stopped.getAsBoolean()) {
				return false;
			}
			boolean progressed = false;
			int before = reading.size();
			for (ConsumerRecord<byte[], byte[]> record : consumer.poll(POLL)) {
				PartitionReads.Taken taken = reads.take(record);
				if (taken == PartitionReads.Taken.PARTITION_FULL) {
					consumer.pause(List.of(new TopicPartition(record.topic(), record.partition())));
				}
				progressed |= taken != PartitionReads.Taken.IGNORED;
			}
			finished(consumer, reads);
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
			checkTimes(now, lastProgress, deadline, cluster, topic);
		}
		return true;
	}

	/**
	 * Stops reading the partitions read up to their end offsets.
	 */
	private void finished(KafkaConsumer<byte[], byte[]> consumer, PartitionReads reads) {
		List<TopicPartition> done = new ArrayList<>();
		for (TopicPartition partition : List.copyOf(reads.reading())) {
			if (reads.finish(partition, consumer.position(partition, this.settings.requestTimeout()))) {
				done.add(partition);
			}
		}
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

	/**
	 * Sizes the record store for the records at about twice their stored size, as
	 * compressed topics store less than their records hold.
	 */
	private static int initialCapacity(CurrentStorage current, long wanted) {
		double perRecord = (current != null) ? current.storedBytesPerRecord() : 100;
		return (int) Math.min(16 << 20, 2 * perRecord * wanted);
	}

}
