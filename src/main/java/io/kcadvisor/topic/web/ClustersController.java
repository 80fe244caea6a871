package io.kcadvisor.topic.web;

import io.kcadvisor.system.ProblemResponses;
import io.kcadvisor.topic.ClusterCatalog;
import io.kcadvisor.topic.TopicInfo;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The clusters the operator configured, by name, and their topics.
 */
@RestController
@RequestMapping(path = "/api/v1/clusters", produces = MediaType.APPLICATION_JSON_VALUE)
@Tag(name = "clusters", description = "The Kafka clusters whose topics can be sampled")
class ClustersController {

	private final ClusterCatalog catalog;

	ClustersController(ClusterCatalog catalog) {
		this.catalog = catalog;
	}

	@GetMapping
	@Operation(operationId = "listClusters", summary = "List the configured clusters",
			description = "The clusters the operator configured, by name only: never their addresses or "
					+ "credentials. Empty when none is configured.")
	List<ClusterView> clusters() {
		return this.catalog.names().stream().map(ClusterView::new).toList();
	}

	@GetMapping("/{cluster}/topics")
	@Operation(operationId = "listTopics", summary = "List a cluster's topics",
			description = "Every topic but the internal ones, with partitions, replication factor, the configs "
					+ "that matter for compression, the leader replicas' log size on the brokers and the record "
					+ "count (end minus start offsets).")
	@ProblemResponses({ 403, 404, 503, 504 })
	List<TopicInfo> topics(@PathVariable String cluster) {
		return this.catalog.topics(cluster);
	}

	/**
	 * A configured cluster.
	 *
	 * @param name the name users pick it by
	 */
	record ClusterView(String name) {
	}

}
