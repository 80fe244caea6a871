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
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WarningsTests {

	private static final List<Result> SWEEP = TestResults.sweep();

	@Test
	void aCustomLevelNeedsKafka38AndIsLostOnCompactedTopics() {
		List<String> warnings = warnings(result(Codec.ZSTD, 6, 262144, 2_060_000, 160), "4.2", Workload.NONE);
		assertThat(warnings).anyMatch((warning) -> warning.startsWith("compression.zstd.level needs Kafka 3.8 or newer "
				+ "on the producer: older producers ignore it and compress at level 3."));
		assertThat(warnings).anyMatch((warning) -> warning.startsWith("On a compacted topic (cleanup.policy=compact) "
				+ "the log cleaner rewrites the batches it keeps at zstd's default level 3, not level 6"));
	}

	@Test
	void aDefaultLevelNeedsNoVersionNorCompactionWarning() {
		List<String> warnings = warnings(result(Codec.ZSTD, 3, 262144, 2_100_000, 380), "4.2", Workload.NONE);
		assertThat(warnings).noneMatch((warning) -> warning.contains("3.8") || warning.contains("compact"));
	}

	@Test
	void beforeKafka38TheWarningSaysLevelsCannotBeSetWithoutNamingAProperty() {
		List<String> warnings = warnings(result(Codec.GZIP, 6, 65536, 2_250_000, 48), "3.7", Workload.NONE);
		assertThat(warnings).contains("Kafka 3.7 cannot set compression levels (that needs 3.8 or newer on producers "
				+ "and brokers), so only gzip's default level 6 was considered.");
		assertThat(String.join(" ", warnings)).doesNotContain(".level");
	}

	@Test
	void theTopicPairingThatAvoidsRecompressionIsExplained() {
		assertThat(warnings(result(Codec.LZ4, 9, 65536, 3_500_000, 750), "4.2", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("The topic keeps compression.type=producer")
					&& warning.contains("decompress and recompress")
					&& warning.endsWith("keep producer, or set the topic to lz4."));
		assertThat(warnings(result(Codec.NONE, null, 65536, 9_990_000, 2600), "4.2", Workload.NONE))
			.anyMatch((warning) -> warning.endsWith("keep producer, or set the topic to uncompressed."));
	}

	@Test
	void lz4NineIsTheFastModeAndOtherLevelsAreHighCompression() {
		assertThat(warnings(result(Codec.LZ4, 9, 65536, 3_500_000, 750), "4.2", Workload.NONE))
			.contains("lz4 level 9, Kafka's default, is lz4's fast mode: every other lz4 level uses the "
					+ "high-compression (HC) compressor, which is slower, not faster.");
		assertThat(warnings(result(Codec.LZ4, 1, 16384, 3_700_000, 90), "4.2", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("lz4 level 1 uses lz4's high-compression (HC) compressor"));
	}

	@Test
	void librdkafkasFramingAndLevelCapAreCalledOut() {
		List<String> warnings = warnings(result(Codec.ZSTD, 19, 65536, 1_950_000, 5), "4.2", Workload.NONE);
		assertThat(warnings).anyMatch(
				(warning) -> warning.startsWith("librdkafka clients") && warning.contains("close to these, not equal"));
		assertThat(warnings).contains("librdkafka cannot set zstd 19 (its highest level is 12): its settings use "
				+ "compression.level=12, so its batches will differ in size and speed.");
		assertThat(warnings(result(Codec.NONE, null, 65536, 9_990_000, 2600), "4.2", Workload.NONE))
			.noneMatch((warning) -> warning.startsWith("librdkafka"));
	}

	@Test
	void batchesNearOrAboveMaxMessageBytesAreFlagged() {
		assertThat(warnings(result(Codec.ZSTD, 3, 1048576, 1_800_000, 300), "4.2", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith(
					"Batches of about 1048576 bytes come close to max.message.bytes " + "(1048588 by default)"));
		assertThat(warnings(result(Codec.ZSTD, 3, 4194304, 1_700_000, 300), "4.2", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("batch.size 4194304 exceeds Kafka's default max.message.bytes "
					+ "(1048588), so the topic configuration raises max.message.bytes"));
		assertThat(warnings(result(Codec.ZSTD, 3, 262144, 2_100_000, 380), "4.2", Workload.NONE))
			.noneMatch((warning) -> warning.contains("max.message.bytes"));
	}

	@Test
	void aLargerBatchSizeThatBeatsEveryCodecAtTheDefaultIsWorthMoreThanACodecChange() {
		assertThat(warnings(result(Codec.ZSTD, 3, 262144, 2_100_000, 380), "4.2", Workload.NONE))
			.contains("Batch size matters more than the codec here: zstd 3 at batch.size 262144 stores 21.0% of the "
					+ "raw bytes, less than any codec at batch.size 16384 (the best, zstd 19, stores 23.0%): raise "
					+ "batch.size, and linger.ms so batches fill, before choosing a slower codec.");
		// recommended at the default batch size: the same codec at a larger one is
		// pointed out
		assertThat(warnings(result(Codec.ZSTD, 3, 16384, 2_700_000, 330), "4.2", Workload.NONE))
			.anyMatch((warning) -> warning
				.startsWith("Batch size matters more than the codec here: zstd 3 at " + "batch.size 262144"));
		// lz4 at 65536 does not beat zstd 19 at 16384
		assertThat(warnings(result(Codec.LZ4, 9, 65536, 3_500_000, 750), "4.2", Workload.NONE))
			.noneMatch((warning) -> warning.startsWith("Batch size matters"));
	}

	@ParameterizedTest(name = "keyed={0}, {1} producer(s), {2} partitions on Kafka {3}: {4}")
	@CsvSource(nullValues = "-", delimiter = '|',
			textBlock = """
					true  | 1 | 250 | 4.2 | At 2000 messages/s from one producer with keys, spread over 250 partitions
					true  | 4 | -   | 4.2 | At 2000 messages/s shared by 4 producers with keys, spread over one partition
					false | 1 | 250 | 4.2 | At 2000 messages/s from one producer without keys, which a Kafka 4.2 producer sends to one partition at a time (sticky partitioning)
					false | 4 | 250 | 2.4 | At 2000 messages/s shared by 4 producers without keys, which each Kafka 2.4 producer sends to one partition at a time (sticky partitioning)
					false | 1 | 250 | 2.3 | At 2000 messages/s from one producer without keys, which a Kafka 2.3 producer sends round-robin over 250 partitions
					-     | 1 | 250 | 4.2 | At 2000 messages/s from one producer without keys, which a Kafka 4.2 producer sends to one partition at a time (sticky partitioning)
					""")
	void lingerLimitedBatchesMakeLingerWorthMoreThanAnyCodecSayingWhatWasAssumed(Boolean keyed, int producers,
			Integer partitions, String version, String traffic) {
		Result limited = TestResults.lingerLimited(Codec.ZSTD, 3, 65536, 8, 4_000_000, 300);
		Workload workload = new Workload(2_000.0, partitions, 20, keyed, producers, 3, 24, 1);
		assertThat(warnings(limited, version, workload)).contains(traffic + ", linger.ms 20 sends batches of 8.0 "
				+ "records on average, before they reach batch.size 65536: raising linger.ms is worth more than any "
				+ "codec change, since small batches compress badly, and a larger batch.size alone changes nothing.");
	}

	@Test
	void withoutAMessageRateLargerBatchesAreAssumedFull() {
		assertThat(warnings(result(Codec.ZSTD, 3, 262144, 2_100_000, 380), "4.2", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("No message rate was given, so batches were modelled full: at "
					+ "batch.size 262144 a batch holds about 1250000 raw bytes (1250 records), which a partition must "
					+ "receive within linger.ms 5")
					&& warning.endsWith("give the message rate, partitions, producers and whether messages have keys "
							+ "to check."));
		assertThat(warnings(result(Codec.ZSTD, 3, 262144, 2_100_000, 380), "3.9", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("No message rate was given")
					&& warning.contains("which a partition must receive within linger.ms 5 for batches to fill"));
		assertThat(warnings(result(Codec.ZSTD, 3, 16384, 2_700_000, 330), "4.2", Workload.NONE))
			.noneMatch((warning) -> warning.startsWith("No message rate"));
	}

	@ParameterizedTest(name = "batch.size {0} on Kafka {1}")
	@CsvSource({ "16384, 3.9", "262144, 3.7", "1048576, 2.0" })
	void beforeKafka40TheLinger5ThePropertiesSetIsExplainedAndNoTextSaysOtherwise(int batchSize, String version) {
		List<String> warnings = warnings(result(Codec.ZSTD, 3, batchSize, 2_100_000, 380), version, Workload.NONE);
		assertThat(warnings).contains("The properties set linger.ms 5, Kafka 4.0's default (KIP-1030), where Kafka "
				+ version + " defaults to 0 ms, sending each batch as soon as it can, so that batches fill only while "
				+ "earlier requests are in flight: the sizes measured here are those of batches that fill.");
		assertThat(String.join(" ", warnings)).doesNotContain("linger.ms 0").doesNotContain("set linger.ms (");
		assertThat(warnings(result(Codec.ZSTD, 3, batchSize, 2_100_000, 380), "4.2", Workload.NONE))
			.noneMatch((warning) -> warning.contains("KIP-1030"));
	}

	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource({ "3.7", "4.2" })
	void aLingerMsOf0GivenIsKeptAndWarnedAbout(String version) {
		Workload linger0 = new Workload(null, null, 0, null, null, null, null, null);
		List<String> warnings = warnings(result(Codec.ZSTD, 3, 262144, 2_100_000, 380), version, linger0);
		assertThat(warnings).anyMatch((warning) -> warning.contains("and with linger.ms 0 the producer sends as soon "
				+ "as it can, so batches fill only while earlier requests are in flight: set linger.ms (Kafka 4.0 "
				+ "made 5 the default) so they fill"));
		assertThat(warnings).noneMatch((warning) -> warning.contains("KIP-1030"));
	}

	@Test
	void aFixedNumberOfRecordsPerBatchWarnsThatBatchingWasNotModelled() {
		Result fixed = TestResults.fixed(Codec.ZSTD, 3, 200, 2_500_000, 300);
		assertThat(warnings(fixed, "4.2", Workload.NONE)).contains("Batches were made of a fixed 200 records, so "
				+ "producer batching was not modelled: batch.size stays at Kafka's default 16384, and real batches, "
				+ "and so the ratio, may differ.");
	}

	@Test
	void kafkaBeforeRecordBatchesIsToldSizesWillDiffer() {
		assertThat(warnings(result(Codec.GZIP, 6, 16384, 2_600_000, 45), "0.10", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("Kafka 0.10 writes the older message format"));
	}

	private static List<String> warnings(Result result, String version, Workload workload) {
		List<Result> results = new ArrayList<>(SWEEP);
		results.add(result);
		AdviceRequest request = new AdviceRequest(Objective.BALANCED, KafkaVersion.parse(version), workload);
		return Warnings.of(result,
				Candidates.of(results, request, new CostModel(CostSettings.defaults().coefficients())));
	}

}
