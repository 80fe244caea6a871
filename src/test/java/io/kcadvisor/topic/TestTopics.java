package io.kcadvisor.topic;

import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordHeader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * Creates topics on a test broker and produces to them with a real producer, as a team's
 * application would, remembering what each partition received.
 */
public final class TestTopics implements AutoCloseable {

	private final String bootstrapServers;

	private final Map<String, Object> security;

	private final Admin admin;

	public TestTopics(String bootstrapServers) {
		this(bootstrapServers, Map.of());
	}

	/**
	 * Creates topics and produces as a client with the given security properties, such as
	 * a SASL login.
	 */
	TestTopics(String bootstrapServers, Map<String, Object> security) {
		this.bootstrapServers = bootstrapServers;
		this.security = Map.copyOf(security);
		Map<String, Object> config = new HashMap<>(this.security);
		config.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
		this.admin = Admin.create(config);
	}

	Admin admin() {
		return this.admin;
	}

	String bootstrapServers() {
		return this.bootstrapServers;
	}

	public void create(String topic, int partitions, Map<String, String> configs) throws Exception {
		this.admin.createTopics(List.of(new NewTopic(topic, partitions, (short) 1).configs(configs))).all().get();
		// a broker names a partition's leader in its metadata before the leader has
		// opened
		// the partition's log; a producer that sends in between is refused and may wait
		// until its batches expire, so wait until every partition's leader answers
		long deadline = System.nanoTime() + 30_000_000_000L;
		while (!led(topic) || !served(topic, partitions)) {
			if (System.nanoTime() > deadline) {
				throw new IllegalStateException("The partitions of " + topic + " have no leader that serves them");
			}
			Thread.sleep(50);
		}
	}

	/**
	 * Returns whether the leader of each of a topic's partitions answers for its offsets,
	 * which it does once it has opened the partition's log.
	 */
	private boolean served(String topic, int partitions) throws Exception {
		Map<TopicPartition, OffsetSpec> latest = new HashMap<>();
		for (int partition = 0; partition < partitions; partition++) {
			latest.put(new TopicPartition(topic, partition), OffsetSpec.latest());
		}
		try {
			this.admin.listOffsets(latest).all().get(5, TimeUnit.SECONDS);
			return true;
		}
		catch (ExecutionException | TimeoutException ex) {
			return false;
		}
	}

	/**
	 * Returns whether every partition of a new topic has a leader; a broker that has not
	 * taken in the topic's metadata yet does not know it at all.
	 */
	private boolean led(String topic) throws Exception {
		try {
			return this.admin.describeTopics(List.of(topic))
				.allTopicNames()
				.get()
				.get(topic)
				.partitions()
				.stream()
				.noneMatch((partition) -> partition.leader() == null || partition.leader().isEmpty());
		}
		catch (ExecutionException ex) {
			if (ex.getCause() instanceof UnknownTopicOrPartitionException) {
				return false;
			}
			throw ex;
		}
	}

	/**
	 * Produces JSON-like records, with keys or without, each with two headers.
	 * @return what each partition received, in offset order
	 */
	public Map<Integer, List<KafkaRecord>> produce(String topic, String compression, boolean keyed, int count,
			Map<String, Object> producerProperties) throws Exception {
		// recent, so that the broker's retention keeps them
		return produce(topic, compression, keyed, count, producerProperties, System.currentTimeMillis() - count * 10L);
	}

	/**
	 * Produces JSON-like records as {@link #produce(String, String, boolean, int, Map)}
	 * does, timestamped 10 ms apart from a given time, as a burst at 100 messages a
	 * second that began then.
	 * @return what each partition received, in offset order
	 */
	public Map<Integer, List<KafkaRecord>> produce(String topic, String compression, boolean keyed, int count,
			Map<String, Object> producerProperties, long firstTimestamp) throws Exception {
		Map<String, Object> config = new HashMap<>(producerProperties);
		config.putAll(this.security);
		config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, this.bootstrapServers);
		config.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, compression);
		config.putIfAbsent(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, 30_000);
		// the records' order in each partition is read from the offsets the
		// producer was given; a producer that is not idempotent never holds batches
		// back for a sequence
		config.putIfAbsent(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, false);
		config.putIfAbsent(ProducerConfig.ACKS_CONFIG, "1");
		config.putIfAbsent(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, 10_000);
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		Random random = new Random(count);
		List<Future<RecordMetadata>> sent = new ArrayList<>();
		List<KafkaRecord> records = new ArrayList<>();
		try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(config)) {
			for (int index = 0; index < count; index++) {
				byte[] key = keyed ? utf8("device-" + random.nextInt(50)) : null;
				byte[] value = utf8("{\"device\":" + random.nextInt(50) + ",\"temperature\":"
						+ (15 + random.nextInt(200) / 10.0) + ",\"status\":\"" + ((index % 7 == 0) ? "ALERT" : "OK")
						+ "\",\"sequence\":" + index + "}");
				RecordHeaders headers = new RecordHeaders();
				headers.add("trace-id", utf8(Long.toHexString(random.nextLong())));
				headers.add("source", utf8("sensor-gateway"));
				long timestamp = firstTimestamp + index * 10L;
				sent.add(producer.send(new ProducerRecord<>(topic, null, timestamp, key, value, headers)));
				records.add(new KafkaRecord(key, value,
						List.of(new RecordHeader("trace-id", headers.lastHeader("trace-id").value()),
								new RecordHeader("source", utf8("sensor-gateway"))),
						timestamp));
			}
			producer.flush();
		}
		Map<Integer, Map<Long, KafkaRecord>> byPartition = new HashMap<>();
		for (int index = 0; index < count; index++) {
			RecordMetadata metadata = sent.get(index).get();
			byPartition.computeIfAbsent(metadata.partition(), (key) -> new TreeMap<>())
				.put(metadata.offset(), records.get(index));
		}
		Map<Integer, List<KafkaRecord>> produced = new HashMap<>();
		byPartition.forEach((partition, offsets) -> produced.put(partition, new ArrayList<>(offsets.values())));
		return produced;
	}

	/**
	 * Sends values without keys, in order, and waits until each is written.
	 */
	public void send(String topic, byte[]... values) throws Exception {
		send(topic, "none", values);
	}

	/**
	 * Sends values without keys, in order, compressed with a codec, and waits until each
	 * is written.
	 */
	public void send(String topic, String compression, byte[]... values) throws Exception {
		send(topic, compression, 0, values);
	}

	/**
	 * Sends values without keys, compressed with a codec, each to the next of a topic's
	 * partitions in turn where it has more than one, and waits until each is written.
	 */
	public void send(String topic, String compression, int partitions, byte[]... values) throws Exception {
		try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(
				Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, this.bootstrapServers,
						ProducerConfig.COMPRESSION_TYPE_CONFIG, compression),
				new ByteArraySerializer(), new ByteArraySerializer())) {
			List<Future<RecordMetadata>> sent = new ArrayList<>();
			for (int index = 0; index < values.length; index++) {
				Integer partition = (partitions > 1) ? index % partitions : null;
				sent.add(producer.send(new ProducerRecord<>(topic, partition, null, values[index])));
			}
			for (Future<RecordMetadata> written : sent) {
				written.get();
			}
		}
	}

	/**
	 * Sends values without keys, each in a transaction of its own, which the broker ends
	 * with a commit marker that takes an offset of its own.
	 */
	public void sendInTransactions(String topic, byte[]... values) {
		try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(
				Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, this.bootstrapServers,
						ProducerConfig.TRANSACTIONAL_ID_CONFIG, "test-" + topic),
				new ByteArraySerializer(), new ByteArraySerializer())) {
			producer.initTransactions();
			for (byte[] value : values) {
				producer.beginTransaction();
				producer.send(new ProducerRecord<>(topic, value));
				producer.commitTransaction();
			}
		}
	}

	/**
	 * Returns the size of the topic's leader replicas' logs, as the broker reports it.
	 */
	long logSize(String topic) throws Exception {
		List<Integer> brokers = this.admin.describeCluster().nodes().get().stream().map(Node::id).toList();
		return this.admin.describeLogDirs(brokers)
			.allDescriptions()
			.get()
			.values()
			.stream()
			.flatMap((dirs) -> dirs.values().stream())
			.flatMap((dir) -> dir.replicaInfos().entrySet().stream())
			.filter((replica) -> replica.getKey().topic().equals(topic))
			.map(Map.Entry::getValue)
			.filter(Objects::nonNull)
			.mapToLong((info) -> info.size())
			.sum();
	}

	TopicPartition partition(String topic, int partition) {
		return new TopicPartition(topic, partition);
	}

	static byte[] utf8(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

	@Override
	public void close() {
		this.admin.close();
	}

}
