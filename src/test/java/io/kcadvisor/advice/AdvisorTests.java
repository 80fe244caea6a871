package io.kcadvisor.advice;

import static io.kcadvisor.advice.TestResults.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.storage.internals.log.LogConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class AdvisorTests {

	private static final Pattern LEVEL_PROPERTY = Pattern.compile("compression\\.(gzip\\.|lz4\\.|zstd\\.)?level");

	private static final Pattern LINGER_MS = Pattern.compile("linger\\.ms (\\d+)");

	private static final Workload WORKLOAD = Workload.builder()
		.messagesPerSecond(20_000.0)
		.partitions(12)
		.lingerMs(10)
		.replicationFactor(3)
		.retentionHours(72)
		.consumerGroups(2)
		.build();

	private final Advisor advisor = new Advisor(CostSettings.defaults());

	private final List<Result> sweep = TestResults.sweep();

	@ParameterizedTest(name = "{0} on Kafka {1}")
	@MethodSource("objectivesAndVersions")
	void theTopRecommendationsProducerPropertiesAreAcceptedByTheKafkaClient(Objective objective, String version) {
		Recommendation top = recommend(objective, version, Workload.NONE).get(0);
		Properties config = new Properties();
		config.putAll(top.producerProperties());
		config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		ProducerConfig parsed = new ProducerConfig(config);
		assertThat(ProducerConfig.configNames()).containsAll(top.producerProperties().keySet());
		assertThat(parsed.getString(ProducerConfig.COMPRESSION_TYPE_CONFIG))
			.isEqualTo(top.result().codec().kafkaName());
		assertThat(parsed.getInt(ProducerConfig.BATCH_SIZE_CONFIG)).isEqualTo(top.result().batchSize());
	}

	@ParameterizedTest(name = "{0} on Kafka {1}")
	@MethodSource("objectivesAndVersions")
	void theTopRecommendationsTopicPropertiesAreTopicConfigsInRange(Objective objective, String version) {
		Recommendation top = recommend(objective, version, Workload.NONE).get(0);
		Properties config = new Properties();
		config.putAll(top.topicProperties());
		assertThat(LogConfig.configNames()).containsAll(top.topicProperties().keySet());
		assertThatNoException().isThrownBy(() -> LogConfig.validate(config));
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource
	void withKafka37NoLevelPropertyAppearsAnywhere(Objective objective) {
		for (Recommendation recommendation : recommend(objective, "3.7", WORKLOAD)) {
			Result result = recommendation.result();
			if (result.codec().hasLevel()) {
				assertThat(result.level()).isEqualTo(result.codec().defaultLevel());
			}
			List<String> texts = new ArrayList<>();
			texts.add(recommendation.rationale());
			texts.add(recommendation.producerProperties().toString());
			texts.add(recommendation.topicProperties().toString());
			texts.addAll(recommendation.snippets().values());
			texts.addAll(recommendation.warnings());
			assertThat(texts).noneMatch((text) -> LEVEL_PROPERTY.matcher(text).find());
		}
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource
	void withKafka20NoZstdIsRecommended(Objective objective) {
		assertThat(recommend(objective, "2.0", Workload.NONE)).isNotEmpty()
			.allSatisfy(
					(recommendation) -> assertThat(recommendation.producerProperties()).doesNotContainValue("zstd"));
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource
	void zstdAdviceCarriesTheKafka21Warning(Objective objective) {
		for (Recommendation recommendation : recommend(objective, "4.2", Workload.NONE)) {
			boolean zstd = recommendation.result().codec() == Codec.ZSTD;
			assertThat(recommendation.warnings()
				.stream()
				.anyMatch((warning) -> warning.startsWith(
						"zstd needs Kafka 2.1 or newer on every producer, broker and consumer: consumers older than 2.1 "
								+ "cannot read the topic")))
				.isEqualTo(zstd);
		}
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource
	void withNoCodecThatCompressesMeasuredNothingIsRecommended(Objective objective) {
		List<Result> uncompressedOnly = this.sweep.stream().filter((result) -> result.codec() == Codec.NONE).toList();
		AdviceRequest request = new AdviceRequest(objective, KafkaVersion.NEWEST, WORKLOAD);
		assertThat(uncompressedOnly).isNotEmpty();
		assertThat(this.advisor.advise(uncompressedOnly, request).recommendations()).isEmpty();
		assertThat(this.advisor.advise(uncompressedOnly, request).anyCompresses()).isFalse();
	}

	@Test
	void everyRecommendationHasSnippetsForEveryToolAndRanksFromOne() {
		List<Recommendation> ranked = recommend(Objective.BALANCED, "4.2", Workload.NONE);
		assertThat(ranked).extracting(Recommendation::rank).containsExactly(1, 2, 3, 4, 5);
		assertThat(ranked).allSatisfy((recommendation) -> {
			assertThat(recommendation.snippets()).containsOnlyKeys(Recommendation.KAFKA_CONFIGS,
					Recommendation.LIBRDKAFKA, Recommendation.SPRING_BOOT, Recommendation.STRIMZI);
			assertThat(recommendation.snippets().values()).allSatisfy((snippet) -> assertThat(snippet).isNotBlank());
			assertThat(recommendation.rationale()).isNotBlank();
		});
	}

	@Test
	void recommendationsKeepTheirOrderAndCannotBeChanged() {
		Recommendation top = recommend(Objective.SMALLEST, "4.2", Workload.NONE).get(0);
		assertThat(top.producerProperties().keySet()).containsExactly("compression.type", "compression.zstd.level",
				"batch.size", "linger.ms");
		assertThatExceptionOfType(UnsupportedOperationException.class)
			.isThrownBy(() -> top.producerProperties().put("acks", "all"));
		assertThatExceptionOfType(UnsupportedOperationException.class).isThrownBy(() -> top.warnings().clear());
	}

	@Test
	void theSameResultsCanBeRankedAgainForAnotherObjectiveOrVersion() {
		List<Result> before = List.copyOf(this.sweep);
		List<Recommendation> balanced = recommend(Objective.BALANCED, "4.2", WORKLOAD);
		List<Recommendation> smallest37 = recommend(Objective.SMALLEST, "3.7", WORKLOAD);
		assertThat(this.sweep).isEqualTo(before);
		assertThat(recommend(Objective.BALANCED, "4.2", WORKLOAD)).isEqualTo(balanced);
		assertThat(smallest37.get(0).result())
			.isNotEqualTo(recommend(Objective.SMALLEST, "4.2", WORKLOAD).get(0).result());
	}

	@Test
	void withAMessageRateEveryRecommendationIsCostedAgainstNoneAtTheSameBatchSize() {
		List<Recommendation> ranked = recommend(Objective.BALANCED, "4.2", WORKLOAD);
		assertThat(ranked).allSatisfy((recommendation) -> {
			Result result = recommendation.result();
			Result none = this.sweep.stream()
				.filter((other) -> other.codec() == Codec.NONE && other.batchSize().equals(result.batchSize()))
				.findFirst()
				.orElse(null);
			assertThat(recommendation.workload()).isEqualTo(WorkloadCost.of(result, none,
					new AdviceRequest(Objective.BALANCED, KafkaVersion.parse("4.2"), WORKLOAD),
					new CostModel(CostSettings.defaults().coefficients())));
		});
		assertThat(recommend(Objective.BALANCED, "4.2", Workload.NONE))
			.allMatch((recommendation) -> recommendation.workload() == null);
	}

	@Test
	void theWebLayerCanCostAnyResult() {
		Result none = result(Codec.NONE, null, 65536, 9_990_000, 2600);
		Result lz4 = result(Codec.LZ4, 9, 65536, 3_500_000, 750);
		WorkloadCost cost = this.advisor.advise(this.sweep, new AdviceRequest(null, null, WORKLOAD)).cost(lz4);
		assertThat(cost.uncompressed().bytesPerMessage())
			.isEqualTo(none.compressedBytes() / (double) TestResults.RECORDS, within(1e-9));
		assertThat(cost.compressed().producerCores()).isPositive();
		assertThat(this.advisor.advise(this.sweep, new AdviceRequest(null, null, Workload.NONE)).cost(lz4)).isNull();
		assertThat(this.advisor.advise(this.sweep, new AdviceRequest(null, null, null)).cost(lz4)).isNull();
	}

	@Test
	void theFrontierIsOfTheResultsThatMayBeRecommendedAndTheOthersSayWhyNot() {
		Result none = TestResults.result(Codec.NONE, null, 16384, 10_000_000, 5000);
		Result zstd = TestResults.result(Codec.ZSTD, 3, 16384, 2_000_000, 300);
		Result fewBatches = TestResults.result(Codec.ZSTD, 3, 1 << 20, 1_500_000, 400);
		Advice advice = this.advisor.advise(List.of(none, zstd, fewBatches), AdviceRequest.defaults());
		assertThat(advice.results()).extracting(Result::paretoOptimal).containsExactly(true, true, false);
		assertThat(advice.results()).extracting(advice::whyNotRecommendable)
			.containsExactly(null, null, "fills fewer than two batches");
		assertThat(advice.recommendations().get(0).result()).isEqualTo(advice.results().get(1));
		assertThat(advice.recommendations().get(0).result().paretoOptimal()).isTrue();
	}

	@Test
	void theAdviceCostsEveryResultAsItsRecommendationsDoAndSaysWhetherAnyCompresses() {
		Advice advice = this.advisor.advise(this.sweep, new AdviceRequest(null, null, WORKLOAD));
		assertThat(this.sweep).allSatisfy((result) -> assertThat(advice.cost(result)).isNotNull());
		assertThat(advice.recommendations()).isNotEmpty()
			.allSatisfy((recommendation) -> assertThat(recommendation.workload())
				.isEqualTo(advice.cost(recommendation.result())));
		assertThat(advice.anyCompresses()).isTrue();
		List<Result> uncompressedOnly = this.sweep.stream().filter((result) -> result.codec() == Codec.NONE).toList();
		assertThat(this.advisor.advise(uncompressedOnly, AdviceRequest.defaults()).anyCompresses()).isFalse();
	}

	@ParameterizedTest(name = "{0} on Kafka {1}")
	@MethodSource("objectivesAndVersions")
	void everyLingerMsTheTextNamesIsTheOneTheSettingsSet(Objective objective, String version) {
		for (Workload workload : List.of(Workload.NONE, WORKLOAD,
				Workload.builder().messagesPerSecond(50_000.0).partitions(3).build(),
				Workload.builder().lingerMs(0).build())) {
			for (Recommendation recommendation : recommend(objective, version, workload)) {
				String linger = recommendation.producerProperties().get("linger.ms");
				assertThat(recommendation.snippets().get(Recommendation.LIBRDKAFKA)).contains("linger.ms=" + linger);
				assertThat(recommendation.snippets().get(Recommendation.SPRING_BOOT))
					.contains("\"[linger.ms]\": " + linger);
				List<String> texts = new ArrayList<>(recommendation.warnings());
				texts.add(recommendation.rationale());
				assertThat(texts).allSatisfy((text) -> assertThat(LINGER_MS.matcher(text).results())
					.allSatisfy((named) -> assertThat(named.group(1)).isEqualTo(linger)));
			}
		}
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource
	void whenTheVersionCanConfigureNoCodecMeasuredEveryObjectiveKeepsNoneAndTheNoteSaysWhy(Objective objective) {
		List<Result> noneAndZstd = this.sweep.stream()
			.filter((result) -> result.codec() == Codec.NONE || result.codec() == Codec.ZSTD)
			.toList();
		Advice advice = this.advisor.advise(noneAndZstd,
				new AdviceRequest(objective, KafkaVersion.parse("2.0"), Workload.NONE));
		assertThat(advice.recommendations()).singleElement()
			.satisfies((recommendation) -> assertThat(recommendation.result().codec()).isEqualTo(Codec.NONE));
		assertThat(advice.notes()).containsExactly("None of the codecs measured that compress can be configured on "
				+ "Kafka 2.0: zstd needs 2.1 or newer and a level other than the codec's default needs 3.8 or newer. "
				+ "Analyse again with the codecs Kafka 2.0 has (gzip, snappy and lz4) at their default levels.");
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource
	void dataThatDoesNotCompressIsSaidNotToAndKeepsNone(Objective objective) {
		Advice advice = this.advisor.advise(TestResults.incompressible(),
				new AdviceRequest(objective, KafkaVersion.NEWEST, Workload.NONE));
		assertThat(advice.recommendations()).extracting((recommendation) -> recommendation.result().codec())
			.containsExactly(Codec.NONE);
		assertThat(advice.notes()).containsExactly("The data does not compress: every codec measured stores as many "
				+ "bytes as sending the records uncompressed, or more (the best, zstd 3 at batch.size 16384 (16 KiB), stores "
				+ "100.1% of the raw bytes), so the advice is compression.type=none.");
	}

	@Test
	void recordsThatDoNotCompressOneABatchAreNotSaidToBeData() {
		List<Result> results = List.of(TestResults.fixed(Codec.NONE, null, 1, 10_000_000, 5000),
				TestResults.fixed(Codec.LZ4, 9, 1, 10_040_000, 1067),
				TestResults.fixed(Codec.ZSTD, 1, 1, 10_900_000, 300));
		Advice advice = this.advisor.advise(results,
				new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST, Workload.NONE));
		assertThat(advice.recommendations()).extracting((recommendation) -> recommendation.result().codec())
			.containsExactly(Codec.NONE);
		assertThat(advice.notes()).singleElement()
			.asString()
			.startsWith("The records do not compress one at a time, and every batch measured holds one: every codec "
					+ "measured stores as many bytes as sending the records uncompressed, or more (the best, lz4 9 ")
			.endsWith("so the advice is compression.type=none. Batches of several records may compress: analyse with "
					+ "a larger recordsPerBatch.");
	}

	/**
	 * A batch holds one record either because the message rate closes it before another
	 * arrives, which a larger batch.size does not change, or because each record fills
	 * batch.size: the note says which to change.
	 */
	@ParameterizedTest(name = "{0}")
	@CsvSource(delimiter = '|',
			textBlock = """
					LINGER | the message rate closed these (20 messages/s and linger.ms 5), not batch.size: give lingerMs and messagesPerSecond as your producers' and analyse again.
					SIZE   | analyse with a larger batch.size.
					""")
	void recordsThatDoNotCompressOneABatchAreToldWhatWouldBatchThem(BatchLimit limit, String advice) {
		List<Result> results = Stream
			.of(CompressionConfig.of(Codec.NONE, null), CompressionConfig.of(Codec.LZ4, 9),
					CompressionConfig.of(Codec.ZSTD, 3))
			.map((config) -> new Result(config, 16384, 1, TestResults.RECORDS, TestResults.RAW,
					TestResults.RAW + ((config.codec() == Codec.NONE) ? 0 : 40_000), 1, 300, 900, limit, false))
			.toList();
		Workload rate = Workload.builder().messagesPerSecond(20.0).partitions(1).keyed(true).build();
		assertThat(
				this.advisor.advise(results, new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST, rate)).notes())
			.anySatisfy((note) -> assertThat(note)
				.startsWith("The records do not compress one at a time, and every batch measured holds one: ")
				.endsWith(". Batches of several records may compress: " + advice));
	}

	@Test
	void aCodecThatStoresMoreThanNoneIsLeftOutAndTheNoteSaysSo() {
		List<Result> results = new ArrayList<>(this.sweep);
		results.add(result(Codec.SNAPPY, null, 65536, 11_580_000, 1900));
		Advice advice = this.advisor.advise(results,
				new AdviceRequest(Objective.FASTEST, KafkaVersion.NEWEST, Workload.NONE));
		assertThat(advice.recommendations()).noneMatch((recommendation) -> recommendation.result()
			.compressedBytes() >= recommendation.result().uncompressedBytes());
		assertThat(advice.notes()).containsExactly("snappy stores as many bytes as sending the records uncompressed, "
				+ "or more, at some batch sizes, and is not recommended where it does: it would cost CPU for nothing.");
	}

	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource({ "0.8.0", "0.8.1" })
	void versionsWithoutTheJavaProducerGetNothingAndAreToldWhy(String version) {
		Advice advice = this.advisor.advise(this.sweep,
				new AdviceRequest(Objective.BALANCED, KafkaVersion.parse(version), Workload.NONE));
		assertThat(advice.recommendations()).isEmpty();
		assertThat(advice.notes()).singleElement()
			.asString()
			.startsWith("Kafka " + version + " has no producer that takes compression.type, batch.size or linger.ms");
	}

	static Stream<Arguments> objectivesAndVersions() {
		return Stream.of(Objective.values())
			.flatMap((objective) -> Stream.of("4.2", "3.8", "3.7", "2.1", "2.0")
				.map((version) -> Arguments.of(objective, version)));
	}

	private List<Recommendation> recommend(Objective objective, String version, Workload workload) {
		return this.advisor.advise(this.sweep, new AdviceRequest(objective, KafkaVersion.parse(version), workload))
			.recommendations();
	}

}
