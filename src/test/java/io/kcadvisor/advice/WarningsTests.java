package io.kcadvisor.advice;

import static io.kcadvisor.advice.TestResults.RAW;
import static io.kcadvisor.advice.TestResults.result;
import static org.assertj.core.api.Assertions.assertThat;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WarningsTests {

	private static final List<Result> SWEEP = TestResults.sweep();

	@Test
	void aCustomLevelNeedsKafka38AndIsLostOnCompactedTopics() {
		List<String> warnings = warnings(result(Codec.ZSTD, 6, 262144, 2_060_000, 160), "4.2", Workload.NONE);
		assertThat(warnings).contains("compression.zstd.level needs Kafka 3.8 or newer on the producer: older "
				+ "producers ignore it and compress at level 3. The topic configuration leaves it out: with "
				+ "compression.type=producer the leader stores batches as producers compress them; consumers need "
				+ "nothing.");
		assertThat(warnings).contains("On a compacted topic (cleanup.policy=compact) the log cleaner copies the "
				+ "batches it keeps whole as they are, but rebuilds a batch that lost records at zstd's default level "
				+ "3, not level 6, as a batch does not record its level: compacted data gradually loses what the "
				+ "level was chosen for.");
	}

	/**
	 * The log cleaner rebuilds batches only on a topic it compacts: a live topic that
	 * deletes its old segments alone is not warned, one that compacts is, and so is a
	 * topic whose policy is not known.
	 */
	@ParameterizedTest(name = "cleanup.policy={0}")
	@CsvSource(nullValues = "unknown", textBlock = """
			delete,			false
			compact,		true
			'compact,delete',	true
			unknown,		true
			""")
	void theCompactionWarningIsForTopicsThatMayBeCompacted(String cleanupPolicy, boolean warned) {
		List<String> warnings = warnings(result(Codec.ZSTD, 6, 262144, 2_060_000, 160), "4.2", Workload.NONE,
				new AdvisedTopic("orders", null, cleanupPolicy, null, null), null);
		assertThat(warnings.stream().anyMatch((warning) -> warning.startsWith("On a compacted topic")))
			.isEqualTo(warned);
	}

	/**
	 * A topic set to gzip, recommended zstd 9: its leader stores zstd as soon as it is
	 * set, recompressing the batches of producers not yet switched, so consumers must
	 * read zstd before the topic is set, and the topic configuration sets the level of
	 * those batches; recommended gzip, the codec it stores already, its consumers read it
	 * and only the level changes. Nothing says the topic keeps producer or leaves the
	 * level out.
	 */
	@Test
	void aTopicSetToACodecIsToldWhatItsLeaderStoresOnceSet() {
		AdvisedTopic gzipTopic = new AdvisedTopic("orders", null, "delete", null, "gzip");
		List<String> zstd = warnings(result(Codec.ZSTD, 9, 262144, 2_060_000, 60), "4.2", Workload.NONE, gzipTopic,
				null);
		assertThat(zstd).noneMatch((warning) -> warning.contains("keeps compression.type=producer"))
			.noneMatch((warning) -> warning.contains("leaves it out"))
			.contains("compression.zstd.level needs Kafka 3.8 or newer on the producer: older producers ignore it and "
					+ "compress at level 3. The topic configuration sets it too (brokers before 3.8 reject it as a topic "
					+ "config), for the batches its leader compresses again, those of producers not yet switched; "
					+ "consumers need nothing.")
			.anyMatch((warning) -> warning.startsWith("The topic is set to compression.type=gzip, and these settings "
					+ "set it to zstd with compression.zstd.level=9: its partition leader stores zstd batches as "
					+ "producers send them, and decompresses and recompresses any other batch to zstd, costing its CPU, "
					+ "so the topic stores zstd as soon as it is set, before every producer is switched."))
			.contains("On a topic that already holds data, every consumer must read zstd (Kafka 2.1 or newer) before "
					+ "the topic is set to it, as its leader then stores zstd at once. Only batches written after the "
					+ "change are zstd: what is stored keeps its codec until retention removes it, so stored bytes reach "
					+ "these figures after one retention period.");
		List<String> gzip = warnings(result(Codec.GZIP, 1, 65536, 2_400_000, 60), "4.2", Workload.NONE, gzipTopic,
				null);
		assertThat(gzip).contains("The topic already stores gzip, which its consumers read. Only batches written after "
				+ "the change take these settings: what is stored keeps its level until retention removes it, so stored "
				+ "bytes reach these figures after one retention period.")
			.noneMatch((warning) -> warning.contains("upgrade consumers"));
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
	void theLeaderValidatesEveryBatchAndOnlyItRecompressesWhenTheTopicsCodecDiffers() {
		assertThat(warnings(result(Codec.LZ4, 9, 65536, 3_500_000, 750), "4.2", Workload.NONE))
			.contains("The topic keeps compression.type=producer, so the partition leader stores each batch as the "
					+ "producer compressed it. The leader still decompresses every batch once to validate it, at "
					+ "about 2,500 MB/s per core for lz4 here. A topic set to another codec than the producer's makes "
					+ "the leader decompress and recompress every batch as well, costing its CPU; followers copy the "
					+ "leader's bytes, and consumers still read without a copy. Keep producer, or set the topic to "
					+ "lz4.");
		assertThat(warnings(result(Codec.NONE, null, 65536, 9_990_000, 2600), "4.2", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("The topic keeps compression.type=producer")
					&& !warning.contains("validate") && warning.endsWith("set the topic to uncompressed."));
		assertThat(warnings(result(Codec.NONE, null, 65536, 9_990_000, 2600), "0.8.2", Workload.NONE))
			.contains("Kafka 0.8.2 brokers store each batch as the producer sent it: topics have a compression.type "
					+ "from 0.9.0 on.");
	}

	/**
	 * Before Kafka 0.10.0 (KIP-31) compressed messages carried absolute offsets, so the
	 * leader decompressed every compressed message set and compressed it again to assign
	 * them ({@code ByteBufferMessageSet.assignOffsets} in 0.8.2,
	 * {@code validateMessagesAndAssignOffsets} in 0.9.0), whatever the topic's codec.
	 */
	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource(quoteCharacter = '"',
			textBlock = """
					0.8.2, " Topics have a compression.type from 0.9.0 on."
					0.9.0, " A topic set to another codec than the producer's makes the leader compress them with that codec instead: keep producer, or set the topic to lz4."
					""")
	void beforeKafka010TheLeaderRecompressesEveryCompressedBatch(String version, String topic) {
		List<String> warnings = warnings(result(Codec.LZ4, 9, 65536, 3_500_000, 750), version, Workload.NONE);
		assertThat(warnings).contains("Kafka " + version + "'s partition leader decompresses every lz4 batch, at "
				+ "about 2,500 MB/s per core here, and compresses it again with lz4 to assign its records' offsets, "
				+ "whatever the topic's compression.type: brokers keep the producer's batches as they are only from "
				+ "0.10.0 on. Followers copy the leader's bytes, and consumers read without a copy." + topic);
		assertThat(warnings).noneMatch((warning) -> warning.contains("store each batch as the producer"));
	}

	@ParameterizedTest(name = "{0} on Kafka {1}")
	@CsvSource(textBlock = """
			zstd, 3, 2.1
			lz4,  9, 0.8.2
			""")
	void onATopicHoldingDataConsumersComeFirstAndOnlyNewBatchesChange(String codec, int level, String since) {
		Result result = result(Codec.fromKafkaName(codec), level, 65536, 2_400_000, 300);
		assertThat(warnings(result, "4.2", Workload.NONE)).contains("On a topic that already holds data, upgrade "
				+ "consumers before producers: every consumer must read " + codec + " (Kafka " + since + " or newer) "
				+ "before the first producer writes it. Only batches written after the change are " + codec + ": what "
				+ "is stored keeps its codec until retention removes it, so stored bytes reach these figures after "
				+ "one retention period.");
	}

	@ParameterizedTest(name = "{0}")
	@CsvSource({ "gzip, 6", "snappy," })
	void aCodecEveryConsumerReadsAsksForNoOrderOfUpgrades(String codec, Integer level) {
		Result result = result(Codec.fromKafkaName(codec), level, 65536, 2_400_000, 300);
		assertThat(warnings(result, "4.2", Workload.NONE))
			.contains("On a topic that already holds data, consumers of every Kafka version read " + codec
					+ ". Only batches written after the change are " + codec + ": what is stored keeps its codec until "
					+ "retention removes it, so stored bytes reach these figures after one retention period.")
			.noneMatch((warning) -> warning.contains("upgrade consumers"));
	}

	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource({ "2.1, true", "3.9, true", "4.0, false", "4.4, false" })
	void zstdOnAClusterUpgradedFromBefore21NeedsTheInterBrokerProtocolToo(String version, boolean needed) {
		assertThat(warnings(result(Codec.ZSTD, 3, 65536, 2_300_000, 360), version, Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("zstd needs Kafka 2.1")
					&& warning.endsWith("inter.broker.protocol.version must be 2.1 or newer too: below it, brokers "
							+ "refuse zstd batches (UNSUPPORTED_COMPRESSION_TYPE).") == needed);
	}

	@Test
	void lz4NineIsTheFastModeAndOtherLevelsAreHighCompression() {
		assertThat(warnings(result(Codec.LZ4, 9, 65536, 3_500_000, 750), "4.2", Workload.NONE))
			.contains("lz4 level 9, Kafka's default, is lz4's fast mode: every other lz4 level uses the "
					+ "high-compression (HC) compressor, which is slower, not faster.");
		assertThat(warnings(result(Codec.LZ4, 1, 16384, 3_700_000, 90), "4.2", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("lz4 level 1 uses lz4's high-compression (HC) compressor"));
	}

	/**
	 * {@code LZ4Factory.fastestInstance()}, which Kafka's lz4 stream takes, is lz4-java's
	 * Java port where a launcher's class loader loads it, as in a Spring Boot executable
	 * jar: its HC levels write other bytes than the native library measured here.
	 */
	@Test
	void highCompressionLz4LevelsSayAProducerInASpringBootJarWritesOtherBytes() {
		assertThat(warnings(result(Codec.LZ4, 3, 16384, 3_600_000, 120), "4.2", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("lz4 level 3 uses")
					&& warning.contains("in a producer packaged as a Spring Boot executable jar")
					&& warning.endsWith("level 9 writes the same bytes with either."));
		assertThat(warnings(result(Codec.LZ4, 9, 65536, 3_500_000, 750), "4.2", Workload.NONE))
			.noneMatch((warning) -> warning.contains("Spring Boot executable jar"));
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
			.anyMatch((warning) -> warning
				.startsWith("Batches of about 1.00 MiB come close to max.message.bytes (1048588 by default)"));
		assertThat(warnings(result(Codec.ZSTD, 3, 4194304, 1_700_000, 300), "4.2", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("batch.size 4194304 (4 MiB) exceeds Kafka 4.2's default "
					+ "max.message.bytes (1048588), so the topic configuration raises max.message.bytes with 10% "
					+ "headroom; without it the broker rejects full batches (MESSAGE_TOO_LARGE). The producer "
					+ "properties raise max.request.size (1048576 by default) to the same"));
		assertThat(warnings(result(Codec.ZSTD, 3, 262144, 2_100_000, 380), "4.2", Workload.NONE))
			.noneMatch((warning) -> warning.startsWith("Batches of about") || warning.startsWith("batch.size"));
	}

	/**
	 * Producers split a batch the broker refuses as too large only from 0.11 (KIP-126,
	 * {@code Sender.completeBatch}); before, its records fail.
	 */
	@ParameterizedTest
	@CsvSource({ "0.10.2, 1000012, false", "0.11.0, 1000012, true", "2.4, 1000012, true" })
	void batchesNearMaxMessageBytesAreSplitOnlyByProducersThatCan(String version, int limit, boolean splits) {
		String warning = warnings(result(Codec.ZSTD, 3, 950_000, 1_800_000, 300), version, Workload.NONE).stream()
			.filter((text) -> text
				.startsWith("Batches of about 928 KiB come close to max.message.bytes (" + limit + " by default)"))
			.findFirst()
			.orElseThrow();
		if (splits) {
			assertThat(warning).contains("(MESSAGE_TOO_LARGE), so the producer splits and resends it;")
				.doesNotContain("RecordTooLargeException");
		}
		else {
			assertThat(warning)
				.contains("(MESSAGE_TOO_LARGE), and Kafka " + version + "'s producer fails its records "
						+ "(RecordTooLargeException): producers split such a batch and resend it only from 0.11.0;")
				.doesNotContain("splits and resends");
		}
	}

	/**
	 * {@code kafka-configs --add-config} and a KafkaTopic's {@code spec.config} set the
	 * value they are given: on a topic whose max.message.bytes is already higher, the
	 * topic configuration would lower it and refuse batches the topic took before.
	 */
	@Test
	void aRaisedMaxMessageBytesIsNotToLowerATopicsHigherOne() {
		assertThat(warnings(result(Codec.ZSTD, 3, 1048576, 1_800_000, 300), "2.4", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("batch.size 1048576 (1 MiB) exceeds")
					&& warning.endsWith(" Where the topic's max.message.bytes is already above 1153433, leave "
							+ "max.message.bytes out of the topic configuration: it sets the value given, and "
							+ "would lower it."));
	}

	/**
	 * An analysis of a live topic knows the topic's max.message.bytes: batches well
	 * within it need no warning, and a raise says what the topic has, without telling the
	 * user to check it.
	 */
	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource({ "2.4", "4.2" })
	void aLiveTopicWhoseMaxMessageBytesHoldsTheBatchesGetsNoMaxMessageBytesWarning(String version) {
		// ratio 2.5: librdkafka's batches of what a Java batch holds fit under the
		// topic's limit too
		List<String> warnings = warnings(result(Codec.ZSTD, 3, 1048576, 4_000_000, 300), version, Workload.NONE,
				10485760);
		assertThat(warnings).noneMatch((warning) -> warning.contains("max.message.bytes")
				|| warning.contains("max.request.size") || warning.startsWith("Batches of about"));
	}

	@Test
	void aLiveTopicsMaxMessageBytesIsRaisedFromItsOwnValueWithoutTheHedge() {
		List<String> warnings = warnings(result(Codec.ZSTD, 3, 4194304, 1_700_000, 300), "4.2", Workload.NONE, 2000000);
		assertThat(warnings)
			.contains("batch.size 4194304 (4 MiB) exceeds the topic's max.message.bytes (2000000), so the "
					+ "topic configuration raises max.message.bytes with 10% headroom; without it the broker rejects "
					+ "full batches (MESSAGE_TOO_LARGE). The producer properties raise max.request.size (1048576 by "
					+ "default) to the same, as the Java producer sends a batch larger than max.request.size in a "
					+ "request of its own: at the default, each full batch would.");
		assertThat(warnings).noneMatch((warning) -> warning.contains("leave max.message.bytes out"));
		assertThat(warnings(result(Codec.ZSTD, 3, 1048576, 1_800_000, 300), "4.2", Workload.NONE, 1100000))
			.anyMatch((warning) -> warning
				.startsWith("Batches of about 1.00 MiB come close to the topic's max.message.bytes (1100000): "));
	}

	@Test
	void aMaxRequestSizeRaisedToALiveTopicsMaxMessageBytesIsExplained() {
		assertThat(warnings(result(Codec.ZSTD, 3, 4194304, 1_700_000, 300), "4.2", Workload.NONE, 10485760)).contains(
				"batch.size 4194304 (4 MiB) exceeds the producer's default max.request.size (1048576), so the producer "
						+ "properties raise it to the topic's max.message.bytes (10485760), as the Java producer sends a "
						+ "batch larger than max.request.size in a request of its own: at the default, each full batch "
						+ "would.");
	}

	/**
	 * Without compression the producer's estimate of a batch is its size
	 * ({@code MemoryRecordsBuilder.estimatedBytesWritten}), and a record is added only
	 * while the batch stays within batch.size ({@code hasRoomFor}): an uncompressed batch
	 * never grows past a batch.size below max.message.bytes.
	 */
	@ParameterizedTest(name = "batch.size {0} on Kafka {1}")
	@CsvSource({ "1048576, 4.2", "960000, 2.4" })
	void uncompressedBatchesWithinMaxMessageBytesAreNotFlaggedAsComingClose(int batchSize, String version) {
		assertThat(warnings(result(Codec.NONE, null, batchSize, RAW + 61L * (RAW / batchSize), 2600), version,
				Workload.NONE))
			.noneMatch((warning) -> warning.startsWith("Batches of about") || warning.startsWith("batch.size"));
	}

	@Test
	void beforeKafka25TheDefaultMaxMessageBytesIsLowerAndTheWarningSaysSo() {
		assertThat(warnings(result(Codec.ZSTD, 3, 1048576, 1_800_000, 300), "2.4", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("batch.size 1048576 (1 MiB) exceeds Kafka 2.4's default "
					+ "max.message.bytes (1000012), so the topic configuration raises max.message.bytes"))
			.noneMatch((warning) -> warning.startsWith("Batches of about"));
		assertThat(warnings(result(Codec.ZSTD, 3, 1048576, 1_800_000, 300), "2.4", Workload.NONE))
			.noneMatch((warning) -> warning.contains("replica.fetch.max.bytes"));
	}

	/**
	 * Before Kafka 0.10.1 (KIP-74) a follower fetches no message larger than its
	 * replica.fetch.max.bytes, and consumers older than 0.10.2 none larger than their
	 * fetch size ({@code TopicConfig.MAX_MESSAGE_BYTES_DOC}).
	 */
	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource({ "0.10.0, true, true", "0.10.1, false, true", "0.10.2, false, false", "2.4, false, false" })
	void beforeKafka0102ARaisedMaxMessageBytesNeedsTheFetchSizesRaisedToo(String version, boolean replicas,
			boolean consumers) {
		String raised = warnings(result(Codec.GZIP, 6, 4194304, 1_800_000, 30), version, Workload.NONE).stream()
			.filter((warning) -> warning.startsWith("batch.size 4194304 (4 MiB) exceeds"))
			.findFirst()
			.orElseThrow();
		assertThat(raised.contains("the brokers' replica.fetch.max.bytes")).isEqualTo(replicas);
		assertThat(raised.contains("the consumers' max.partition.fetch.bytes")).isEqualTo(consumers);
	}

	@Test
	void aFixedNumberOfRecordsPerBatchAboveTheLimitNamesTheBatchSizeThePropertiesSet() {
		Result fixed = TestResults.fixed(Codec.ZSTD, 3, 5000, 4_000_000, 300);
		int batchSize = PropertiesWriter.batchSize(fixed, AdviceRequest.defaults());
		assertThat(batchSize).isGreaterThan(1048588);
		assertThat(warnings(fixed, "4.2", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("batch.size " + Text.setting(batchSize) + " exceeds"))
			.noneMatch((warning) -> warning.contains("null"));
	}

	@Test
	void aLargerBatchSizeThatBeatsEveryCodecAtTheDefaultIsWorthMoreThanACodecChange() {
		assertThat(warnings(result(Codec.ZSTD, 3, 262144, 2_100_000, 380), "4.2", Workload.NONE))
			.contains("Batch size matters more than the codec here: zstd 3 at batch.size 262144 (256 KiB) stores "
					+ "21.0% of the raw bytes, less than any codec at batch.size 16384 (16 KiB), where the best, zstd "
					+ "19, stores 23.0%: raise batch.size, and linger.ms so batches fill, before choosing a slower "
					+ "codec.");
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
					true  | 1 | 250 | 4.2 | At 2,000 messages/s from one producer with keys, spread over 250 partitions
					true  | 4 | -   | 4.2 | At 2,000 messages/s shared by 4 producers with keys, spread over one partition
					false | 1 | 250 | 4.2 | At 2,000 messages/s from one producer without keys, which a Kafka 4.2 producer sends to one partition at a time (sticky partitioning)
					false | 4 | 250 | 2.4 | At 2,000 messages/s shared by 4 producers without keys, which each Kafka 2.4 producer sends to one partition at a time (sticky partitioning)
					false | 1 | 250 | 2.3 | At 2,000 messages/s from one producer without keys, which a Kafka 2.3 producer sends round-robin over 250 partitions
					-     | 1 | 250 | 4.2 | At 2,000 messages/s from one producer without keys, which a Kafka 4.2 producer sends to one partition at a time (sticky partitioning)
					""")
	void lingerLimitedBatchesAreWordedWithWhatWasAssumed(Boolean keyed, int producers, Integer partitions,
			String version, String traffic) {
		Result limited = TestResults.lingerLimited(Codec.ZSTD, 3, 65536, 8, 4_000_000, 300);
		Workload workload = Workload.builder()
			.messagesPerSecond(2_000.0)
			.partitions(partitions)
			.lingerMs(20)
			.keyed(keyed)
			.producers(producers)
			.replicationFactor(3)
			.retentionHours(24)
			.consumerGroups(1)
			.build();
		assertThat(warnings(limited, version, workload)).anyMatch((warning) -> warning.startsWith(traffic
				+ ", linger.ms 20 sends batches of 8.0 records on average, before they reach batch.size " + "65536"));
	}

	@Test
	void lingerLimitedBatchesWeighWhatTheCodecSavesAgainstWhatFillingThemWouldAndAtWhatLatency() {
		// 1250 batches of 8 records of 992.4 bytes, compressed to 39.54% of them: a full
		// batch holds (65536 - 61) / (1.05 × 0.3954) = 157710 bytes, 158.9 records, whose
		// last 157.9 arrive at 8 messages/s a partition in 19741 ms; the headers go from
		// 61 / 8 to 61 / 158.9 bytes a record, 72412 of the 4000000 bytes stored
		Result limited = TestResults.lingerLimited(Codec.ZSTD, 3, 65536, 8, 4_000_000, 300);
		Workload workload = keyedOver250Partitions(2_000.0);
		assertThat(warnings(limited, "4.2", workload)).contains("At 2,000 messages/s from one producer with keys, "
				+ "spread over 250 partitions, linger.ms 20 sends batches of 8.0 records on average, before they reach "
				+ "batch.size 65536 (64 KiB), which holds about 159 at this ratio. Here zstd 3 stores 60.0% fewer bytes than "
				+ "these batches uncompressed; filling them would save at least 1.8% of the bytes stored on the 61-byte "
				+ "batch headers alone, and more as larger batches compress better. A partition gets about 8.0 "
				+ "messages/s from each producer, so that takes a linger of about 19741 ms: a record would wait up to "
				+ "that long for its batch, rather than 20 ms. A new analysis with lingerMs=19741 measures what those "
				+ "batches store.");
	}

	/**
	 * From Kafka 2.1 (KIP-91) the producer refuses to start when a delivery.timeout.ms
	 * set explicitly is below linger.ms + request.timeout.ms, and raises its default of
	 * 120000 to that sum otherwise ({@code KafkaProducer.configureDeliveryTimeout}).
	 */
	@ParameterizedTest(name = "linger.ms {0} on Kafka {1}")
	@CsvSource({ "90001, 4.2, true", "90001, 2.1, true", "90001, 2.0, false", "90000, 4.2, false" })
	void aLingerAboveWhatTheDefaultDeliveryTimeoutLeavesNeedsItRaised(int lingerMs, String version, boolean warned) {
		Workload workload = Workload.builder().lingerMs(lingerMs).build();
		List<String> warnings = warnings(result(Codec.ZSTD, 3, 65536, 2_300_000, 360), version, workload);
		assertThat(warnings.contains("linger.ms " + lingerMs + " needs delivery.timeout.ms of at least linger.ms + "
				+ "request.timeout.ms, " + (lingerMs + 30000) + " with request.timeout.ms's default 30000: the "
				+ "producer raises delivery.timeout.ms's default of 120000 to that, but refuses to start "
				+ "(ConfigException) where delivery.timeout.ms is set lower, so raise it with linger.ms."))
			.isEqualTo(warned);
		assertThat(warnings.stream().anyMatch((warning) -> warning.contains("delivery.timeout.ms"))).isEqualTo(warned);
	}

	@Test
	void aLingerLongerThanAnAnalysisTakesIsNotSuggestedAndASlowPartitionsRateIsNotRoundedToNothing() {
		// the same batches at 20 messages/s: 0.08 a partition, which fills them in
		// 1974126 ms
		Result limited = TestResults.lingerLimited(Codec.ZSTD, 3, 65536, 8, 4_000_000, 300);
		Workload workload = keyedOver250Partitions(20.0);
		assertThat(warnings(limited, "4.2", workload))
			.anyMatch((warning) -> warning.endsWith("A partition gets about 0.08 messages/s from each producer, so "
					+ "that takes a linger of about 1974029 ms: a record would wait up to that long for its batch, "
					+ "rather than 20 ms, and an analysis models a lingerMs of at most 600000. With that linger the "
					+ "producer raises delivery.timeout.ms's default to linger.ms + request.timeout.ms, 2004029, but refuses "
					+ "to start where delivery.timeout.ms is set lower: raise it with linger.ms."))
			.noneMatch((warning) -> warning.contains("lingerMs=1974029"));
		assertThat(warnings(TestResults.lingerLimited(Codec.GZIP, 6, 65536, 8, 4_000_000, 300), "2.0", workload))
			.as("before Kafka 2.1, producers have no delivery.timeout.ms")
			.anyMatch((warning) -> warning.contains("a linger of about"))
			.noneMatch((warning) -> warning.contains("delivery.timeout.ms"));
	}

	@Test
	void aLingerThatFillsTheBatchesOfManyPartitionsSaysTheBufferMemoryItTakes() {
		Result limited = TestResults.lingerLimited(Codec.ZSTD, 3, 16384, 1, 9_000_000, 300);
		Workload workload = Workload.builder().messagesPerSecond(3000.0).partitions(10_000).keyed(true).build();
		assertThat(warnings(limited, "4.2", workload))
			.anyMatch((warning) -> warning.contains("A new analysis with " + "lingerMs=")
					&& warning.contains(" batches open at once, ")
					&& warning
						.endsWith("of buffer.memory at batch.size 16384 (16 KiB), more than its default 32 MiB: raise "
								+ "buffer.memory with it, or send() blocks.")
					&& !warning.contains("delivery.timeout.ms"));
	}

	/**
	 * The producer takes a record into a batch that holds one while the first, at its
	 * estimated compressed size, and the new one, uncompressed, fit batch.size with the
	 * header: records of 13,000 bytes at a third of their size do not (61 + 4,095 +
	 * 13,000 is over 16,384), though three would fit compressed.
	 */
	@ParameterizedTest(name = "{0} records of {1} bytes")
	@CsvSource(delimiter = '|', textBlock = """
			10  | 1000000 | 5000000 | 977 KiB
			100 | 13000   | 396100  | 12.7 KiB
			""")
	void recordsThatLeaveNoRoomForASecondAreOneABatchWhateverLingerMs(int records, int recordBytes, long compressed,
			String about) {
		long uncompressed = (long) records * (recordBytes + 61);
		Result large = new Result(CompressionConfig.of(Codec.ZSTD, 3), 16384, 1, records, uncompressed, compressed,
				(double) uncompressed / compressed, 300, 1000, BatchLimit.LINGER, false);
		assertThat(warnings(large, "4.2", keyedOver250Partitions(10.0)))
			.contains("At 10 messages/s from one producer with keys, spread over 250 partitions, each batch holds one "
					+ "record however long linger.ms waits: a record, about " + about + ", leaves no room for a second "
					+ "in batch.size 16384 (16 KiB).")
			.noneMatch((warning) -> warning.contains("before they reach batch.size"));
	}

	@ParameterizedTest(name = "{0} on Kafka {1}")
	@CsvSource(delimiter = '|',
			textBlock = """
					none | 0.10.2 | but before Kafka 0.11.0 each uncompressed message is stored alone, with its own 34 bytes of overhead, so fuller batches store no fewer.
					gzip | 0.10.2 | of the bytes stored on the 34-byte wrapper messages, which hold a compressed batch before Kafka 0.11.0, alone
					gzip | 0.9.0  | of the bytes stored on the 26-byte wrapper messages, which hold a compressed batch before Kafka 0.11.0, alone
					gzip | 0.11.0 | of the bytes stored on the 61-byte batch headers alone
					""")
	void beforeRecordBatchesFillingIsWeighedAgainstTheMessageFormatOfTheVersion(String codec, String version,
			String weighed) {
		Result limited = TestResults.lingerLimited(Codec.fromKafkaName(codec), codec.equals("gzip") ? 6 : null, 65536,
				8, codec.equals("gzip") ? 4_000_000 : 10_000_000, 300);
		assertThat(warnings(limited, version, keyedOver250Partitions(2000.0)))
			.anyMatch((warning) -> warning.contains(weighed));
	}

	@ParameterizedTest(name = "{0} producer(s)")
	@CsvSource(delimiter = '|', textBlock = """
			1 | about 4.0 cores: more than one producer can give
			2 | about 4.0 cores, 2.0 for each of the 2 producers: more than one producer can give
			""")
	void aProducerThatCannotCompressFastEnoughIsToldHowManyItTakes(int producers, String takes) {
		// 20,000 messages/s of 998.8 bytes of records at 5 MB/s per core: 3.995 cores
		Result slow = result(Codec.ZSTD, 19, 65536, 1_950_000, 5);
		Workload workload = Workload.builder()
			.messagesPerSecond(20_000.0)
			.partitions(12)
			.keyed(true)
			.producers(producers)
			.build();
		List<Result> results = new ArrayList<>(SWEEP);
		results.add(slow);
		AdviceRequest request = new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST, workload);
		CostModel model = new CostModel(CostSettings.defaults().coefficients());
		List<String> warnings = Warnings.of(slow, Candidates.of(results, request, model),
				WorkloadCost.of(slow, null, request, model));
		assertThat(warnings).contains("At 20,000 messages/s, compressing with zstd 19 (5.0 MB/s per core) takes "
				+ takes
				+ ". A Java producer compresses in the threads that call send(), and appends, and compresses, the "
				+ "records of one partition one at a time, so a producer sending from one thread, or without keys to "
				+ "one partition at a time, compresses at most one core's worth. Spread the rate over at least 4 "
				+ "producers (or, with keys, as many threads sending to different partitions), or choose a faster "
				+ "codec.");
		AdviceRequest slower = new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST,
				Workload.builder().messagesPerSecond(2_000.0).partitions(12).keyed(true).producers(1).build());
		assertThat(Warnings.of(slow, Candidates.of(results, slower, model), WorkloadCost.of(slow, null, slower, model)))
			.noneMatch((warning) -> warning.contains("one core's worth"));
	}

	@Test
	void aProducerThatSpendsMostOfItsCompressionOpeningStreamsIsToldSo() {
		// 1,000 batches of 100 records, 12,594 bytes of records each: 2.33 ms to compress
		// at 5.4 MB/s, and 38.7 ms to open and close the stream
		int batches = 1000;
		long recordBytes = 12_594_000;
		Result slow = new Result(CompressionConfig.of(Codec.ZSTD, 19), 16384, 100, batches, recordBytes + 61L * batches,
				3_000_000, 4.2, Result.kafkaSpeed(5.4, recordBytes, batches, 38_700),
				Result.kafkaSpeed(900, recordBytes, batches, 11), 38_700, 11, BatchLimit.SIZE, false);
		Result fast = new Result(CompressionConfig.of(Codec.ZSTD, 3), 16384, 100, batches, recordBytes + 61L * batches,
				3_300_000, 3.8, Result.kafkaSpeed(60, recordBytes, batches, 20), 900, 20, 2, BatchLimit.SIZE, false);
		Workload workload = Workload.builder().messagesPerSecond(20_000.0).partitions(12).keyed(true).build();
		assertThat(warnings(slow, "4.2", workload))
			.anyMatch((warning) -> warning.contains("takes about 8.2 cores: more than one producer can give") && warning
				.endsWith(" Most of it is the new zstd stream Kafka opens for each batch: 38.7 ms at this "
						+ "level, where compressing a batch's 12.3 KiB of records takes 2.33 ms; a lower level, or "
						+ "batches of more records, cost far less."));
		assertThat(String.join(" ", warnings(fast, "4.2", workload))).doesNotContain("new zstd stream");
	}

	@Test
	void batchesThatLingerMsClosesBeforeTheyFillTheCodecsBufferAreCompressedInTheSenderThreadOnly() {
		// 10,000 batches of one record, 939 bytes of records each: all of each waits in
		// the 16 KiB the gzip stream takes in until the sender thread closes it
		Result slow = TestResults.lingerLimited(Codec.GZIP, 6, 16384, 1, 9_000_000, 5);
		Workload workload = Workload.builder().messagesPerSecond(20_000.0).partitions(12).keyed(true).build();
		List<String> warnings = warnings(slow, "4.2", workload);
		assertThat(warnings).anyMatch((warning) -> warning.contains("takes about 3.8 cores: more than one producer "
				+ "can give. Its batches, which linger.ms 5 closes with about 939 B of records, less than the 16 KiB the "
				+ "producer's gzip stream takes in before it compresses, are compressed when the producer's one sender thread closes "
				+ "them, so however many threads call send(), a producer compresses at most one core's worth. Spread "
				+ "the rate over at least 4 producers, or choose a faster codec."))
			.noneMatch((warning) -> warning.contains("as many threads"));
	}

	@Test
	void withoutAMessageRateLargerBatchesAreAssumedFull() {
		assertThat(warnings(result(Codec.ZSTD, 3, 262144, 2_100_000, 380), "4.2", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("No message rate was given, so batches were modelled full: at "
					+ "batch.size 262144 (256 KiB) a batch holds about 1.19 MiB uncompressed (1,250 records), which a "
					+ "partition must " + "receive within linger.ms 5")
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
				+ "earlier requests are in flight: the sizes measured here are those of batches that fill. A batch that "
				+ "does not fill waits up to 5 ms before it is sent.");
		assertThat(String.join(" ", warnings)).doesNotContain("linger.ms 0").doesNotContain("set linger.ms (");
		assertThat(warnings(result(Codec.ZSTD, 3, batchSize, 2_100_000, 380), "4.2", Workload.NONE))
			.noneMatch((warning) -> warning.contains("KIP-1030"));
	}

	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource({ "3.7", "4.2" })
	void withoutAMessageRateALingerMsOf0GivenIsRaisedTo5AndTheWarningSaysWhy(String version) {
		Workload linger0 = Workload.builder().lingerMs(0).build();
		List<String> warnings = warnings(result(Codec.ZSTD, 3, 262144, 2_100_000, 380), version, linger0);
		assertThat(warnings).contains("The properties set linger.ms 5, not the 0 given: without a message rate, "
				+ "batches were modelled full, and a linger of 0 ms sends each batch as soon as it can, so that batches fill "
				+ "only while earlier requests are in flight. Give messagesPerSecond to model the batches it makes.");
		assertThat(warnings).noneMatch((warning) -> warning.contains("KIP-1030"));
	}

	@Test
	void aFixedNumberOfRecordsPerBatchWarnsThatBatchingWasNotModelled() {
		Result fixed = TestResults.fixed(Codec.ZSTD, 3, 200, 2_500_000, 300);
		assertThat(warnings(fixed, "4.2", Workload.NONE)).contains("Batches were made of a fixed 200 records, so "
				+ "producer batching was not modelled: the properties set batch.size 52497, at which a Java "
				+ "producer's batches hold about 200 records at this ratio, and librdkafka's set batch.num.messages 200; "
				+ "real batches, and so the ratio, may differ as the producer's estimate of the ratio moves.");
	}

	@Test
	void aFixedNumberOfRecordsPerBatchIsNamedAsGivenWhereTheSamplesLastBatchHoldsFewer() {
		// 10000 records at a fixed 1100 a batch: 9 batches of 1100 and one of 100, 1000
		// on average; 61 + 1.05 x 1100 records' bytes x the sections' ratio = 288740.4
		Result fixed = new Result(CompressionConfig.of(Codec.ZSTD, 3), null, 1000, 10, RAW, 2_500_000,
				(double) RAW / 2_500_000, 300, 1000, null, false);
		assertThat(warnings(fixed, "4.2", Workload.NONE, AdvisedTopic.UNKNOWN, 1100)).anyMatch((warning) -> warning
			.startsWith("Batches were made of a fixed 1,100 records, so producer batching "
					+ "was not modelled: the properties set batch.size 288741, at which a Java producer's batches hold "
					+ "about 1,100 records at this ratio, and librdkafka's set batch.num.messages 1100;"));
	}

	@Test
	void kafkaBeforeRecordBatchesIsToldSizesWillDiffer() {
		assertThat(warnings(result(Codec.GZIP, 6, 16384, 2_600_000, 45), "0.10.2", Workload.NONE))
			.anyMatch((warning) -> warning.startsWith("Kafka 0.10.2 writes the older message format"));
	}

	private static List<String> warnings(Result result, String version, Workload workload) {
		return warnings(result, version, workload, null);
	}

	private static List<String> warnings(Result result, String version, Workload workload,
			Integer topicMaxMessageBytes) {
		return warnings(result, version, workload, topicMaxMessageBytes, null);
	}

	private static List<String> warnings(Result result, String version, Workload workload, Integer topicMaxMessageBytes,
			Integer recordsPerBatch) {
		return warnings(result, version, workload, new AdvisedTopic(null, topicMaxMessageBytes, null, null, null),
				recordsPerBatch);
	}

	private static List<String> warnings(Result result, String version, Workload workload, AdvisedTopic topic,
			Integer recordsPerBatch) {
		List<Result> results = new ArrayList<>(SWEEP);
		results.add(result);
		AdviceRequest request = new AdviceRequest(Objective.BALANCED, KafkaVersion.parse(version), workload)
			.forTopic(topic)
			.withRecordsPerBatch(recordsPerBatch);
		CostModel model = new CostModel(CostSettings.defaults().coefficients());
		return Warnings.of(result, Candidates.of(results, request, model),
				WorkloadCost.of(results, request, model).get(result));
	}

	/** Keyed messages from one producer over 250 partitions at linger.ms 20. */
	private static Workload keyedOver250Partitions(double messagesPerSecond) {
		return Workload.builder()
			.messagesPerSecond(messagesPerSecond)
			.partitions(250)
			.lingerMs(20)
			.keyed(true)
			.producers(1)
			.replicationFactor(3)
			.retentionHours(24)
			.consumerGroups(1)
			.build();
	}

}
