package io.kcadvisor.advice;

import static io.kcadvisor.advice.TestResults.result;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class RankingTests {

	private static final CostModel MODEL = new CostModel(CostSettings.defaults().coefficients());

	private final List<Result> sweep = TestResults.sweep();

	@ParameterizedTest(name = "{0} on Kafka {1}: {2}")
	@CsvSource(textBlock = """
			smallest, 4.2, zstd 22 at batch.size 65536 (64 KiB)
			smallest, 3.7, zstd 3 at batch.size 262144 (256 KiB)
			smallest, 2.0, gzip 6 at batch.size 65536 (64 KiB)
			fastest,  4.2, lz4 9 at batch.size 65536 (64 KiB)
			fastest,  3.7, lz4 9 at batch.size 65536 (64 KiB)
			fastest,  2.0, lz4 9 at batch.size 65536 (64 KiB)
			balanced, 4.2, zstd 3 at batch.size 262144 (256 KiB)
			balanced, 3.7, zstd 3 at batch.size 262144 (256 KiB)
			balanced, 2.0, lz4 9 at batch.size 65536 (64 KiB)
			""")
	void picksTheBestConfigurableResultForTheObjectiveAndVersion(String objective, String version, String best) {
		assertThat(top(objective, version)).extracting(Text::label).isEqualTo(best);
	}

	@Test
	void smallestIsTheSmallestConfigurableResultNotTheSmallerKip780One() {
		Result smallestOverall = this.sweep.stream().min(Ranking.SMALLEST_FIRST).orElseThrow();
		assertThat(smallestOverall.configurable()).isFalse();
		assertThat(recommend("smallest", "4.2")).extracting(Result::compressedBytes)
			.containsExactly(1_900_000L, 1_950_000L, 2_060_000L, 2_100_000L, 2_250_000L);
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource
	void noRecommendationRepeatsACodecAndLevelAtAnotherBatchSize(Objective objective) {
		List<Result> ranked = rank(this.sweep, new AdviceRequest(objective, KafkaVersion.NEWEST, Workload.NONE));
		assertThat(ranked).hasSize(5).extracting(Text::codecAndLevel).doesNotHaveDuplicates();
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource
	void levelsThatStoreTheSameBytesAtTheSameBatchSizeAreListedOnceAtTheLeastCpuTime(Objective objective) {
		// zstd 22 stores what zstd 19 stores on batches too small for its larger window
		List<Result> results = List.of(result(Codec.NONE, null, 65536, 10_000_000, 5000),
				result(Codec.ZSTD, 19, 65536, 1_120_000, 2.4), result(Codec.ZSTD, 22, 65536, 1_120_000, 2.0),
				result(Codec.ZSTD, 22, 16384, 1_300_000, 2.1), result(Codec.ZSTD, 3, 65536, 1_900_000, 500));
		List<Result> ranked = rank(results, new AdviceRequest(objective, KafkaVersion.NEWEST, Workload.NONE));
		assertThat(ranked).extracting(Text::label)
			.contains("zstd 19 at batch.size 65536 (64 KiB)")
			.doesNotContain("zstd 22 at batch.size 65536 (64 KiB)");
	}

	/**
	 * Batches of one record each make the CPU per record, batch and byte most of every
	 * result's CPU; it is the same arithmetic for all of them, so it does not blur the
	 * codecs' CPU: gzip 6, about ten times lz4's codec CPU, does not tie with it.
	 */
	@ParameterizedTest(name = "{0}: {1}")
	@CsvSource(textBlock = """
			fastest,  lz4 9 at batch.size 16384 (16 KiB)
			balanced, zstd 1 at batch.size 16384 (16 KiB)
			""")
	void whereSmallBatchesMakeMostOfTheCpuTheCodecsCpuStillDecides(String objective, String best) {
		List<Result> oneRecordEach = List.of(TestResults.lingerLimited(Codec.NONE, null, 16384, 1, 10_610_000, 5000),
				TestResults.lingerLimited(Codec.GZIP, 6, 16384, 1, 9_000_000, 60),
				TestResults.lingerLimited(Codec.ZSTD, 1, 16384, 1, 9_300_000, 300),
				TestResults.lingerLimited(Codec.LZ4, 9, 16384, 1, 9_800_000, 800));
		assertThat(rank(oneRecordEach, request(objective, "4.2")).get(0)).extracting(Text::label).isEqualTo(best);
	}

	@Test
	void smallestBreaksTiesOnSizeWithTheFasterCompression() {
		List<Result> tied = List.of(result(Codec.GZIP, 9, 16384, 2_000_000, 20),
				result(Codec.ZSTD, 12, 16384, 2_000_000, 60));
		assertThat(rank(tied, request("smallest", "4.2")).get(0).codec()).isEqualTo(Codec.ZSTD);
	}

	@Test
	void fastestNeverRecommendsNoneThoughItIsCheapest() {
		// the least CPU of producers, brokers and consumers together, costs within 20%
		// of the least's codec CPU a tie the smaller wins: fewer, larger batches cost
		// less, and lz4 9 at 65536 spends less than zstd -5 at 16384, though that
		// compresses faster
		assertThat(recommend("fastest", "4.2")).extracting(Text::label)
			.containsExactly("lz4 9 at batch.size 65536 (64 KiB)", "zstd 3 at batch.size 262144 (256 KiB)",
					"zstd 1 at batch.size 65536 (64 KiB)", "snappy at batch.size 16384 (16 KiB)",
					"zstd -5 at batch.size 16384 (16 KiB)");
	}

	@Test
	void fastestTakesCostsWithinTwentyPercentOfTheLeastsCodecCpuForATieThatTheSmallerResultWins() {
		// snappy is measured 1% faster than lz4, which is smaller: a tie lz4 wins; zstd
		// 1, smaller still, decompresses 1.5 times slower than snappy, beyond the tie
		List<Result> close = List.of(result(Codec.NONE, null, 16384, 10_000_000, 5000),
				result(Codec.SNAPPY, null, 16384, 3_300_000, 1078), result(Codec.LZ4, 9, 16384, 3_100_000, 1067),
				result(Codec.ZSTD, 1, 16384, 2_400_000, 900));
		assertThat(rank(close, request("fastest", "4.2"))).extracting(Text::codecAndLevel)
			.containsExactly("lz4 9", "snappy", "zstd 1");
	}

	@Test
	void fastestBreaksATieOnSizeWithTheFasterDecompression() {
		List<Result> tied = List.of(result(Codec.SNAPPY, null, 16384, 3_000_000, 1000),
				result(Codec.LZ4, 9, 16384, 3_000_000, 950));
		assertThat(rank(tied, request("fastest", "4.2"))).extracting(Text::codecAndLevel)
			.containsExactly("lz4 9", "snappy");
	}

	@ParameterizedTest(name = "{0}, {1} consumer groups: {2}")
	@CsvSource({ "smallest, 0, gzip 9", "smallest, 20, zstd 12", "fastest, 0, gzip 9", "fastest, 20, zstd 12" })
	void tiesGoToTheLeastCpuTimeWithEveryConsumerGroupsDecompression(String objective, int consumerGroups,
			String best) {
		// the same bytes at speeds too close to tell apart: gzip compresses faster, zstd
		// decompresses faster, which the leader and every consumer group pay
		List<Result> tied = List.of(decompressing(result(Codec.GZIP, 9, 16384, 2_000_000, 119), 300),
				decompressing(result(Codec.ZSTD, 12, 16384, 2_000_000, 100), 400));
		AdviceRequest request = new AdviceRequest(Objective.fromApiName(objective), KafkaVersion.NEWEST,
				Workload.builder().consumerGroups(consumerGroups).build());
		assertThat(rank(tied, request).get(0)).extracting(Text::codecAndLevel).isEqualTo(best);
	}

	private static Result decompressing(Result result, double decompressMBps) {
		return new Result(result.compression(), result.batchSize(), result.recordsPerBatch(), result.batches(),
				result.uncompressedBytes(), result.compressedBytes(), result.ratio(), result.compressMBps(),
				decompressMBps, result.batchLimit(), result.paretoOptimal());
	}

	@Test
	void balancedTakesTheCheapestWithinTwoPercentOfTheSmallestThatCostsItsProducersAtMostACorePer100MBps() {
		// zstd 6 at 262144 is the smallest whose producers spend at most 10 ms per MB
		// more than uncompressed; zstd 3 at 262144 is 1.9% larger and costs less CPU
		assertThat(recommend("balanced", "4.2")).extracting(Text::label)
			.containsExactly("zstd 3 at batch.size 262144 (256 KiB)", "zstd 6 at batch.size 262144 (256 KiB)",
					"zstd 1 at batch.size 65536 (64 KiB)", "lz4 9 at batch.size 65536 (64 KiB)",
					"zstd 19 at batch.size 65536 (64 KiB)");
	}

	@ParameterizedTest(name = "balanced on Kafka {0}")
	@CsvSource({ "4.2", "3.8", "3.7", "2.1", "2.0", "0.10.2" })
	void balancedOnlyRecommendsResultsOnTheFrontierOfTheEligibleResults(String version) {
		List<Result> frontier = Candidates.of(this.sweep, request("balanced", version), MODEL).frontier();
		assertThat(recommend("balanced", version)).isNotEmpty().allMatch(frontier::contains);
	}

	@Test
	void balancedDoesNotTurnOnAFewHundredthsOfAMegabyteASecond() {
		assertThat(rank(kafka20(99.97), request("balanced", "2.0"))).extracting(Text::label)
			.isEqualTo(rank(kafka20(100.03), request("balanced", "2.0")).stream().map(Text::label).toList());
	}

	private static List<Result> kafka20(double gzipMBps) {
		return List.of(result(Codec.NONE, null, 16384, 10_000_000, 5000),
				result(Codec.GZIP, 6, 16384, 1_700_000, gzipMBps), result(Codec.SNAPPY, null, 16384, 3_200_000, 1000),
				result(Codec.LZ4, 9, 16384, 3_000_000, 1070));
	}

	@ParameterizedTest(name = "{0} consumer groups: {1}")
	@CsvSource({ "0, gzip 6", "20, zstd 3" })
	void balancedWeighsWhatEveryConsumerGroupSpendsDecompressing(int consumerGroups, String best) {
		// zstd 3 stores 1.5% more than gzip 6 and decompresses faster: without consumers
		// their CPU ties and the smaller wins, with 20 groups zstd 3 saves far more
		List<Result> results = List.of(result(Codec.NONE, null, 16384, 10_000_000, 5000),
				result(Codec.GZIP, 6, 16384, 2_600_000, 100), result(Codec.ZSTD, 3, 16384, 2_640_000, 100));
		AdviceRequest request = new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST,
				Workload.builder().consumerGroups(consumerGroups).build());
		assertThat(rank(results, request).get(0)).extracting(Text::codecAndLevel).isEqualTo(best);
	}

	@Test
	void balancedLeavesCompressionOffWhenNoCodecSavesEnoughForItsCpuTime() {
		List<Result> incompressible = List.of(result(Codec.NONE, null, 16384, 10_000_000, 2500),
				result(Codec.LZ4, 9, 16384, 9_950_000, 900), result(Codec.ZSTD, 3, 16384, 9_900_000, 300),
				result(Codec.ZSTD, 19, 16384, 9_700_000, 4));
		assertThat(rank(incompressible, AdviceRequest.defaults()).get(0).codec()).isEqualTo(Codec.NONE);
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource
	void neverRecommendsACodecThatStoresAsMuchAsNoneOrMore(Objective objective) {
		assertThat(rank(TestResults.incompressible(), new AdviceRequest(objective, KafkaVersion.NEWEST, Workload.NONE)))
			.extracting(Text::codecAndLevel)
			.containsExactly("none");
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource
	void neverRecommendsAResultThatRestsOnFewerThanTwoFullBatches(Objective objective) {
		List<Result> results = new ArrayList<>(this.sweep);
		results.add(result(Codec.ZSTD, 3, 1048576, 1_500_000, 2000));
		results.add(result(Codec.LZ4, 9, 1048576, 2_500_000, 5000));
		assertThat(results).filteredOn((result) -> result.batchSize() == 1048576)
			.extracting(Result::batches)
			.containsOnly(1, 2);
		AdviceRequest request = new AdviceRequest(objective, KafkaVersion.NEWEST, Workload.NONE);
		assertThat(rank(results, request)).isEqualTo(rank(this.sweep, request));
	}

	@ParameterizedTest(name = "{0} on Kafka {1}")
	@MethodSource("objectivesAndVersions")
	void neverRecommendsWhatTheVersionCannotConfigure(Objective objective, KafkaVersion version) {
		List<Result> ranked = rank(this.sweep, new AdviceRequest(objective, version, Workload.NONE));
		assertThat(ranked).isNotEmpty().hasSizeLessThanOrEqualTo(5);
		for (Result result : ranked) {
			assertThat(result.configurable()).isTrue();
			assertThat(result.options().isEmpty()).isTrue();
			if (!version.isAtLeast(Codec.ZSTD.sinceKafka())) {
				assertThat(result.codec()).isNotEqualTo(Codec.ZSTD);
			}
			if (!version.supportsLevels() && result.codec().hasLevel()) {
				assertThat(result.level()).isEqualTo(result.codec().defaultLevel());
			}
		}
	}

	@Test
	void rankingDependsOnTheResultsNotTheirOrder() {
		List<Result> shuffled = new ArrayList<>(this.sweep);
		Collections.shuffle(shuffled, new Random(42));
		for (Objective objective : Objective.values()) {
			AdviceRequest request = new AdviceRequest(objective, KafkaVersion.NEWEST, Workload.NONE);
			assertThat(rank(shuffled, request)).isEqualTo(rank(this.sweep, request));
		}
	}

	@Test
	void noResultsGiveNoRecommendations() {
		assertThat(rank(List.of(), AdviceRequest.defaults())).isEmpty();
	}

	static Stream<Arguments> objectivesAndVersions() {
		return Stream.of(Objective.values())
			.flatMap((objective) -> Stream.of("4.2", "3.8", "3.7", "2.1", "2.0", "0.10.2")
				.map((version) -> Arguments.of(objective, KafkaVersion.parse(version))));
	}

	private Result top(String objective, String version) {
		return recommend(objective, version).get(0);
	}

	private List<Result> recommend(String objective, String version) {
		return rank(this.sweep, request(objective, version));
	}

	private static List<Result> rank(List<Result> results, AdviceRequest request) {
		return Ranking.rank(Candidates.of(results, request, MODEL), request.objective(), 5);
	}

	static AdviceRequest request(String objective, String version) {
		return new AdviceRequest(Objective.fromApiName(objective), KafkaVersion.parse(version), Workload.NONE);
	}

}
