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
import org.junit.jupiter.params.provider.MethodSource;

class RankingTests {

	private static final CostModel MODEL = new CostModel(CostSettings.defaults().coefficients());

	private final List<Result> sweep = TestResults.sweep();

	@ParameterizedTest(name = "{0} on Kafka {1}: {2}")
	@CsvSource(textBlock = """
			smallest, 4.2, zstd 22 at batch.size 65536
			smallest, 3.7, zstd 3 at batch.size 262144
			smallest, 2.0, gzip 6 at batch.size 65536
			fastest,  4.2, lz4 9 at batch.size 65536
			fastest,  3.7, lz4 9 at batch.size 65536
			fastest,  2.0, lz4 9 at batch.size 65536
			balanced, 4.2, zstd 3 at batch.size 262144
			balanced, 3.7, zstd 3 at batch.size 262144
			balanced, 2.0, lz4 9 at batch.size 65536
			""")
	void picksTheBestConfigurableResultForTheObjectiveAndVersion(String objective, String version, String best) {
		assertThat(top(objective, version)).extracting(Text::label).isEqualTo(best);
	}

	@Test
	void smallestIsTheSmallestConfigurableResultNotTheSmallerKip780One() {
		Result smallestOverall = this.sweep.stream().min(Ranking.SMALLEST_FIRST).orElseThrow();
		assertThat(smallestOverall.configurable()).isFalse();
		assertThat(recommend("smallest", "4.2")).extracting(Result::compressedBytes)
			.containsExactly(1_900_000L, 1_950_000L, 2_060_000L, 2_100_000L, 2_240_000L);
	}

	@Test
	void smallestBreaksTiesOnSizeWithTheFasterCompression() {
		List<Result> tied = List.of(result(Codec.GZIP, 9, 16384, 2_000_000, 20),
				result(Codec.ZSTD, 12, 16384, 2_000_000, 60));
		assertThat(rank(tied, request("smallest", "4.2")).get(0).codec()).isEqualTo(Codec.ZSTD);
	}

	@Test
	void fastestNeverRecommendsNoneThoughItIsCheapest() {
		// the least CPU of producers, brokers and consumers together: fewer, larger
		// batches cost less, and lz4 9 at 65536 spends less than zstd -5 at 16384,
		// though that compresses faster
		assertThat(recommend("fastest", "4.2")).extracting(Text::label)
			.containsExactly("lz4 9 at batch.size 65536", "zstd 1 at batch.size 65536", "zstd 3 at batch.size 262144",
					"lz4 9 at batch.size 16384", "zstd 3 at batch.size 65536");
		assertThat(rank(List.of(result(Codec.NONE, null, 16384, 10_000_000, 2500)), request("fastest", "4.2")))
			.isEmpty();
	}

	@Test
	void balancedTakesTheCheapestWithinTwoPercentOfTheSmallestThatCostsItsProducersAtMostACorePer100MBps() {
		// zstd 6 at 262144 is the smallest whose producers spend at most 10 ms per MB
		// more than uncompressed; zstd 3 at 262144 is 1.9% larger and costs less CPU
		assertThat(recommend("balanced", "4.2")).extracting(Text::label)
			.containsExactly("zstd 3 at batch.size 262144", "zstd 6 at batch.size 262144", "zstd 1 at batch.size 65536",
					"lz4 9 at batch.size 65536", "zstd 19 at batch.size 65536");
	}

	@ParameterizedTest(name = "balanced on Kafka {0}")
	@CsvSource({ "4.2", "3.8", "3.7", "2.1", "2.0", "0.10" })
	void balancedOnlyRecommendsResultsOnTheFrontierOfTheEligibleResults(String version) {
		List<Result> frontier = Candidates.of(this.sweep, request("balanced", version), MODEL).frontier();
		assertThat(recommend("balanced", version)).isNotEmpty().allMatch(frontier::contains);
	}

	@Test
	void balancedLeavesCompressionOffWhenNoCodecSavesTwoPercent() {
		List<Result> incompressible = List.of(result(Codec.NONE, null, 16384, 10_000_000, 2500),
				result(Codec.LZ4, 9, 16384, 9_950_000, 900), result(Codec.ZSTD, 3, 16384, 9_900_000, 300),
				result(Codec.ZSTD, 19, 16384, 9_700_000, 4));
		assertThat(rank(incompressible, AdviceRequest.defaults()).get(0).codec()).isEqualTo(Codec.NONE);
	}

	@Test
	void balancedTakesTheFastestCompressionWhenNoneReachesTheFloor() {
		List<Result> slowMachine = List.of(result(Codec.NONE, null, 16384, 10_000_000, 900),
				result(Codec.GZIP, 6, 16384, 2_600_000, 15), result(Codec.ZSTD, 3, 16384, 2_700_000, 80),
				result(Codec.ZSTD, 1, 16384, 2_800_000, 90));
		assertThat(rank(slowMachine, AdviceRequest.defaults())).extracting(Text::label)
			.startsWith("zstd 1 at batch.size 16384");
	}

	@ParameterizedTest(name = "{0} on Kafka {1}")
	@MethodSource("objectivesAndVersions")
	void neverRecommendsWhatTheVersionCannotConfigure(Objective objective, KafkaVersion version) {
		List<Result> ranked = rank(this.sweep, new AdviceRequest(objective, version, Workload.NONE));
		assertThat(ranked).isNotEmpty().hasSizeLessThanOrEqualTo(5);
		for (Result result : ranked) {
			assertThat(result.configurable()).isTrue();
			assertThat(result.options().isEmpty()).isTrue();
			if (!version.supportsZstd()) {
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
			.flatMap((objective) -> Stream.of("4.2", "3.8", "3.7", "2.1", "2.0", "0.10")
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
