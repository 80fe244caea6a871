package io.kcadvisor.topic;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.Config;
import org.apache.kafka.clients.admin.ConfigEntry;
import org.apache.kafka.clients.admin.DescribeTopicsOptions;
import org.apache.kafka.clients.admin.ListOffsetsResult.ListOffsetsResultInfo;
import org.apache.kafka.clients.admin.ListTopicsOptions;
import org.apache.kafka.clients.admin.LogDirDescription;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.admin.ReplicaInfo;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.KafkaFuture;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.TopicPartitionInfo;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.config.ConfigResource;

import org.springframework.stereotype.Component;

/**
 * Describes the topics of a cluster with its admin client: partitions, replication,
 * compression-relevant configs, the size of the leader replicas' logs and the record
 * count. Each request waits at most the request timeout.
 */
@Component
class TopicCatalog {

	private final Clusters clusters;

	TopicCatalog(Clusters clusters) {
		this.clusters = clusters;
	}

	/**
	 * Lists a cluster's topics, internal ones left out.
	 * @param cluster the cluster's name
	 * @return the topics, by name
	 */
	List<TopicInfo> topics(String cluster) {
		Admin admin = this.clusters.admin(cluster);
		Set<String> names = this.clusters.await(admin.listTopics(new ListTopicsOptions().listInternal(false)).names(),
				cluster, null, "DESCRIBE");
		return describe(cluster, names).values()
			.stream()
			.map(DescribedTopic::info)
			.sorted(Comparator.comparing(TopicInfo::name))
			.toList();
	}

	/**
	 * Describes one topic, checking that the service may read it.
	 * @param cluster the cluster's name
	 * @param topic the topic's name
	 * @return the topic, with its partitions' offsets
	 * @throws ProblemException when the cluster or topic does not exist, the cluster does
	 * not answer, or its ACLs do not let the service read the topic
	 */
	DescribedTopic topic(String cluster, String topic) {
		DescribedTopic described = describe(cluster, List.of(topic)).get(topic);
		Set<AclOperation> allowed = described.authorized();
		if (allowed != null && !allowed.contains(AclOperation.READ) && !allowed.contains(AclOperation.ALL)) {
			throw KafkaFailures.notAuthorized(cluster, "READ on topic '" + topic + "'");
		}
		return described;
	}

	private Map<String, DescribedTopic> describe(String cluster, Collection<String> names) {
		Admin admin = this.clusters.admin(cluster);
		String one = (names.size() == 1) ? names.iterator().next() : null;
		Map<String, TopicDescription> descriptions = this.clusters
			.await(admin.describeTopics(names, new DescribeTopicsOptions().includeAuthorizedOperations(true))
				.allTopicNames(), cluster, one, "DESCRIBE");
		Map<ConfigResource, Config> configs = configs(admin, names, cluster, one);
		List<TopicPartition> partitions = descriptions.values()
			.stream()
			.flatMap((description) -> description.partitions()
				.stream()
				.map((partition) -> new TopicPartition(description.name(), partition.partition())))
			.toList();
		long describedAt = System.currentTimeMillis();
		Map<TopicPartition, Long> starts = offsets(admin, partitions, OffsetSpec.earliest(), cluster, one);
		Map<TopicPartition, Long> ends = offsets(admin, partitions, OffsetSpec.latest(), cluster, one);
		Map<TopicPartition, Long> sizes = leaderSizes(admin, descriptions.values(), cluster, one);
		Map<String, DescribedTopic> described = new LinkedHashMap<>();
		for (TopicDescription description : descriptions.values()) {
			Map<Integer, OffsetRange> ranges = new LinkedHashMap<>();
			long size = 0;
			for (TopicPartitionInfo partition : description.partitions()) {
				TopicPartition key = new TopicPartition(description.name(), partition.partition());
				ranges.put(partition.partition(), new OffsetRange(starts.get(key), ends.get(key)));
				size += sizes.getOrDefault(key, 0L);
			}
			long records = ranges.values().stream().mapToLong(OffsetRange::count).sum();
			TopicInfo info = new TopicInfo(description.name(), description.partitions().size(),
					description.partitions().isEmpty() ? 0 : description.partitions().get(0).replicas().size(),
					config(configs.get(new ConfigResource(ConfigResource.Type.TOPIC, description.name()))), size,
					records);
			int leaders = (int) description.partitions()
				.stream()
				.map(TopicPartitionInfo::leader)
				.filter(Objects::nonNull)
				.map(Node::id)
				.distinct()
				.count();
			described.put(description.name(),
					new DescribedTopic(info, ranges, description.authorizedOperations(), describedAt, leaders));
		}
		return described;
	}

	/**
	 * Returns the topics' configurations. Where several are listed, a topic whose
	 * configuration the service may not describe is listed without it, so that one
	 * topic's ACL does not hide the others; where one is described, that is refused.
	 */
	private Map<ConfigResource, Config> configs(Admin admin, Collection<String> names, String cluster, String one) {
		Map<ConfigResource, KafkaFuture<Config>> futures = admin
			.describeConfigs(names.stream().map((name) -> new ConfigResource(ConfigResource.Type.TOPIC, name)).toList())
			.values();
		Map<ConfigResource, Config> configs = new HashMap<>();
		for (Map.Entry<ConfigResource, KafkaFuture<Config>> future : futures.entrySet()) {
			try {
				configs.put(future.getKey(),
						this.clusters.await(future.getValue(), cluster, future.getKey().name(), "DESCRIBE_CONFIGS"));
			}
			catch (ProblemException ex) {
				if (one != null || ex.type() != ProblemType.NOT_AUTHORIZED) {
					throw ex;
				}
			}
		}
		return configs;
	}

	private Map<TopicPartition, Long> offsets(Admin admin, List<TopicPartition> partitions, OffsetSpec spec,
			String cluster, String topic) {
		Map<TopicPartition, Long> result = new HashMap<>();
		listOffsets(admin, partitions, spec, cluster, topic)
			.forEach((partition, info) -> result.put(partition, info.offset()));
		return result;
	}

	private Map<TopicPartition, ListOffsetsResultInfo> listOffsets(Admin admin, List<TopicPartition> partitions,
			OffsetSpec spec, String cluster, String topic) {
		Map<TopicPartition, OffsetSpec> request = new HashMap<>();
		partitions.forEach((partition) -> request.put(partition, spec));
		return this.clusters.await(admin.listOffsets(request).all(), cluster, topic, "DESCRIBE");
	}

	/**
	 * Returns the log size of each partition's leader replica, from the log directories
	 * of the brokers that lead them; none where the service may not describe the cluster,
	 * which reading the log directories needs, so that a principal allowed only its
	 * topics still lists, analyses and scans them, without what they store today.
	 */
	private Map<TopicPartition, Long> leaderSizes(Admin admin, Collection<TopicDescription> descriptions,
			String cluster, String topic) {
		Map<TopicPartition, Integer> leaders = new HashMap<>();
		for (TopicDescription description : descriptions) {
			for (TopicPartitionInfo partition : description.partitions()) {
				Node leader = partition.leader();
				if (leader != null) {
					leaders.put(new TopicPartition(description.name(), partition.partition()), leader.id());
				}
			}
		}
		Map<TopicPartition, Long> sizes = new HashMap<>();
		if (leaders.isEmpty()) {
			return sizes;
		}
		Map<Integer, Map<String, LogDirDescription>> logDirs;
		try {
			logDirs = this.clusters.await(admin.describeLogDirs(Set.copyOf(leaders.values())).allDescriptions(),
					cluster, topic, "DESCRIBE");
		}
		catch (ProblemException ex) {
			if (ex.type() == ProblemType.NOT_AUTHORIZED) {
				return sizes;
			}
			throw ex;
		}
		logDirs.forEach((broker, dirs) -> dirs.values().forEach((dir) -> {
			for (Map.Entry<TopicPartition, ReplicaInfo> replica : dir.replicaInfos().entrySet()) {
				if (!replica.getValue().isFuture() && broker.equals(leaders.get(replica.getKey()))) {
					sizes.merge(replica.getKey(), replica.getValue().size(), Long::sum);
				}
			}
		}));
		return sizes;
	}

	private static Map<String, String> config(Config config) {
		Map<String, String> values = new LinkedHashMap<>();
		for (String name : TopicInfo.CONFIGS) {
			ConfigEntry entry = (config != null) ? config.get(name) : null;
			if (entry != null && entry.value() != null) {
				values.put(name, entry.value());
			}
		}
		return values;
	}

}
