package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TopicInfoTests {

	@ParameterizedTest(name = "max.message.bytes ''{0}''")
	@CsvSource(nullValues = "-", textBlock = """
			10485760,	10485760
			' 1048588 ',	1048588
			0,	0
			-,	-
			'',	-
			lots,	-
			-1,	-
			4294967296,	-
			""")
	void maxMessageBytesIsTheTopicsOrUnknownWhenAbsentOrNotANumberKafkaTakes(String config, Integer expected) {
		Map<String, String> configs = new HashMap<>();
		if (config != null) {
			configs.put("max.message.bytes", config);
		}
		assertThat(new TopicInfo("t", 1, 1, configs, 0, 0).maxMessageBytes()).isEqualTo(expected);
	}

	/**
	 * Kafka deletes segments by age only under a cleanup.policy with delete, and never
	 * with retention.ms -1: a compacted-only topic keeps the latest record of each key
	 * whatever its retention.ms says, and one that also deletes keeps that within
	 * retention.ms, so that its keys, not time alone, bound what it holds.
	 */
	@ParameterizedTest(name = "cleanup.policy {0}, retention.ms {1}")
	@CsvSource(nullValues = "-", textBlock = """
			delete,			86400000,	86400000
			'compact,delete',	86400000,	-
			compact,		604800000,	-
			delete,			-1,			-
			delete,			0,			-
			""")
	void aRetentionTimeBoundsATopicOnlyWhereKafkaDeletesByAge(String policy, String retention, Long expected) {
		TopicInfo topic = new TopicInfo("t", 1, 1, Map.of("cleanup.policy", policy, "retention.ms", retention), 0, 0);
		assertThat(topic.retentionMs().orElse(null)).isEqualTo(expected);
	}

	/**
	 * Kafka deletes a partition's oldest segments beyond retention.bytes only under a
	 * cleanup.policy with delete, and never with retention.bytes -1, its default.
	 */
	@ParameterizedTest(name = "cleanup.policy {0}, retention.bytes {1}")
	@CsvSource(nullValues = "-", textBlock = """
			delete,			1073741824,	1073741824
			'compact,delete',	1073741824,	1073741824
			compact,		1073741824,	-
			delete,			-1,			-
			delete,			-,			-
			delete,			lots,		-
			""")
	void retentionBytesBoundsAPartitionOnlyWhereKafkaDeletesBySize(String policy, String retention, Long expected) {
		Map<String, String> configs = new HashMap<>();
		configs.put("cleanup.policy", policy);
		if (retention != null) {
			configs.put("retention.bytes", retention);
		}
		assertThat(new TopicInfo("t", 1, 1, configs, 0, 0).retentionBytes()).isEqualTo(expected);
	}

}
