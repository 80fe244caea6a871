package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.advice.Text;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.RecordSetBuilder;
import io.kcadvisor.sample.Sample;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.Workload;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
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
		TopicWorkload workload = TopicWorkload.of(topic, 1, new TopicSample(sample, 1, null, false, 1, null),
				new AverageRate(0, AverageRate.WINDOW, Map.of()), Workload.NONE);
		assertThat(workload.workload().retentionHours()).isEqualTo(hours);
		if (note != null) {
			assertThat(workload.notes("local", null)).contains(note);
		}
		else {
			assertThat(workload.notes("local", null)).noneMatch((text) -> text.startsWith("No time alone"));
		}
	}

	/**
	 * Of 200 offsets read, 100 held records, the others transaction markers: the average
	 * counts messages at that share of the offsets gained; on a compacted topic the
	 * offsets the cleaner emptied were messages once, so all count.
	 */
	@ParameterizedTest(name = "cleanup.policy {0}: {1} messages a second")
	@CsvSource(textBlock = """
			delete,		5
			compact,	10
			""")
	void theAverageCountsMessagesNotTheOffsetsOfTransactionMarkers(String policy, double average) {
		TopicInfo topic = new TopicInfo("t", 1, 1, Map.of("cleanup.policy", policy, "retention.ms", "604800000"), 1000,
				200);
		Sample sample = new Sample(SampleFormat.TOPIC, records(100), 1);
		TopicWorkload workload = TopicWorkload.of(topic, 1, new TopicSample(sample, 1, 40.0, false, 200, null),
				new AverageRate(10, AverageRate.WINDOW, Map.of()), Workload.NONE);
		assertThat(workload.workload().messagesPerSecond()).isEqualTo(40.0);
		assertThat(workload.workload().averageMessagesPerSecond()).isEqualTo(average);
		assertThat(workload.notes("local", null))
			.anyMatch((note) -> note.startsWith("About 40 messages per second " + "while they flow"))
			.anyMatch((note) -> note.startsWith("About " + Text.number(average) + " messages per second on average ("
					+ String.format(Locale.ROOT, "%,.0f", average * 86_400) + " a day) over the last 7 days"));
	}

	@Test
	void withoutAnAverageBytesPerDayAreFiguredAtTheRateWhileMessagesFlowAndTheNoteSaysSo() {
		TopicWorkload workload = TopicWorkload.of(deleting(), 1,
				new TopicSample(sample(100), 1, 40.0, false, 100, null), null, Workload.NONE);
		assertThat(workload.workload().messagesPerSecond()).isEqualTo(40.0);
		assertThat(workload.workload().averageMessagesPerSecond()).isNull();
		assertThat(workload.workload().dailyMessagesPerSecond()).isEqualTo(40.0);
		assertThat(workload.notes("local", null)).anyMatch((note) -> note.startsWith("The topic's average rate is not "
				+ "known (its records' timestamps run ahead of this service's clock"));
	}

	@Test
	void recordsThatSpanNoTimeAreBatchedAtTheAverageRateAndTheNoteSaysSo() {
		TopicWorkload workload = TopicWorkload.of(deleting(), 1,
				new TopicSample(sample(100), 1, null, false, 100, null),
				new AverageRate(3, AverageRate.WINDOW, Map.of()), Workload.NONE);
		assertThat(workload.workload().messagesPerSecond()).isEqualTo(3.0);
		assertThat(workload.workload().averageMessagesPerSecond()).isEqualTo(3.0);
		assertThat(workload.notes("local", null))
			.anyMatch((note) -> note.startsWith("The sampled records span no time, so batching and CPU cores are "
					+ "modelled at the average rate below too"))
			.anyMatch((note) -> note.startsWith("About 3.0 messages per second on average (259,200 a day)"));
	}

	@Test
	void aTopicThatGainedNothingInTheWeekIsFiguredAtNoneAndTheNoteSaysWhyThatMayBe() {
		TopicWorkload workload = TopicWorkload.of(deleting(), 1,
				new TopicSample(sample(100), 1, 40.0, false, 100, null),
				new AverageRate(0, AverageRate.WINDOW, Map.of()), Workload.NONE);
		assertThat(workload.workload().averageMessagesPerSecond()).isZero();
		assertThat(workload.notes("local", null)).anyMatch((note) -> note.equals("No offsets gained over the last 7 "
				+ "days, as the records' timestamps date them: the topic took no messages in that time, or its "
				+ "producers set times long past. Bytes per day are figured at none; give averageMessagesPerSecond "
				+ "to figure them at another."));
	}

	@Test
	void countsOfPartitionsReadWithTheirThousandsApart() {
		TopicInfo topic = new TopicInfo("t", 3000, 1, Map.of("cleanup.policy", "delete", "retention.ms", "604800000"),
				1000, 200);
		Sample sample = new Sample(SampleFormat.TOPIC, records(100), 1);
		TopicWorkload workload = TopicWorkload.of(topic, 1, new TopicSample(sample, 2500, 40.0, false, 100, null),
				new AverageRate(10, AverageRate.WINDOW, Map.of()), Workload.NONE);
		assertThat(workload.notes("local", null))
			.contains("Sampled the latest 100 records of topic 't' on cluster 'local', spread over 2,500 of its 3,000 "
					+ "partitions.")
			.anyMatch((note) -> note.startsWith("Workload taken from the topic: 3,000 partitions, "));
	}

	private static TopicInfo deleting() {
		return new TopicInfo("t", 1, 1, Map.of("cleanup.policy", "delete", "retention.ms", "604800000"), 1000, 100);
	}

	private static Sample sample(int records) {
		return new Sample(SampleFormat.TOPIC, records(records), 1);
	}

	@Test
	void aTopicQuietForAWeekWhoseRecordsSpanNoTimeHasNoRate() {
		TopicInfo topic = new TopicInfo("t", 1, 1, Map.of("cleanup.policy", "delete", "retention.ms", "-1"), 1000, 1);
		Sample sample = new Sample(SampleFormat.TOPIC, records(1), 1);
		TopicWorkload workload = TopicWorkload.of(topic, 1, new TopicSample(sample, 1, null, false, 1, null),
				new AverageRate(0, AverageRate.WINDOW, Map.of()), Workload.NONE);
		assertThat(workload.workload().messagesPerSecond()).isNull();
		assertThat(workload.workload().averageMessagesPerSecond()).isNull();
		assertThat(workload.notes("local", null)).noneMatch((note) -> note.contains("messages per second"));
	}

	/**
	 * Keyed messages, nine in ten on partition 2: the workload holds each partition's
	 * share, the notes say how uneven they are and what was modelled; without keys, or on
	 * partitions that gained alike, the workload holds none.
	 */
	@ParameterizedTest(name = "keyed {0}, rates {1}")
	@CsvSource(textBlock = """
			true,	'5,5,90,0',	true
			false,	'5,5,90,0',	false
			true,	'7,7,7,7',	false
			""")
	void keyedMessagesOnUnevenPartitionsAreModelledAtEachPartitionsShare(boolean keyed, String rates, boolean shares) {
		TopicInfo topic = new TopicInfo("t", 4, 1, Map.of("cleanup.policy", "delete", "retention.ms", "604800000"),
				1000, 400);
		Map<Integer, Double> partitionRates = new LinkedHashMap<>();
		String[] perSecond = rates.split(",");
		for (int partition = 0; partition < perSecond.length; partition++) {
			partitionRates.put(partition, Double.parseDouble(perSecond[partition]));
		}
		Sample sample = new Sample(SampleFormat.TOPIC, records(100), 1);
		TopicWorkload workload = TopicWorkload.of(topic, 1, new TopicSample(sample, 4, 100.0, keyed, 100, null),
				new AverageRate(100, AverageRate.WINDOW, partitionRates), Workload.NONE);
		if (shares) {
			assertThat(workload.workload().partitionShares()).containsExactly(0.05, 0.05, 0.9, 0.0);
			assertThat(workload.notes("local", null)).anyMatch((note) -> note.startsWith(
					"Its partitions get unequal shares of the messages: partition 2 gained 90.0% of the offsets over "
							+ "the last 7 days, so the sample was read from each partition in proportion to its share. A "
							+ "producer fills each partition's batches at that partition's own rate")
					&& note.contains("as over 1.2 even partitions, 1 / Σ share², rather than 4"));
		}
		else {
			assertThat(workload.workload().partitionShares()).isNull();
			assertThat(workload.notes("local", null)).noneMatch((note) -> note.contains("own rate"));
		}
	}

	@Test
	void theBrokersLeadingTheTopicsPartitionsModelItsSendsUnlessGiven() {
		Sample sample = new Sample(SampleFormat.TOPIC, records(100), 1);
		TopicSample read = new TopicSample(sample, 4, 100.0, true, 100, null);
		TopicWorkload taken = TopicWorkload.of(deleting(), 3, read, null, Workload.NONE);
		assertThat(taken.workload().brokers()).isEqualTo(3);
		assertThat(taken.notes("local", null)).anyMatch(
				(note) -> note.startsWith("Workload taken from the topic: ") && note.contains("3 leading brokers"));
		Workload given = Workload.builder().brokers(5).build();
		assertThat(TopicWorkload.of(deleting(), 3, read, null, given).notes("local", null))
			.noneMatch((note) -> note.contains("leading broker"));
		TopicWorkload leaderless = TopicWorkload.of(deleting(), 0, read, null, Workload.NONE);
		assertThat(leaderless.workload().brokers()).isNull();
		assertThat(leaderless.notes("local", null)).noneMatch((note) -> note.contains("leading broker"));
	}

	private static RecordSet records(int count) {
		RecordSetBuilder builder = RecordSet.builder(16 * count);
		for (int i = 0; i < count; i++) {
			builder.addValue(new byte[] { (byte) i });
		}
		return builder.build();
	}

}
