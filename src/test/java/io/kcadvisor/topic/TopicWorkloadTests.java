package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.sample.Sample;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.Workload;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TopicWorkloadTests {

	/**
	 * A topic that no time bounds leaves the retention unset, so that a scan counts what
	 * it holds today, and says what the figures at retention assume instead of taking
	 * Kafka's default for the topic's own.
	 */
	@ParameterizedTest(name = "cleanup.policy {0}, retention.ms {1}")
	@CsvSource(nullValues = "-",
			textBlock = """
					delete,		86400000,	24,	-
					compact,	604800000,	-,	'No time alone bounds what the topic holds (cleanup.policy compact keeps the latest record of each key), so figures at retention assume 168 hours; give retentionHours to model another.'
					'compact,delete',	604800000,	-,	'No time alone bounds what the topic holds (cleanup.policy compact,delete keeps the latest record of each key, within retention.ms), so figures at retention assume 168 hours; give retentionHours to model another.'
					delete,		-1,			-,	'No time alone bounds what the topic holds (retention.ms -1), so figures at retention assume 168 hours; give retentionHours to model another.'
					""")
	void aTopicThatNoTimeBoundsHasNoRetentionAndSaysWhatIsAssumed(String policy, String retention, Integer hours,
			String note) {
		TopicInfo topic = new TopicInfo("t", 1, 1, Map.of("cleanup.policy", policy, "retention.ms", retention), 1000,
				100);
		Sample sample = new Sample(SampleFormat.TOPIC, RecordSet.builder(16).addValue(new byte[] { 1 }).build(), 1);
		TopicWorkload workload = TopicWorkload.of(topic, new TopicSample(sample, 1, null, false, 1), Workload.NONE);
		assertThat(workload.workload().retentionHours()).isEqualTo(hours);
		if (note != null) {
			assertThat(workload.notes("local", null)).contains(note);
		}
		else {
			assertThat(workload.notes("local", null)).noneMatch((text) -> text.startsWith("No time alone"));
		}
	}

}
