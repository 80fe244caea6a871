package io.kcadvisor.topic;

import java.time.Duration;
import java.util.Map;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The clusters users may sample topics from, and limits on reading them.
 *
 * @param clusters the clusters by the name users pick them by; none by default, and then
 * only uploads are offered
 * @param requestTimeout how long the service waits for a cluster to answer a request
 * (describing topics, their sizes and offsets) before the user gets 504, and how long a
 * read may go without records before the analysis fails
 * @param readTimeout how long reading the sample of one topic may take at most before its
 * analysis fails
 * @param defaultSampleRecords the records read when the user does not say how many, at
 * most {@code maxSampleRecords}
 * @param maxSampleRecords the most records a user may ask for; more are refused with 400
 * @param maxConcurrentReads topics read at the same time at most; beyond it new analyses
 * of topics are refused with 429
 */
@ConfigurationProperties("advisor.kafka")
public record KafkaSettings(Map<String, Cluster> clusters, @DefaultValue("10s") Duration requestTimeout,
		@DefaultValue("2m") Duration readTimeout, @DefaultValue("10000") int defaultSampleRecords,
		@DefaultValue("100000") int maxSampleRecords, @DefaultValue("4") int maxConcurrentReads) {

	public KafkaSettings {
		clusters = (clusters != null) ? Map.copyOf(clusters) : Map.of();
		defaultSampleRecords = Math.min(defaultSampleRecords, maxSampleRecords);
	}

	/**
	 * A cluster the operator configured.
	 *
	 * @param bootstrapServers the cluster's {@code bootstrap.servers}
	 * @param properties any other Kafka client properties, such as
	 * {@code security.protocol}, {@code sasl.jaas.config} or
	 * {@code ssl.truststore.location}; never returned, logged or shown
	 */
	public record Cluster(String bootstrapServers, Map<String, String> properties) {

		public Cluster {
			properties = (properties != null) ? Map.copyOf(properties) : Map.of();
		}

		@Override
		public String toString() {
			return "Cluster[bootstrapServers=" + this.bootstrapServers + ", properties=" + this.properties.keySet()
					+ "]";
		}

	}

}
