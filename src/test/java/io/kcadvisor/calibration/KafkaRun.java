package io.kcadvisor.calibration;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.ToDoubleFunction;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.config.TopicConfig;
import org.apache.kafka.common.record.CompressionRatioEstimator;
import org.apache.kafka.common.record.CompressionType;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * Runs one {@link RunSpec} on a {@link Cluster}: a {@link KafkaProducer} sends the sample
 * over and over and flushes, then a {@link KafkaConsumer} reads every record back. The
 * CPU of each part is read before and after each phase.
 * <p>
 * The producer starts with the compression ratio estimate of a long-running producer, as
 * the advisor's batching does: a new producer estimates 1.0 and fills its first few
 * hundred compressed batches far less than {@code batch.size} allows, which would make a
 * run of highly compressible records send several times the batches the advisor predicts
 * for them.
 */
final class KafkaRun {

	/** Long enough that batches fill before linger.ms sends them. */
	private static final int LINGER_MS = 1000;

	private static final AtomicInteger TOPICS = new AtomicInteger();

	private final Cluster cluster;

	private final Duration settle;

	private final ToDoubleFunction<RunSpec> settledRatios;

	private final Cores cores;

	private double idleBrokerCores;

	/**
	 * Creates a runner.
	 * @param cluster the brokers
	 * @param settle how long to wait after each run, so that its deleted topic's files
	 * are gone before the next run
	 * @param settledRatios the compression ratio a long-running producer of a run's
	 * records estimates its batches at
	 * @param cores where the clients run, apart from the brokers or not
	 */
	KafkaRun(Cluster cluster, Duration settle, ToDoubleFunction<RunSpec> settledRatios, Cores cores) {
		this.cluster = cluster;
		this.settle = settle;
		this.settledRatios = settledRatios;
		this.cores = cores;
	}

	/**
	 * Measures the brokers' CPU while nothing is sent, to subtract from the runs that
	 * follow.
	 * @param time how long to measure
	 * @return the brokers' idle CPU, in cores
	 */
	double measureIdle(Duration time) throws InterruptedException {
		ThreadCpu.Snapshot start = ThreadCpu.take();
		Thread.sleep(time.toMillis());
		ThreadCpu.Usage idle = ThreadCpu.between(start, ThreadCpu.take());
		this.idleBrokerCores = idle.of(Part.BROKER) / idle.wallSeconds();
		return this.idleBrokerCores;
	}

	/**
	 * Runs a spec and measures it.
	 * @param spec the run
	 * @param repeat which repetition of the plan it is
	 * @return what it measured
	 */
	Run run(RunSpec spec, int repeat) throws Exception {
		String topic = "calibration-" + TOPICS.incrementAndGet();
		this.cluster.createTopic(topic, spec.replicationFactor(), topicConfig(spec));
		TopicPartition partition = new TopicPartition(topic, 0);
		long expected = (long) spec.passes() * spec.sample().sent().size();
		Codec codec = spec.producerCodec().codec();
		if (codec != Codec.NONE) {
			// the producer's estimate is kept by topic, for every producer of the JVM
			CompressionRatioEstimator.setEstimation(topic, CompressionType.forName(codec.kafkaName()),
					(float) this.settledRatios.applyAsDouble(spec));
		}
		OtherLoad others = OtherLoad.start();
		this.cores.clients();
		ThreadCpu.Usage producing;
		try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(producerConfig(spec))) {
			producer.partitionsFor(topic);
			ThreadCpu.Snapshot start = ThreadCpu.take();
			producing = ThreadCpu.between(start, onThread(Part.PRODUCER_THREAD, () -> send(producer, topic, spec)));
		}
		ThreadCpu.Usage consuming;
		try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(consumerConfig())) {
			consumer.assign(List.of(partition));
			consumer.seekToBeginning(List.of(partition));
			ThreadCpu.Snapshot start = ThreadCpu.take();
			consuming = ThreadCpu.between(start, onThread(Part.CONSUMER_THREAD, () -> consume(consumer, expected)));
		}
		this.cores.brokers();
		double otherCores = others.cores();
		StoredLog stored = StoredLog.read(this.cluster.leaderLog(topic));
		this.cluster.deleteTopic(topic);
		Thread.sleep(this.settle.toMillis());
		if (stored.records() != expected) {
			throw new IllegalStateException(topic + " holds " + stored.records() + " records, " + expected + " sent");
		}
		if (!stored.compression().name.equals(spec.storedCodec().codec().kafkaName())) {
			throw new IllegalStateException(topic + " holds " + stored.compression() + " batches");
		}
		double leader = producing.of(Part.BROKER) - this.idleBrokerCores * producing.wallSeconds();
		double fetch = consuming.of(Part.BROKER) - this.idleBrokerCores * consuming.wallSeconds();
		return new Run(spec, repeat, stored, producing.of(Part.PRODUCER), leader, fetch, consuming.of(Part.CONSUMER),
				producing.wallSeconds(), consuming.wallSeconds(), producing.jvmSeconds() + consuming.jvmSeconds(),
				producing.jitSeconds() + consuming.jitSeconds(), otherCores);
	}

	private static void send(KafkaProducer<byte[], byte[]> producer, String topic, RunSpec spec) {
		List<CalibrationSample.Sent> records = spec.sample().sent();
		AtomicReference<Exception> failure = new AtomicReference<>();
		for (int pass = 0; pass < spec.passes(); pass++) {
			for (CalibrationSample.Sent record : records) {
				producer.send(new ProducerRecord<>(topic, 0, null, record.key(), record.value(), record.headers()),
						(metadata, exception) -> failure.compareAndSet(null, exception));
			}
		}
		producer.flush();
		// a record lost would leave the consumer waiting for it for ever
		if (failure.get() != null) {
			throw new IllegalStateException("A record of " + topic + " was not sent", failure.get());
		}
	}

	private static void consume(KafkaConsumer<byte[], byte[]> consumer, long expected) {
		long read = 0;
		long valueBytes = 0;
		while (read < expected) {
			for (ConsumerRecord<byte[], byte[]> record : consumer.poll(Duration.ofMillis(500))) {
				read++;
				valueBytes += (record.value() != null) ? record.value().length : 0;
			}
		}
		if (valueBytes < 0) {
			throw new IllegalStateException("overflow");
		}
	}

	/**
	 * Runs work on a thread of its own, and reads every thread's CPU as it ends, from
	 * that thread: the CPU of a thread that has ended can no longer be read.
	 * @return the snapshot taken as the work ended
	 */
	private static ThreadCpu.Snapshot onThread(String name, Runnable work) throws InterruptedException {
		Throwable[] failure = new Throwable[1];
		ThreadCpu.Snapshot[] end = new ThreadCpu.Snapshot[1];
		Thread thread = new Thread(() -> {
			try {
				work.run();
				end[0] = ThreadCpu.take();
			}
			catch (RuntimeException | Error ex) {
				failure[0] = ex;
			}
		}, name);
		thread.start();
		thread.join();
		if (failure[0] != null) {
			throw new IllegalStateException(name + " failed", failure[0]);
		}
		return end[0];
	}

	private static Map<String, String> topicConfig(RunSpec spec) {
		Map<String, String> config = new HashMap<>();
		CompressionConfig stored = spec.storedCodec();
		config.put(TopicConfig.COMPRESSION_TYPE_CONFIG, spec.recompresses() ? stored.codec().kafkaName() : "producer");
		if (spec.recompresses() && stored.codec().levelProperty() != null) {
			config.put(stored.codec().levelProperty(), String.valueOf(stored.level()));
		}
		return config;
	}

	private Map<String, Object> producerConfig(RunSpec spec) {
		Map<String, Object> config = new HashMap<>();
		config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, this.cluster.bootstrapServers());
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.ACKS_CONFIG, "all");
		config.put(ProducerConfig.BATCH_SIZE_CONFIG, spec.batchSize());
		config.put(ProducerConfig.LINGER_MS_CONFIG, LINGER_MS);
		Codec codec = spec.producerCodec().codec();
		config.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, codec.kafkaName());
		if (codec.levelProperty() != null) {
			config.put(codec.levelProperty(), spec.producerCodec().level());
		}
		return config;
	}

	private Map<String, Object> consumerConfig() {
		return Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, this.cluster.bootstrapServers(),
				ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class,
				ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class,
				ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
	}

}
