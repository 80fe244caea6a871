package io.kcadvisor.calibration;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.LogDirDescription;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.RetriableException;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;

import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

/**
 * Real Kafka brokers in this JVM, with an admin client to create, find and delete topics.
 * One broker is spring-kafka-test's {@link EmbeddedKafkaKraftBroker}; several are Kafka's
 * own test kit that it wraps, with one controller: the embedded broker makes every broker
 * a controller too, and three such controllers fail to form a quorum in Kafka 4.2.
 */
final class Cluster implements AutoCloseable {

	/**
	 * Deleted topics' files go at once, not a minute later in the middle of another run.
	 * A follower whose first fetch of a new topic reaches its leader before the leader
	 * has the partition retries after 50 ms, not the default second: the producer of a
	 * run would wait that second for its acknowledgements, and spend CPU meanwhile, in
	 * some runs and not others.
	 */
	private static final Map<String, String> PROPERTIES = Map.of("log.segment.delete.delay.ms", "0",
			"replica.fetch.backoff.ms", "50");

	/** How long a new partition's leader may take to answer for it. */
	private static final Duration LEADER_WAIT = Duration.ofSeconds(30);

	private static final Duration LEADER_PROBE = Duration.ofMillis(50);

	private final AutoCloseable brokers;

	private final String bootstrapServers;

	private final Admin admin;

	/**
	 * Starts a cluster.
	 * @param brokers how many brokers
	 */
	Cluster(int brokers) throws Exception {
		if (brokers == 1) {
			EmbeddedKafkaKraftBroker broker = new EmbeddedKafkaKraftBroker(1, 1);
			broker.brokerProperties(PROPERTIES);
			broker.afterPropertiesSet();
			this.brokers = broker::destroy;
			this.bootstrapServers = broker.getBrokersAsString();
		}
		else {
			KafkaClusterTestKit.Builder builder = new KafkaClusterTestKit.Builder(
					new TestKitNodes.Builder().setCombined(true)
						.setNumBrokerNodes(brokers)
						.setNumControllerNodes(1)
						.build());
			PROPERTIES.forEach(builder::setConfigProp);
			KafkaClusterTestKit kit = builder.build();
			kit.format();
			kit.startup();
			kit.waitForReadyBrokers();
			this.brokers = kit;
			this.bootstrapServers = kit.bootstrapServers();
		}
		this.admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, this.bootstrapServers,
				AdminClientConfig.CLIENT_ID_CONFIG, Part.ADMIN_CLIENT));
	}

	String bootstrapServers() {
		return this.bootstrapServers;
	}

	void createTopic(String topic, int replicationFactor, Map<String, String> config)
			throws InterruptedException, ExecutionException {
		NewTopic newTopic = new NewTopic(topic, 1, (short) replicationFactor).configs(config);
		this.admin.createTopics(List.of(newTopic)).all().get();
		awaitLeader(new TopicPartition(topic, 0));
	}

	/**
	 * Waits until a new partition's leader answers for it: the first produce requests to
	 * a partition its leader does not have yet fail, and the idempotent producer may then
	 * lose records to out-of-order sequence numbers (seen with several partitions).
	 */
	private void awaitLeader(TopicPartition partition) throws InterruptedException, ExecutionException {
		long deadline = System.nanoTime() + LEADER_WAIT.toNanos();
		while (true) {
			try {
				this.admin.listOffsets(Map.of(partition, OffsetSpec.latest())).all().get();
				return;
			}
			catch (ExecutionException ex) {
				// the admin client may not know the topic yet either
				if (!(ex.getCause() instanceof RetriableException) || System.nanoTime() > deadline) {
					throw ex;
				}
				Thread.sleep(LEADER_PROBE.toMillis());
			}
		}
	}

	void deleteTopic(String topic) throws InterruptedException, ExecutionException {
		this.admin.deleteTopics(List.of(topic)).all().get();
	}

	/**
	 * Returns the directory of partition 0's log on its leader.
	 * @param topic the topic
	 * @return the directory
	 */
	Path leaderLog(String topic) throws InterruptedException, ExecutionException {
		TopicDescription description = this.admin.describeTopics(Set.of(topic)).allTopicNames().get().get(topic);
		int leader = description.partitions().get(0).leader().id();
		TopicPartition partition = new TopicPartition(topic, 0);
		Map<String, LogDirDescription> dirs = this.admin.describeLogDirs(List.of(leader))
			.allDescriptions()
			.get()
			.get(leader);
		return dirs.entrySet()
			.stream()
			.filter((dir) -> dir.getValue().replicaInfos().containsKey(partition))
			.map((dir) -> Path.of(dir.getKey(), partition.toString()))
			.findFirst()
			.orElseThrow(() -> new IllegalStateException("No log of " + partition + " on broker " + leader));
	}

	@Override
	public void close() throws Exception {
		this.admin.close();
		this.brokers.close();
	}

}
