package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.advice.AdvisedTopic;
import io.kcadvisor.advice.Advice;
import io.kcadvisor.advice.Advisor;
import io.kcadvisor.advice.Objective;
import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.RecordSetBuilder;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.Sample;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AnalysisRequestTests {

	@ParameterizedTest(name = "keyed={0} for a {1} sample whose records carry keys: {2} -> {3}")
	@CsvSource(nullValues = "-", textBlock = """
			-,     kafka-segment, true,  true
			-,     kafka-segment, false, false
			-,     lines,         false, false
			false, kafka-segment, true,  false
			true,  lines,         false, true
			""")
	void messagesHaveKeysByDefaultWhenTheSamplesRecordsCarryThem(Boolean given, String format, boolean sampleKeys,
			boolean keyed) {
		AnalysisRequest request = request(Workload.builder()
			.messagesPerSecond(2000.0)
			.partitions(6)
			.lingerMs(5)
			.keyed(given)
			.producers(3)
			.build());
		AnalysisRequest applied = request.forSample(sample(SampleFormat.fromApiName(format), sampleKeys));
		assertThat(applied.workload().keyed()).isEqualTo(keyed);
		assertThat(applied.workload()).isEqualTo(Workload.builder()
			.messagesPerSecond(2000.0)
			.partitions(6)
			.lingerMs(5)
			.keyed(keyed)
			.producers(3)
			.build());
		assertThat(applied).usingRecursiveComparison().ignoringFields("workload").isEqualTo(request);
	}

	@Test
	void keepsTheCodecsInTheirDeclaredOrderWhateverSetTheyCameIn() {
		Set<Codec> unordered = new LinkedHashSet<>(List.of(Codec.ZSTD, Codec.NONE, Codec.LZ4, Codec.GZIP));
		AnalysisRequest request = new AnalysisRequest(SampleFormat.AUTO, Preset.QUICK, unordered, null, null,
				Objective.BALANCED, KafkaVersion.NEWEST, Workload.NONE);
		assertThat(request.codecs()).containsExactly(Codec.NONE, Codec.GZIP, Codec.LZ4, Codec.ZSTD);
	}

	@ParameterizedTest(name = "Kafka {0} without a linger.ms models the batches of Kafka {1}")
	@CsvSource({ "3.7, 4.4", "2.4, 4.0", "3.9, 4.2" })
	void withoutALingerMsEveryVersionModelsTheLingerTheAdviceSets(String older, String newer) {
		Workload workload = Workload.builder().messagesPerSecond(1_000_000.0).partitions(12).keyed(false).build();
		assertThat(request(workload, older).sweep()).isEqualTo(request(workload, newer).sweep());
	}

	@ParameterizedTest(name = "submitted for {0}, re-ranked for {1}")
	@CsvSource({ "4.2, 3.7", "3.7, 4.4", "4.4, 2.4" })
	void reRankingForAVersionThatBatchesAlikeGivesTheAdviceOfAFreshAnalysis(String submitted, String asked) {
		Workload workload = Workload.builder()
			.messagesPerSecond(50_000.0)
			.partitions(6)
			.keyed(false)
			.retentionHours(72)
			.consumerGroups(3)
			.build();
		List<Result> results = List.of(lingerLimited(Codec.NONE, 12_000_000, 5000),
				lingerLimited(Codec.LZ4, 4_000_000, 700), lingerLimited(Codec.ZSTD, 2_800_000, 300));
		Advisor advisor = new Advisor(CostSettings.defaults());
		for (Objective objective : Objective.values()) {
			Advice reRanked = advisor.advise(results,
					request(workload, submitted).advice(objective, KafkaVersion.parse(asked)));
			Advice fresh = advisor.advise(results, request(workload, asked).advice(objective, null));
			assertThat(reRanked).isEqualTo(fresh);
		}
	}

	@Test
	void theAdviceKnowsTheFixedNumberOfRecordsPerBatchOfTheResults() {
		AnalysisRequest fixed = new AnalysisRequest(SampleFormat.AUTO, Preset.QUICK, Set.of(Codec.ZSTD), null, 2000,
				Objective.BALANCED, KafkaVersion.NEWEST, Workload.NONE);
		assertThat(fixed.advice(Objective.SMALLEST, KafkaVersion.parse("3.7"))
			.forTopic(new AdvisedTopic("t", 2_000_000, null, null, null))
			.recordsPerBatch()).isEqualTo(2000);
		assertThat(request(Workload.NONE).advice(null, null).recordsPerBatch()).isNull();
	}

	private static AnalysisRequest request(Workload workload) {
		return request(workload, KafkaVersion.NEWEST.toString());
	}

	private static AnalysisRequest request(Workload workload, String version) {
		return new AnalysisRequest(SampleFormat.AUTO, Preset.QUICK, Set.of(Codec.ZSTD), List.of(16384), null,
				Objective.BALANCED, KafkaVersion.parse(version), workload);
	}

	/** 10,000 records of 1,000 bytes in 40 batches that linger.ms closed. */
	private static Result lingerLimited(Codec codec, long compressed, double compressMBps) {
		long uncompressed = 10_000_000 + 40 * 61;
		return new Result(CompressionConfig.of(codec, codec.defaultLevel()), 16384, 250, 40, uncompressed, compressed,
				(double) uncompressed / compressed, compressMBps, 1000, BatchLimit.LINGER, false);
	}

	/** Three records, the last with a key when asked: one keyed record is enough. */
	private static Sample sample(SampleFormat format, boolean lastKeyed) {
		RecordSetBuilder records = RecordSet.builder(64);
		for (int i = 0; i < 3; i++) {
			byte[] key = (lastKeyed && i == 2) ? bytes("key") : null;
			records.add(new KafkaRecord(key, bytes("value-" + i), List.of(), 0));
		}
		return new Sample(format, records.build(), 30);
	}

	private static byte[] bytes(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

	@ParameterizedTest(name = "given {0} and average {1}: {2} and average {3}")
	@CsvSource(nullValues = "-", textBlock = """
			-,   -,  100, 5
			50,  -,  50,  -
			50,  10, 50,  10
			""")
	void aTopicsRatesGoTogetherUnlessTheUserGivesEither(Double given, Double givenAverage, double rate,
			Double average) {
		Workload user = Workload.builder()
			.messagesPerSecond(given)
			.replicationFactor(2)
			.averageMessagesPerSecond(givenAverage)
			.build();
		Workload topic = Workload.builder()
			.messagesPerSecond(100.0)
			.partitions(6)
			.keyed(true)
			.replicationFactor(3)
			.retentionHours(24)
			.averageMessagesPerSecond(5.0)
			.build();
		AnalysisRequest request = new AnalysisRequest(SampleFormat.TOPIC, Preset.QUICK, Set.of(Codec.ZSTD), null, null,
				Objective.BALANCED, KafkaVersion.NEWEST, user);
		Workload completed = request.forTopic(topic).workload();
		assertThat(completed.messagesPerSecond()).isEqualTo(rate);
		assertThat(completed.averageMessagesPerSecond()).isEqualTo(average);
		assertThat(completed.partitions()).isEqualTo(6);
		assertThat(completed.replicationFactor()).isEqualTo(2);
	}

	/**
	 * The topic's partitions' shares hold for its own partitions: given partitions spread
	 * keyed messages evenly.
	 */
	@Test
	void theTopicsPartitionSharesHoldOnlyForItsOwnPartitions() {
		Workload topic = Workload.builder()
			.messagesPerSecond(100.0)
			.partitions(2)
			.keyed(true)
			.replicationFactor(3)
			.retentionHours(24)
			.averageMessagesPerSecond(5.0)
			.partitionShares(List.of(0.9, 0.1))
			.build();
		assertThat(request(Workload.NONE).forTopic(topic).workload().partitionShares()).containsExactly(0.9, 0.1);
		Workload given = Workload.builder().partitions(8).build();
		assertThat(request(given).forTopic(topic).workload().partitionShares()).isNull();
	}

	@Test
	void theBrokersLeadingTheTopicsPartitionsHoldUnlessBrokersAreGiven() {
		Workload topic = Workload.builder().messagesPerSecond(100.0).partitions(6).brokers(3).build();
		assertThat(request(Workload.NONE).forTopic(topic).workload().brokers()).isEqualTo(3);
		Workload given = Workload.builder().brokers(5).build();
		assertThat(request(given).forTopic(topic).workload().brokers()).isEqualTo(5);
	}

}
