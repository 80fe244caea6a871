package io.kcadvisor.topic;

import java.util.Map;
import java.util.Set;

import org.apache.kafka.common.acl.AclOperation;

/**
 * A topic described, with its partitions' offsets and what the service may do on it.
 *
 * @param info the topic
 * @param offsets each partition's offsets, by partition number
 * @param authorized the operations the service may perform on it, or {@code null} when
 * the cluster does not say
 * @param describedAt when its offsets were asked for, in milliseconds since the epoch
 * @param leaders how many brokers lead its partitions, 0 when none has a leader
 */
record DescribedTopic(TopicInfo info, Map<Integer, OffsetRange> offsets, Set<AclOperation> authorized, long describedAt,
		int leaders) {
}
