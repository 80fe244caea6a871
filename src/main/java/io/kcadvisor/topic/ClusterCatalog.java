package io.kcadvisor.topic;

import java.util.List;

import org.springframework.stereotype.Component;

/**
 * What users may pick from: the configured clusters, by name only, and their topics.
 */
@Component
public class ClusterCatalog {

	private final Clusters clusters;

	private final TopicCatalog topics;

	ClusterCatalog(Clusters clusters, TopicCatalog topics) {
		this.clusters = clusters;
		this.topics = topics;
	}

	/**
	 * Returns the names of the configured clusters.
	 * @return the names, sorted; empty when none is configured
	 */
	public List<String> names() {
		return this.clusters.names();
	}

	/**
	 * Lists a cluster's topics, internal ones left out.
	 * @param cluster the cluster's name
	 * @return the topics, by name
	 * @throws io.kcadvisor.problem.ProblemException when the cluster is not configured,
	 * does not answer within the request timeout, or its ACLs do not let the service
	 * describe its topics
	 */
	public List<TopicInfo> topics(String cluster) {
		return this.topics.topics(cluster);
	}

}
