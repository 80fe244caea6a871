package io.kcadvisor.scan;

import io.kcadvisor.analysis.web.RunningService;
import io.kcadvisor.analysis.web.ServiceProcess;
import io.kcadvisor.storage.TestDatabases;
import io.kcadvisor.topic.TestTopics;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

/**
 * A broker and a PostgreSQL database that instances of the service share, as a deployment
 * of several instances runs: the topics produced for scans, and instances started on
 * both, in this JVM or in one of their own, with the brief polling and heartbeats that
 * let a test see topic jobs shared and taken over.
 */
final class SharedDeployment implements AutoCloseable {

	private static final List<String> SETTINGS = List.of("advisor.sweep.workers=2",
			"advisor.scan.polling-interval=200ms", "advisor.scan.heartbeat-interval=500ms",
			"advisor.scan.missed-heartbeats=4", "advisor.storage.progress-interval=100ms",
			"advisor.storage.heartbeat-interval=500ms", "advisor.storage.heartbeat-timeout=5s");

	private final EmbeddedKafkaKraftBroker broker;

	private final TestTopics topics;

	private final String database;

	private final List<String> settings;

	private SharedDeployment(EmbeddedKafkaKraftBroker broker, List<String> more) {
		this.broker = broker;
		this.topics = new TestTopics(broker.getBrokersAsString());
		this.database = TestDatabases.newPostgresDatabase();
		this.settings = new ArrayList<>(SETTINGS);
		this.settings.add("advisor.kafka.clusters.local.bootstrap-servers=" + broker.getBrokersAsString());
		this.settings.addAll(more);
	}

	/**
	 * Starts a broker and creates a database.
	 * @param settings the settings every instance runs with besides the brief timings, as
	 * {@code name=value}
	 * @return the deployment, with no instance yet
	 */
	static SharedDeployment start(String... settings) {
		EmbeddedKafkaKraftBroker broker = new EmbeddedKafkaKraftBroker(1, 1);
		broker.afterPropertiesSet();
		return new SharedDeployment(broker, List.of(settings));
	}

	/**
	 * Creates a topic of two partitions and produces records to it.
	 * @param topic the topic's name
	 * @param codec the producer's {@code compression.type}
	 * @param records how many
	 */
	void produce(String topic, String codec, int records) throws Exception {
		this.topics.create(topic, 2, Map.of());
		this.topics.produce(topic, codec, true, records, Map.of("linger.ms", 10));
	}

	/**
	 * Starts an instance in this JVM.
	 * @return the running instance
	 */
	RunningService startInstance() {
		return RunningService.start(this.database, this.settings.toArray(String[]::new));
	}

	/**
	 * Starts an instance in a JVM of its own.
	 * @param output the file its output goes to
	 * @return the process, starting
	 */
	ServiceProcess startProcess(Path output) throws IOException {
		return ServiceProcess.start(output, this.database, this.settings.toArray(String[]::new));
	}

	@Override
	public void close() {
		this.topics.close();
		this.broker.destroy();
	}

}
