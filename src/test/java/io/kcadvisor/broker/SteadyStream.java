package io.kcadvisor.broker;

import java.io.File;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.locks.LockSupport;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.record.CompressionRatioEstimator;
import org.apache.kafka.common.record.CompressionType;
import org.apache.kafka.common.record.FileRecords;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.MemoryRecordsBuilder;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.record.TimestampType;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * A long-running producer on a real broker: a {@link KafkaProducer} sends a sample over
 * and over to a topic of one partition, as one stream at a steady pace, and the batches
 * the broker stored are read back from its log.
 * <p>
 * The producer is Kafka's own, configured with the codec, level and {@code batch.size}
 * under test, or with the properties an advice recommends, and a {@code linger.ms} long
 * enough that batches close when full. Its compression ratio estimate, which Kafka keeps
 * per topic in the producer's JVM, starts 0.1 above the ratio kafka-clients gives the
 * sample's first records in one batch, and the settling batches bring it down into the
 * range a long-running producer's moves in. Every record carries the same timestamp, as
 * the sample's records do when the advisor measures them. The pace leaves the producer's
 * sender time to drain every batch before the next one fills, as it has below its
 * capacity.
 */
final class SteadyStream {

	/** Batches a second the stream is paced at. */
	private static final int BATCHES_PER_SECOND = 100;

	private final String bootstrapServers;

	private final Admin admin;

	SteadyStream(String bootstrapServers, Admin admin) {
		this.bootstrapServers = bootstrapServers;
		this.admin = admin;
	}

	/**
	 * Sends the sample over and over to a new topic and returns what the broker stored.
	 * @param values the sample's record values
	 * @param codec the codec's Kafka name
	 * @param level the level, or {@code null} for the codec's default
	 * @param batchSize the producer's {@code batch.size}
	 * @param batches about how many batches to send, settling ones included
	 * @param recordsPerBatch about how many records a batch holds, for the pace
	 * @return the batches stored
	 */
	Stored send(List<byte[]> values, String codec, Integer level, int batchSize, int batches, double recordsPerBatch)
			throws InterruptedException, ExecutionException, IOException {
		String topic = "stream-" + codec + "-" + batchSize + "-" + UUID.randomUUID();
		this.admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1))).all().get();
		Map<String, Object> producer = new HashMap<>();
		producer.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, codec);
		if (level != null) {
			producer.put("compression." + codec + ".level", level);
		}
		producer.put(ProducerConfig.BATCH_SIZE_CONFIG, batchSize);
		return send(topic, producer, values, batches, recordsPerBatch);
	}

	/**
	 * Sends the sample over and over to partition 0 of a topic, by a producer with the
	 * given properties ({@code linger.ms} aside), and returns what the broker stored.
	 * @param topic the topic, already created
	 * @param properties the producer's compression and batching properties
	 * @param values the sample's record values
	 * @param batches about how many batches to send, settling ones included
	 * @param recordsPerBatch about how many records a batch holds, for the pace
	 * @return the batches stored
	 */
	Stored send(String topic, Map<String, ?> properties, List<byte[]> values, int batches, double recordsPerBatch)
			throws InterruptedException, ExecutionException, IOException {
		Map<String, Object> config = config(properties);
		String codec = String.valueOf(config.getOrDefault(ProducerConfig.COMPRESSION_TYPE_CONFIG, "none"));
		CompressionType type = CompressionType.forName(codec);
		Object level = config.get("compression." + codec + ".level");
		CompressionRatioEstimator.setEstimation(topic, type,
				firstRecordsRatio(values, compression(type, (level != null) ? Integer.valueOf(level.toString()) : null))
						+ 0.1f);
		long records = (long) Math.ceil(batches * recordsPerBatch);
		long nanosPerRecord = (long) (1e9 / (BATCHES_PER_SECOND * recordsPerBatch));
		long timestamp = System.currentTimeMillis();
		try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(config)) {
			long started = System.nanoTime();
			for (long sent = 0; sent < records; sent++) {
				producer
					.send(new ProducerRecord<>(topic, 0, timestamp, null, values.get((int) (sent % values.size()))));
				long ahead = started + sent * nanosPerRecord - System.nanoTime();
				if (ahead > 1_000_000) {
					LockSupport.parkNanos(ahead);
				}
			}
			producer.flush();
		}
		return stored(topic);
	}

	private Map<String, Object> config(Map<String, ?> properties) {
		Map<String, Object> config = new HashMap<>(properties);
		config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, this.bootstrapServers);
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.LINGER_MS_CONFIG, 1000);
		return config;
	}

	private static Compression compression(CompressionType type, Integer level) {
		return switch (type) {
			case NONE -> Compression.NONE;
			case SNAPPY -> Compression.snappy().build();
			case GZIP -> (level != null) ? Compression.gzip().level(level).build() : Compression.gzip().build();
			case LZ4 -> (level != null) ? Compression.lz4().level(level).build() : Compression.lz4().build();
			case ZSTD -> (level != null) ? Compression.zstd().level(level).build() : Compression.zstd().build();
		};
	}

	/** The ratio kafka-clients gives the first thousand values in one batch. */
	private static float firstRecordsRatio(List<byte[]> values, Compression compression) {
		List<byte[]> first = values.subList(0, Math.min(1000, values.size()));
		return (float) oneBatch(first, compression) / oneBatch(first, Compression.NONE);
	}

	private static int oneBatch(List<byte[]> values, Compression compression) {
		MemoryRecordsBuilder builder = MemoryRecords.builder(ByteBuffer.allocate(1024), RecordBatch.CURRENT_MAGIC_VALUE,
				compression, TimestampType.CREATE_TIME, 0);
		values.forEach((value) -> builder.append(0L, null, value));
		return builder.build().sizeInBytes();
	}

	/** Reads the batches of the topic's partition from the broker's log. */
	private Stored stored(String topic) throws InterruptedException, ExecutionException, IOException {
		List<Integer> brokers = this.admin.describeCluster().nodes().get().stream().map((node) -> node.id()).toList();
		List<int[]> batches = new ArrayList<>();
		for (String logDir : this.admin.describeLogDirs(brokers)
			.allDescriptions()
			.get()
			.values()
			.stream()
			.flatMap((dirs) -> dirs.keySet().stream())
			.toList()) {
			File[] segments = new File(logDir, topic + "-0").listFiles((dir, name) -> name.endsWith(".log"));
			if (segments == null) {
				continue;
			}
			// a segment's name is its first offset, zero-padded
			Arrays.sort(segments);
			for (File segment : segments) {
				try (FileRecords records = FileRecords.open(segment)) {
					for (RecordBatch batch : records.batches()) {
						batches.add(
								new int[] { (int) (batch.lastOffset() - batch.baseOffset() + 1), batch.sizeInBytes() });
					}
				}
			}
		}
		return new Stored(batches);
	}

	/**
	 * The batches a stream stored, in order.
	 *
	 * @param batches each batch's record count and stored bytes
	 */
	record Stored(List<int[]> batches) {

		/**
		 * Returns the bytes stored per record over the batches after the settling ones,
		 * the last, partly filled when the stream ended, left out.
		 * @param settling the batches to leave out first
		 * @return bytes per record
		 */
		double bytesPerRecord(int settling) {
			long bytes = 0;
			long records = 0;
			for (int[] batch : this.batches.subList(settling, this.batches.size() - 1)) {
				records += batch[0];
				bytes += batch[1];
			}
			return bytes / (double) records;
		}

		/**
		 * Returns the number of batches counted after the settling ones.
		 * @param settling the batches to leave out first
		 * @return the count
		 */
		int counted(int settling) {
			return this.batches.size() - 1 - settling;
		}

		/**
		 * Returns the number of records stored.
		 * @return the count, every batch's
		 */
		long records() {
			return this.batches.stream().mapToLong((batch) -> batch[0]).sum();
		}

	}

}
