package io.kcadvisor.scan;

import io.kcadvisor.advice.Objective;
import io.kcadvisor.analysis.AnalysisRequest;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.Workload;
import java.util.EnumSet;

/**
 * What a scan was asked for, validated.
 *
 * @param topics the regular expression a topic's whole name must match, or {@code null}
 * for every topic but the internal ones
 * @param preset how much to sweep on each topic
 * @param sampleRecords the latest records read from each topic
 * @param objective what to rank each topic's configurations by
 * @param kafkaVersion the Kafka version the advice is for
 */
public record ScanRequest(String topics, Preset preset, int sampleRecords, Objective objective,
		KafkaVersion kafkaVersion) {

	/**
	 * Returns the request of each topic's analysis: every codec, the workload taken from
	 * the topic.
	 * @return the analysis request
	 */
	AnalysisRequest analysis() {
		return new AnalysisRequest(SampleFormat.TOPIC, this.preset, EnumSet.allOf(Codec.class), null, null,
				this.objective, this.kafkaVersion, Workload.NONE);
	}

}
