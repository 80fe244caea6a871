package io.kcadvisor.advice;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
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
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A sample of 400 records of 500 bytes, swept at four batch sizes: from 65536 on, most
 * codecs put the whole sample in one batch, so the larger batch sizes make the very same
 * batches, and only timing noise tells their speeds apart.
 */
class EqualBatchesTests {

	private static final int RECORDS = 400;

	private static final long RECORD_BYTES = 200_000;

	private static final List<Result> SMALL_SAMPLE = List.of(sample(Codec.NONE, null, 16384, 13, 200_793, 1700),
			sample(Codec.NONE, null, 65536, 4, 200_244, 1750), sample(Codec.NONE, null, 262144, 1, 200_061, 1800),
			sample(Codec.NONE, null, 1048576, 1, 200_061, 1900), sample(Codec.GZIP, 6, 16384, 3, 51_500, 45),
			sample(Codec.GZIP, 6, 65536, 1, 45_800, 46), sample(Codec.GZIP, 6, 262144, 1, 45_800, 47),
			sample(Codec.GZIP, 6, 1048576, 1, 45_800, 46.5), sample(Codec.GZIP, 4, 16384, 3, 52_000, 60),
			sample(Codec.GZIP, 4, 65536, 1, 46_000, 61), sample(Codec.GZIP, 4, 262144, 1, 46_000, 63),
			sample(Codec.GZIP, 4, 1048576, 1, 46_000, 62), sample(Codec.LZ4, 9, 16384, 5, 80_000, 700),
			sample(Codec.LZ4, 9, 65536, 2, 76_000, 720), sample(Codec.LZ4, 9, 262144, 1, 75_500, 740),
			sample(Codec.LZ4, 9, 1048576, 1, 75_500, 760), sample(Codec.ZSTD, 3, 16384, 4, 50_000, 300),
			sample(Codec.ZSTD, 3, 65536, 1, 44_000, 310), sample(Codec.ZSTD, 3, 262144, 1, 44_000, 320),
			sample(Codec.ZSTD, 3, 1048576, 1, 44_000, 305), sample(Codec.ZSTD, 22, 16384, 4, 47_000, 3),
			sample(Codec.ZSTD, 22, 65536, 1, 42_000, 3.1), sample(Codec.ZSTD, 22, 262144, 1, 42_000, 3.0),
			sample(Codec.ZSTD, 22, 1048576, 1, 42_000, 3.3));

	private final Advisor advisor = new Advisor(CostSettings.defaults());

	@ParameterizedTest(name = "{0} on Kafka {1}: {2}")
	@CsvSource(textBlock = """
			smallest, 4.2, zstd 22 at batch.size 65536
			smallest, 3.7, zstd 3 at batch.size 65536
			smallest, 2.0, gzip 6 at batch.size 65536
			fastest,  4.2, lz4 9 at batch.size 262144
			balanced, 4.2, zstd 3 at batch.size 65536
			""")
	void resultsThatMadeTheSameBatchesAreRecommendedAtTheSmallestBatchSizeWhateverTheirSpeeds(String objective,
			String version, String best) {
		assertThat(recommend(objective, version).get(0)).extracting(Text::label).isEqualTo(best);
	}

	@ParameterizedTest(name = "{0} on Kafka {1}")
	@MethodSource("objectivesAndVersions")
	void noRecommendationHasAnEqualResultAtASmallerBatchSizeNorRepeatsOne(String objective, String version) {
		List<Result> recommended = recommend(objective, version);
		assertThat(recommended).isNotEmpty()
			.noneMatch((result) -> SMALL_SAMPLE.stream()
				.anyMatch((other) -> sameBatches(other, result) && other.batchSize() < result.batchSize()));
		assertThat(recommended)
			.allSatisfy((result) -> assertThat(recommended).filteredOn((other) -> sameBatches(other, result))
				.containsExactly(result));
	}

	@Test
	void theNoteSaysWhichBatchSizesTheSampleWasTooSmallToTellApart() {
		assertThat(this.advisor.advise(SMALL_SAMPLE, AdviceRequest.defaults()).notes()).containsExactly(
				"The sample is too small to fill the larger batch sizes swept: at batch.size 1048576 every "
						+ "configuration, and at batch.size 262144 some configurations (gzip, zstd), made the very same "
						+ "batches as at a smaller batch.size, so those batch sizes could not be told apart on this "
						+ "sample, and the advice takes the smallest batch.size of equal results. Judging them needs a "
						+ "larger sample, one that fills several batches at those sizes: a batch holds about batch.size "
						+ "× ratio bytes of records, and this sample's records total about 200000 bytes.");
	}

	@Test
	void noNoteWhenEveryBatchSizeMadeItsOwnBatches() {
		assertThat(this.advisor.advise(TestResults.sweep(), AdviceRequest.defaults()).notes()).isEmpty();
	}

	@Test
	void batchesLingerClosedAreEqualAtEveryBatchSizeButTheSampleIsNotToBlame() {
		List<Result> lingerLimited = Stream.of(16384, 65536, 262144)
			.map((batchSize) -> TestResults.lingerLimited(Codec.ZSTD, 3, batchSize, 8, 4_000_000,
					300 + batchSize / 65536.0))
			.toList();
		AdviceRequest request = new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST,
				new Workload(2000.0, 6, null, true, null, null, null, null));
		assertThat(this.advisor.advise(lingerLimited, request).recommendations()).singleElement()
			.extracting((recommendation) -> recommendation.result().batchSize())
			.isEqualTo(16384);
		assertThat(this.advisor.advise(lingerLimited, request).notes()).isEmpty();
	}

	static Stream<Arguments> objectivesAndVersions() {
		return Stream.of("balanced", "smallest", "fastest")
			.flatMap((objective) -> Stream.of("4.2", "3.7", "2.0").map((version) -> Arguments.of(objective, version)));
	}

	private List<Result> recommend(String objective, String version) {
		return this.advisor
			.advise(SMALL_SAMPLE,
					new AdviceRequest(Objective.fromApiName(objective), KafkaVersion.parse(version), Workload.NONE))
			.recommendations()
			.stream()
			.map(Recommendation::result)
			.toList();
	}

	private static boolean sameBatches(Result one, Result other) {
		return one.codec() == other.codec() && Objects.equals(one.level(), other.level())
				&& one.batches() == other.batches() && one.compressedBytes() == other.compressedBytes();
	}

	private static Result sample(Codec codec, Integer level, int batchSize, int batches, long compressed,
			double compressMBps) {
		long uncompressed = RECORD_BYTES + 61L * batches;
		return new Result(CompressionConfig.of(codec, level), batchSize, (double) RECORDS / batches, batches,
				uncompressed, compressed, (double) uncompressed / compressed, compressMBps, 500, false, false);
	}

}
