package io.kcadvisor.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Batches that linger.ms closed at 8 records, whatever the batch size: the larger batch
 * sizes make the very same batches, and only timing noise tells their speeds apart, here
 * faster at each larger batch size.
 */
class EqualBatchesTests {

	private static final Workload WORKLOAD = Workload.builder()
		.messagesPerSecond(2000.0)
		.partitions(6)
		.keyed(true)
		.build();

	private static final List<Result> LINGER_LIMITED = Stream.of(16384, 65536, 262144)
		.flatMap((batchSize) -> Stream.of(
				TestResults.lingerLimited(Codec.NONE, null, batchSize, 8, 10_070_000, 5000 + batchSize / 16384.0),
				TestResults.lingerLimited(Codec.GZIP, 6, batchSize, 8, 3_900_000, 45 + batchSize / 65536.0),
				TestResults.lingerLimited(Codec.LZ4, 9, batchSize, 8, 5_200_000, 700 + batchSize / 65536.0),
				TestResults.lingerLimited(Codec.ZSTD, 3, batchSize, 8, 4_000_000, 300 + batchSize / 65536.0)))
		.toList();

	private final Advisor advisor = new Advisor(CostSettings.defaults());

	@ParameterizedTest(name = "{0} on Kafka {1}")
	@MethodSource("objectivesAndVersions")
	void resultsThatMadeTheSameBatchesAreRecommendedAtTheSmallestBatchSizeWhateverTheirSpeeds(Objective objective,
			KafkaVersion version) {
		List<Result> recommended = recommend(objective, version);
		assertThat(recommended).isNotEmpty().allSatisfy((result) -> assertThat(result.batchSize()).isEqualTo(16384));
		assertThat(recommended)
			.allSatisfy((result) -> assertThat(recommended).filteredOn((other) -> sameBatches(other, result))
				.containsExactly(result));
	}

	@Test
	void keepsTheResultsAtTheSmallestBatchSizeOfEqualOnesAndEveryOtherResult() {
		List<Result> kept = EqualBatches.atSmallestBatchSize(LINGER_LIMITED);
		assertThat(kept).hasSize(4).allSatisfy((result) -> assertThat(result.batchSize()).isEqualTo(16384));
		List<Result> distinct = TestResults.sweep();
		assertThat(EqualBatches.atSmallestBatchSize(distinct)).isEqualTo(distinct);
	}

	@Test
	void batchesLingerClosedAreEqualAtEveryBatchSizeButTheSampleIsNotToBlame() {
		assertThat(this.advisor
			.advise(LINGER_LIMITED, new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST, WORKLOAD))
			.notes()).isEmpty();
	}

	static Stream<Arguments> objectivesAndVersions() {
		return Stream.of(Objective.values())
			.flatMap((objective) -> Stream.of("4.4", "3.7", "2.0")
				.map((version) -> Arguments.of(objective, KafkaVersion.parse(version))));
	}

	private List<Result> recommend(Objective objective, KafkaVersion version) {
		return this.advisor.advise(LINGER_LIMITED, new AdviceRequest(objective, version, WORKLOAD))
			.recommendations()
			.stream()
			.map(Recommendation::result)
			.toList();
	}

	private static boolean sameBatches(Result one, Result other) {
		return one.codec() == other.codec() && Objects.equals(one.level(), other.level())
				&& one.batches() == other.batches() && one.compressedBytes() == other.compressedBytes();
	}

}
