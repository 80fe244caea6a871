package io.kcadvisor.advice;

import static io.kcadvisor.advice.TestResults.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class RationaleTests {

	private static final Pattern FIRST_SENTENCE = Pattern.compile(
			"^(\\S+(?: -?\\d+)?) at batch.size (\\d+)(?: \\(\\d+ [KM]iB\\))? stores (\\d+\\.\\d)% of the raw bytes \\(ratio ([\\d.]+)\\) "
					+ "at ([\\d.]+) MB/s per core");

	private static final Pattern COMPARISON = Pattern.compile("By comparison, (\\S+(?: -?\\d+)?) at "
			+ "(?:the same batch.size|batch.size (\\d+)(?: \\(\\d+ [KM]iB\\))?) stores (\\d+\\.\\d)% \\((\\d+\\.\\d)% (fewer|more) bytes\\) "
			+ "at ([\\d.]+) MB/s per core, (?:([\\d.]+)× (slower|faster)|about as fast)\\.$");

	private final Advisor advisor = new Advisor(CostSettings.defaults());

	@Test
	void balancedExplainsItsPickAgainstTheNextSmallerResult() {
		Result zstd3 = result(Codec.ZSTD, 3, 262144, 2_100_000, 380);
		Result zstd6 = result(Codec.ZSTD, 6, 262144, 2_060_000, 160);
		String expected = String.format(Locale.ROOT,
				"zstd 3 at batch.size 262144 (256 KiB) stores %.1f%% of the raw bytes (ratio %.1f) at %.0f MB/s per core, "
						+ "the least CPU within 2%% of the smallest result whose producers spend at most one core per "
						+ "100 MB/s more than sending uncompressed. "
						+ "By comparison, zstd 6 at the same batch.size stores %.1f%% (%.1f%% fewer bytes) at %.0f MB/s "
						+ "per core, %.1f× slower.",
				100.0 * zstd3.compressedBytes() / zstd3.uncompressedBytes(), zstd3.ratio(), zstd3.compressMBps(),
				100.0 * zstd6.compressedBytes() / zstd6.uncompressedBytes(),
				100.0 * (zstd3.compressedBytes() - zstd6.compressedBytes()) / zstd3.compressedBytes(),
				zstd6.compressMBps(), zstd3.compressMBps() / zstd6.compressMBps());
		assertThat(expected)
			.isEqualTo("zstd 3 at batch.size 262144 (256 KiB) stores 21.0% of the raw bytes (ratio 4.8) at "
					+ "380 MB/s per core, the least CPU within 2% of the smallest result whose producers spend at most one "
					+ "core per 100 MB/s more than sending uncompressed. "
					+ "By comparison, zstd 6 at the same batch.size stores 20.6% (1.9% fewer bytes) at 160 MB/s per "
					+ "core, 2.4× slower.");
		assertThat(top(Objective.BALANCED, "4.2").rationale()).isEqualTo(expected);
	}

	@Test
	void smallestComparesWithTheNextFasterResult() {
		assertThat(top(Objective.SMALLEST, "4.2").rationale())
			.isEqualTo("zstd 22 at batch.size 65536 (64 KiB) stores 19.0% of "
					+ "the raw bytes (ratio 5.3) at 2.5 MB/s per core, the fewest bytes of any setting Kafka 4.2 can "
					+ "configure. By comparison, zstd 19 at the same batch.size stores 19.5% (2.6% more bytes) at 5.0 MB/s "
					+ "per core, 2.0× faster.");
	}

	@Test
	void fastestComparesWithTheNextSmallerResult() {
		assertThat(top(Objective.FASTEST, "3.7").rationale())
			.isEqualTo("lz4 9 at batch.size 65536 (64 KiB) stores 35.0% of "
					+ "the raw bytes (ratio 2.9) at 750 MB/s per core, the least CPU over producers, brokers and "
					+ "consumers together of any codec Kafka 3.7 can configure. By comparison, zstd 3 at batch.size 262144 (256 KiB) "
					+ "stores 21.0% (40.0% fewer bytes) at 380 MB/s per core, 2.0× slower.");
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("io.kcadvisor.advice.AdvisorTests#objectivesAndVersions")
	void everyFigureInARationaleComesFromTheResults(Objective objective, String version) {
		List<Result> sweep = TestResults.sweep();
		for (Recommendation recommendation : this.advisor
			.advise(sweep, new AdviceRequest(objective, KafkaVersion.parse(version), Workload.NONE))
			.recommendations()) {
			Result result = recommendation.result();
			String rationale = recommendation.rationale();
			if (result.codec() == Codec.NONE) {
				continue;
			}
			Matcher first = FIRST_SENTENCE.matcher(rationale);
			assertThat(first.find()).as(rationale).isTrue();
			assertThat(first.group(1)).isEqualTo(Text.codecAndLevel(result));
			assertThat(Integer.valueOf(first.group(2))).isEqualTo(result.batchSize());
			assertThat(Double.parseDouble(first.group(3)))
				.isCloseTo(100.0 * result.compressedBytes() / result.uncompressedBytes(), within(0.05));
			assertThat(Double.parseDouble(first.group(4))).isCloseTo(result.ratio(), within(0.05));
			assertThat(Double.parseDouble(first.group(5))).isCloseTo(result.compressMBps(), within(0.5));
			Matcher comparison = COMPARISON.matcher(rationale);
			assertThat(comparison.find()).as(rationale).isTrue();
			Integer batchSize = (comparison.group(2) != null) ? Integer.valueOf(comparison.group(2))
					: result.batchSize();
			Result other = sweep.stream()
				.filter((candidate) -> Text.codecAndLevel(candidate).equals(comparison.group(1))
						&& candidate.configurable() && batchSize.equals(candidate.batchSize()))
				.findFirst()
				.orElseThrow();
			assertThat(Double.parseDouble(comparison.group(3)))
				.isCloseTo(100.0 * other.compressedBytes() / other.uncompressedBytes(), within(0.05));
			double change = 100.0 * (other.compressedBytes() - result.compressedBytes()) / result.compressedBytes();
			assertThat(Double.parseDouble(comparison.group(4))).isCloseTo(Math.abs(change), within(0.05));
			assertThat(comparison.group(5)).isEqualTo((change < 0) ? "fewer" : "more");
			assertThat(Double.parseDouble(comparison.group(6))).isCloseTo(other.compressMBps(), within(0.5));
			if (comparison.group(7) != null) {
				double factor = other.compressMBps() / result.compressMBps();
				assertThat(Double.parseDouble(comparison.group(7))).isCloseTo((factor > 1) ? factor : 1 / factor,
						within(0.05));
				assertThat(comparison.group(8)).isEqualTo((factor > 1) ? "faster" : "slower");
			}
		}
	}

	@Test
	void noneIsExplainedByHowLittleTheBestCompressionSaves() {
		List<Result> incompressible = List.of(result(Codec.NONE, null, 16384, 10_000_000, 2500),
				result(Codec.LZ4, 9, 16384, 9_950_000, 900), result(Codec.ZSTD, 3, 16384, 9_900_000, 300),
				result(Codec.ZSTD, 19, 16384, 9_700_000, 4));
		assertThat(this.advisor.advise(incompressible, AdviceRequest.defaults()).recommendations().get(0).rationale())
			.isEqualTo("none at batch.size 16384 (16 KiB) sends the records uncompressed: no codec within one core per "
					+ "100 MB/s of producer CPU saves over 2% of the bytes for less CPU. By comparison, zstd 3 at the same "
					+ "batch.size stores 99.0% (1.0% fewer bytes), compressing at 300 MB/s per core.");
	}

	@Test
	void whenNothingReachesTheFloorTheSmallestOfTheCheapestIsChosenAndSaid() {
		List<Result> slowMachine = List.of(result(Codec.NONE, null, 16384, 10_000_000, 900),
				result(Codec.GZIP, 6, 16384, 2_600_000, 15), result(Codec.ZSTD, 3, 16384, 2_700_000, 45),
				result(Codec.ZSTD, 1, 16384, 2_800_000, 50));
		assertThat(this.advisor.advise(slowMachine, AdviceRequest.defaults()).recommendations().get(0).rationale())
			.isEqualTo(
					"zstd 3 at batch.size 16384 (16 KiB) stores 27.0% of the raw bytes (ratio 3.7) at 45 MB/s per core, "
							+ "the fewest bytes of the codecs whose CPU is within 5.4 ms per MB of records of the least "
							+ "(31 ms): 20% of what the least spends in its codec, as every one costs its producers more "
							+ "than one core per 100 MB/s beyond sending uncompressed. By comparison, gzip 6 at the same "
							+ "batch.size stores 26.0% (3.7% fewer bytes) at 15 MB/s per core, 3.0× slower.");
	}

	@Test
	void balancedDoesNotRecommendWhatOneProducerCannotCompressAtTheRateAndSaysSo() {
		// 200,000 messages/s of 939 bytes of records: 188 MB/s, which gzip 6 at 176 MB/s
		// takes 1.07 cores to compress, within the floor per MB (5.7 ms) but over a core
		List<Result> fast = List.of(result(Codec.NONE, null, 16384, 10_000_000, 5000),
				result(Codec.GZIP, 6, 16384, 880_000, 176), result(Codec.ZSTD, 3, 16384, 918_000, 1176));
		Workload workload = Workload.builder().messagesPerSecond(200_000.0).partitions(12).build();
		assertThat(this.advisor.advise(fast, new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST, workload))
			.recommendations()
			.get(0)
			.rationale()).startsWith("zstd 3 at batch.size 16384 (16 KiB) stores 9.2% of the raw bytes")
			.contains(", the smallest result whose producers spend at most one core per 100 MB/s more than sending "
					+ "uncompressed and compress this rate on one core each. By comparison, gzip 6");
		Workload keyed = Workload.builder().messagesPerSecond(200_000.0).partitions(12).keyed(true).build();
		assertThat(this.advisor.advise(fast, new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST, keyed))
			.recommendations()
			.get(0)
			.rationale()).as("with keys, threads sending to different partitions compress side by side")
			.startsWith("gzip 6 at batch.size 16384 (16 KiB)");
		Workload slower = Workload.builder().messagesPerSecond(150_000.0).partitions(12).build();
		assertThat(this.advisor.advise(fast, new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST, slower))
			.recommendations()
			.get(0)
			.rationale()).startsWith("gzip 6 at batch.size 16384 (16 KiB)").doesNotContain("on one core each");
	}

	@Test
	void anAlternativeAsSmallAndFasterToCompressSaysWhyItCostsMore() {
		// snappy compresses faster and stores less, but five consumer groups and the
		// leader decompress it at 1,500 MB/s where lz4 decompresses at 2,500
		List<Result> results = List.of(result(Codec.NONE, null, 16384, 10_000_000, 5000),
				result(Codec.SNAPPY, null, 16384, 3_000_000, 1100), result(Codec.LZ4, 9, 16384, 3_050_000, 1000));
		Workload groups = Workload.builder().consumerGroups(5).build();
		String rationale = this.advisor
			.advise(results, new AdviceRequest(Objective.FASTEST, KafkaVersion.parse("4.2"), groups))
			.recommendations()
			.get(0)
			.rationale();
		assertThat(rationale).startsWith("lz4 9 at batch.size 16384 (16 KiB)")
			.contains("By comparison, snappy at the same batch.size stores 30.0% (1.6% fewer bytes) at 1,100 MB/s per "
					+ "core, 1.1× faster. It costs more CPU over producers, brokers and consumers together: ")
			.endsWith(", decompression included (at 1,500 MB/s per core against 2,500 MB/s), which the partition "
					+ "leader and every consumer group pay.");
	}

	@Test
	void fastestSaysWhenItTookTheSmallerOfCostsTooCloseToTellApart() {
		// snappy compresses a little faster, and costs a little less CPU in all
		List<Result> close = List.of(result(Codec.NONE, null, 16384, 10_000_000, 5000),
				result(Codec.SNAPPY, null, 16384, 3_150_000, 2500), result(Codec.LZ4, 9, 16384, 3_100_000, 1000));
		assertThat(this.advisor
			.advise(close, new AdviceRequest(Objective.FASTEST, KafkaVersion.parse("4.2"), Workload.NONE))
			.recommendations()
			.get(0)
			.rationale())
			.isEqualTo("lz4 9 at batch.size 16384 (16 KiB) stores 31.0% of the raw bytes (ratio 3.2) at 1,000 MB/s "
					+ "per core, the fewest bytes of the codecs Kafka 4.2 can configure whose CPU, over producers, "
					+ "brokers and consumers, is within 0.4 ms per MB of records of the least (6.6 ms): 20% of what "
					+ "the least spends in its codec, as close as timings of one setting differ from run to run. "
					+ "By comparison, snappy at the same batch.size "
					+ "stores 31.5% (1.6% more bytes) at 2,500 MB/s per core, 2.5× faster.");
	}

	@Test
	void whenNoCodecCanBeRecommendedNoneSaysSo() {
		List<Result> zstdOnly = List.of(result(Codec.NONE, null, 16384, 10_000_000, 2500),
				result(Codec.ZSTD, 3, 16384, 2_700_000, 300));
		assertThat(this.advisor
			.advise(zstdOnly, new AdviceRequest(Objective.FASTEST, KafkaVersion.parse("2.0"), Workload.NONE))
			.recommendations()).singleElement()
			.extracting(Recommendation::rationale)
			.isEqualTo(
					"none at batch.size 16384 (16 KiB) sends the records uncompressed: no codec measured that compresses "
							+ "can be recommended here, as the notes say.");
	}

	@Test
	void fixedRecordsPerBatchAreNamedByTheirRecordCount() {
		Result fixed = TestResults.fixed(Codec.ZSTD, 3, 200, 2_500_000, 300);
		assertThat(this.advisor.advise(List.of(fixed), AdviceRequest.defaults()).recommendations().get(0).rationale())
			.isEqualTo("zstd 3 with 200 records per batch stores 25.0% of the raw bytes (ratio 4.0) at 300 MB/s per "
					+ "core, the smallest result whose producers spend at most one core per 100 MB/s more than sending uncompressed.");
	}

	private Recommendation top(Objective objective, String version) {
		return this.advisor
			.advise(TestResults.sweep(), new AdviceRequest(objective, KafkaVersion.parse(version), Workload.NONE))
			.recommendations()
			.get(0);
	}

}
