package io.kcadvisor.advice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A sample of 400 records of 500 bytes, swept at four batch sizes: from 65536 on, most
 * codecs put the whole sample in one or two batches, partly filled, which do not show
 * what those batch sizes give.
 */
class FullBatchesTests {

	private static final int RECORDS = 400;

	private static final long RECORD_BYTES = 200_000;

	private static final List<Result> SMALL_SAMPLE = List.of(sample(Codec.NONE, null, 16384, 13, 200_793, 1700),
			sample(Codec.NONE, null, 65536, 4, 200_244, 1750), sample(Codec.NONE, null, 262144, 1, 200_061, 1800),
			sample(Codec.NONE, null, 1048576, 1, 200_061, 1900), sample(Codec.GZIP, 6, 16384, 3, 51_500, 45),
			sample(Codec.GZIP, 6, 65536, 1, 45_800, 46), sample(Codec.GZIP, 6, 262144, 1, 45_800, 47),
			sample(Codec.GZIP, 6, 1048576, 1, 45_800, 46.5), sample(Codec.LZ4, 9, 16384, 5, 80_000, 700),
			sample(Codec.LZ4, 9, 65536, 2, 76_000, 720), sample(Codec.LZ4, 9, 262144, 1, 75_500, 740),
			sample(Codec.LZ4, 9, 1048576, 1, 75_500, 760), sample(Codec.ZSTD, 3, 16384, 4, 50_000, 300),
			sample(Codec.ZSTD, 3, 65536, 1, 44_000, 310), sample(Codec.ZSTD, 3, 262144, 1, 44_000, 320),
			sample(Codec.ZSTD, 3, 1048576, 1, 44_000, 305), sample(Codec.ZSTD, 22, 16384, 4, 47_000, 3),
			sample(Codec.ZSTD, 22, 65536, 1, 42_000, 3.1), sample(Codec.ZSTD, 22, 262144, 1, 42_000, 3.0),
			sample(Codec.ZSTD, 22, 1048576, 1, 42_000, 3.3));

	private final Advisor advisor = new Advisor(CostSettings.defaults());

	@ParameterizedTest(name = "{0} on Kafka {1}: {2}")
	@CsvSource(textBlock = """
			smallest, 4.4, zstd 22 at batch.size 16384 (16 KiB)
			smallest, 3.7, zstd 3 at batch.size 16384 (16 KiB)
			smallest, 2.0, gzip 6 at batch.size 16384 (16 KiB)
			fastest,  4.4, zstd 3 at batch.size 16384 (16 KiB)
			balanced, 4.4, zstd 3 at batch.size 16384 (16 KiB)
			""")
	void resultsAreRecommendedOnlyWhereTheSampleMadeTwoFullBatches(String objective, String version, String best) {
		assertThat(recommend(objective, version).get(0)).extracting(Text::label).isEqualTo(best);
	}

	@ParameterizedTest(name = "{0} on Kafka {1}")
	@MethodSource("objectivesAndVersions")
	void noRecommendationRestsOnFewerThanThreeBatches(String objective, String version) {
		assertThat(recommend(objective, version)).isNotEmpty()
			.allSatisfy((result) -> assertThat(result.batches()).isGreaterThanOrEqualTo(3));
	}

	@Test
	void theNoteSaysWhichBatchSizesTheSampleCouldNotFillAndHowLargeASampleWouldDecide() {
		assertThat(this.advisor.advise(SMALL_SAMPLE, AdviceRequest.defaults()).notes()).containsExactly(
				"The sample made fewer than two full batches at batch.size 262144 (256 KiB) and 1048576 (1 MiB) "
						+ "with every codec, and at batch.size 65536 (64 KiB) with some (gzip, lz4, zstd), so results "
						+ "there are not recommended: the end of the sample cuts its last batch short, and one partly "
						+ "filled batch does not show what a batch size gives. The sample's records total 195 KiB; "
						+ "deciding needs a sample of more than about 581 KiB of such records at batch.size 65536 "
						+ "(64 KiB), 2.27 MiB at 262144 (256 KiB) and 9.08 MiB at 1048576 (1 MiB): "
						+ "two full batches of zstd 22, which packs the most records into a batch.");
	}

	@Test
	void noNoteWhenEveryResultRestsOnTwoFullBatches() {
		assertThat(this.advisor.advise(TestResults.sweep(), AdviceRequest.defaults()).notes()).isEmpty();
	}

	@Test
	void aFullBatchHoldsWhatTheProducerEstimatesAtTheResultsRatio() {
		Result zstd = sample(Codec.ZSTD, 22, 65536, 1, 42_000, 3.1);
		double ratio = (42_000 - 61) / (double) RECORD_BYTES;
		assertThat(JavaBatch.recordBytes(zstd, AdviceRequest.defaults())).isCloseTo((65536 - 61) / (1.05 * ratio),
				within(1e-6));
		assertThat(JavaBatch.recordBytes(sample(Codec.NONE, null, 262144, 1, 200_061, 1800), AdviceRequest.defaults()))
			.isEqualTo(262144 - 61);
	}

	static Stream<Arguments> objectivesAndVersions() {
		return Stream.of("balanced", "smallest", "fastest")
			.flatMap((objective) -> Stream.of("4.4", "3.7", "2.0").map((version) -> Arguments.of(objective, version)));
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

	private static Result sample(Codec codec, Integer level, int batchSize, int batches, long compressed,
			double compressMBps) {
		long uncompressed = RECORD_BYTES + 61L * batches;
		return new Result(CompressionConfig.of(codec, level), batchSize, (double) RECORDS / batches, batches,
				uncompressed, compressed, (double) uncompressed / compressed, compressMBps, 500, BatchLimit.SIZE,
				false);
	}

}
