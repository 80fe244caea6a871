package io.kcadvisor.topic;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.system.Echo;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.KafkaFuture;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.stereotype.Component;

/**
 * The clusters the operator configured, by name: one {@link Admin} client each, created
 * on first use and reused, and the properties a consumer of each reads with. A request
 * names a cluster, never an address, so the service connects only where the operator
 * said.
 */
@Component
class Clusters implements DisposableBean {

	private static final Log logger = LogFactory.getLog(Clusters.class);

	private final KafkaSettings settings;

	private final Map<String, Admin> admins = new ConcurrentHashMap<>();

	Clusters(KafkaSettings settings) {
		this.settings = settings;
	}

	/**
	 * Returns the names of the configured clusters.
	 * @return the names, sorted
	 */
	List<String> names() {
		return this.settings.clusters().keySet().stream().sorted().toList();
	}

	/**
	 * Returns the admin client of a cluster.
	 * @param name the cluster's name
	 * @return its client
	 * @throws ProblemException of type {@code cluster-not-found} when no cluster has that
	 * name, or {@code cluster-misconfigured} when its client cannot be made as the
	 * cluster is configured
	 */
	Admin admin(String name) {
		KafkaSettings.Cluster cluster = cluster(name);
		try {
			return this.admins.computeIfAbsent(name, (key) -> Admin.create(clientProperties(key, cluster, "admin")));
		}
		catch (KafkaException ex) {
			Throwable cause = (ex.getCause() != null) ? ex.getCause() : ex;
			logger.warn("No admin client of cluster '" + name + "' can be made as it is configured: " + cause);
			throw KafkaFailures.misconfigured(name, ex);
		}
	}

	/**
	 * Closes a cluster's admin client, which otherwise goes on trying to connect to a
	 * cluster that did not answer; the next request creates a new one.
	 * @param name the cluster's name
	 */
	void forget(String name) {
		Admin admin = this.admins.remove(name);
		if (admin != null) {
			admin.close(Duration.ZERO);
		}
	}

	/**
	 * Returns the properties of a consumer that reads from a cluster without a group.
	 * @param name the cluster's name
	 * @param clientId the consumer's client id
	 * @return the properties
	 */
	Map<String, Object> consumerProperties(String name, String clientId) {
		Map<String, Object> properties = clientProperties(name, cluster(name), clientId);
		properties.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
		properties.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
		properties.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class);
		properties.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class);
		properties.remove(ConsumerConfig.GROUP_ID_CONFIG);
		return properties;
	}

	/**
	 * Returns the timeout of requests to the clusters.
	 * @return the timeout
	 */
	Duration requestTimeout() {
		return this.settings.requestTimeout();
	}

	private KafkaSettings.Cluster cluster(String name) {
		KafkaSettings.Cluster cluster = (name != null) ? this.settings.clusters().get(name) : null;
		if (cluster == null) {
			String unknown = (name != null) ? "No cluster named '" + Echo.quoted(name) + "' is configured."
					: "No cluster was named.";
			throw new ProblemException(ProblemType.CLUSTER_NOT_FOUND,
					unknown + " The configured clusters are listed by GET /api/v1/clusters: " + names());
		}
		return cluster;
	}

	private Map<String, Object> clientProperties(String name, KafkaSettings.Cluster cluster, String role) {
		Map<String, Object> properties = new HashMap<>(cluster.properties());
		properties.put(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, cluster.bootstrapServers());
		properties.put(CommonClientConfigs.CLIENT_ID_CONFIG, "kafka-compression-advisor-" + name + "-" + role);
		int timeout = (int) this.settings.requestTimeout().toMillis();
		properties.put(CommonClientConfigs.REQUEST_TIMEOUT_MS_CONFIG, timeout);
		properties.put(CommonClientConfigs.DEFAULT_API_TIMEOUT_MS_CONFIG, timeout);
		return properties;
	}

	@Override
	public void destroy() {
		this.admins.values().forEach((admin) -> admin.close(Duration.ofSeconds(1)));
		this.admins.clear();
	}

	/**
	 * Waits for an admin call to a cluster, at most the request timeout, forgetting the
	 * cluster's client where it does not answer.
	 * @param <T> what the call returns
	 * @param future the call
	 * @param cluster the cluster's name
	 * @param topic the topic the call is about, or {@code null} for its topics
	 * @param operation the ACL operation the call needs, such as {@code DESCRIBE}
	 * @return what it returned
	 * @throws ProblemException when it fails or does not answer in time
	 */
	<T> T await(KafkaFuture<T> future, String cluster, String topic, String operation) {
		Duration timeout = requestTimeout();
		try {
			return future.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
		}
		catch (Exception ex) {
			ProblemException problem = KafkaFailures.problem(ex, cluster, topic, operation, timeout);
			if (problem.type() == ProblemType.CLUSTER_UNREACHABLE) {
				forget(cluster);
			}
			throw problem;
		}
	}

}
