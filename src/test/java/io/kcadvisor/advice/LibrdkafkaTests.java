package io.kcadvisor.advice;

import static io.kcadvisor.advice.TestResults.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LibrdkafkaTests {

	@ParameterizedTest(name = "{0} {1} becomes compression.level {2}")
	@CsvSource(delimiter = '|', textBlock = """
			gzip   | 1   | 1  | false
			gzip   | 6   |    | false
			gzip   | 9   | 9  | false
			snappy |     |    | false
			lz4    | 9   |    | false
			lz4    | 1   | 3  | true
			lz4    | 12  | 12 | false
			lz4    | 17  | 12 | true
			zstd   | 3   |    | false
			zstd   | 1   | 1  | false
			zstd   | 12  | 12 | false
			zstd   | 19  | 12 | true
			zstd   | 22  | 12 | true
			zstd   | -5  | 1  | true
			zstd   | -1  | 1  | true
			none   |     |    | false
			""")
	void levelsAreKeptWithinLibrdkafkasRangeWithAWarningWhenTheyCannotCarryOver(String codec, Integer level,
			Integer expected, boolean warned) {
		Result result = result(Codec.fromKafkaName(codec), level, 16384, 2_000_000, 100);
		assertThat(Librdkafka.level(result).orElse(null)).isEqualTo(expected);
		if (expected != null) {
			assertThat(expected).isBetween(Librdkafka.MIN_LEVEL, Librdkafka.MAX_LEVEL);
		}
		Optional<String> warning = Librdkafka.levelWarning(result);
		assertThat(warning.isPresent()).isEqualTo(warned);
		warning.ifPresent((text) -> assertThat(text).startsWith("librdkafka cannot set " + codec + " " + level)
			.contains("compression.level=" + expected));
	}

	@ParameterizedTest(name = "batch.size {0} at ratio {1}")
	@CsvSource({ "16384, 1.0", "65536, 4.0", "262144, 3.0" })
	void batchSizeCountsTheUncompressedBytesAFullJavaBatchHolds(int batchSize, double ratio) {
		Result result = result(Codec.ZSTD, 3, batchSize, Math.round(TestResults.RAW / ratio), 300);
		assertThat(Librdkafka.properties(result, AdviceRequest.defaults())).containsExactly(
				entry("compression.codec", "zstd"),
				entry("batch.size",
						String.valueOf((long) Math.ceil(61 + JavaBatch.recordBytes(result, AdviceRequest.defaults())))),
				entry("linger.ms", "5"));
		assertThat(LibrdkafkaBatch.warning(result, AdviceRequest.defaults())).isEmpty();
	}

	/**
	 * Brokers before 0.10.0 do not say which requests they take: librdkafka is told not
	 * to ask them and which version they are, as its INTRODUCTION.md says, which only its
	 * 2.x releases still take; newer brokers need neither.
	 */
	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource(textBlock = """
			0.8.2,	0.8.2
			0.9.0,	0.9.0
			0.10.0,
			4.2,
			""")
	void brokersTooOldToSayTheirVersionsAreNamedToLibrdkafka(String version, String fallback) {
		Result result = result(Codec.GZIP, 6, 16384, 2_000_000, 100);
		Map<String, String> properties = Librdkafka.properties(result,
				new AdviceRequest(null, KafkaVersion.parse(version), null));
		if (fallback == null) {
			assertThat(properties).doesNotContainKeys("api.version.request", "broker.version.fallback");
			assertThat(Librdkafka.releases(properties)).startsWith("for librdkafka 1.5 or newer");
		}
		else {
			assertThat(properties).containsEntry("api.version.request", "false")
				.containsEntry("broker.version.fallback", fallback);
			assertThat(Librdkafka.releases(properties)).isEqualTo("for librdkafka 1.5 to 2.x: older releases refuse "
					+ "batch.size, and 3.x no longer talks to brokers before 0.10.0");
		}
	}

	@Test
	void batchesStayUnderTheTopicsLimitWithHeadroomEvenWhenTheyDoNotCompress() {
		// a Java batch of 1048576 bytes at ratio 4.14 holds about 4.77 MiB of records
		Result result = result(Codec.ZSTD, 3, 1048576, 2_415_459, 300);
		Map<String, String> properties = Librdkafka.properties(result, AdviceRequest.defaults());
		assertThat(properties).containsEntry("batch.size", "998655")
			.doesNotContainKeys("message.max.bytes", "batch.num.messages");
		assertThat(998_655 * 1.05).isLessThanOrEqualTo(KafkaVersion.NEWEST.defaultMaxMessageBytes());
		assertThat(LibrdkafkaBatch.warning(result, AdviceRequest.defaults()))
			.hasValue("librdkafka cannot split a batch the broker refuses "
					+ "as too large, and fills its batches by their uncompressed size: its batch.size is kept at 998655, "
					+ "under the topic's max.message.bytes (1048588) with 5% headroom, so that even a batch that does "
					+ "not compress is accepted. Its batches hold fewer records than the Java producer's, which at "
					+ "batch.size 1048576 (1 MiB) hold about 4.77 MiB of records, and store more than measured here.");
	}

	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource({ "4.4, 998655, 1048588", "2.5, 998655, 1048588", "2.4, 952392, 1000012" })
	void batchesStayUnderTheDefaultLimitOfTheBrokersVersion(String version, String batchSize, String limit) {
		// a Java batch of 262144 bytes at ratio 10 holds about 2.5 MB of records
		Result result = result(Codec.ZSTD, 3, 262144, 1_000_000, 300);
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse(version), null);
		assertThat(Librdkafka.properties(result, request)).containsEntry("batch.size", batchSize);
		assertThat(LibrdkafkaBatch.warning(result, request))
			.hasValueSatisfying((warning) -> assertThat(warning).contains("its batch.size is kept at " + batchSize
					+ ", under the topic's max.message.bytes (" + limit + ")"));
	}

	/**
	 * librdkafka's batches fit under the live topic's own max.message.bytes: a topic that
	 * takes more than the version's default lets them hold what a Java batch holds.
	 */
	@ParameterizedTest(name = "batch.size {0} on a topic of max.message.bytes {1}")
	@CsvSource({ "1048576, 10485760, false", "1048576, 1048588, true", "4194304, 2000000, true" })
	void batchesStayUnderTheLiveTopicsOwnLimit(int batchSize, int topicLimit, boolean kept) {
		// a Java batch of batch.size at ratio 4.14 holds about 4.14 times as many bytes
		Result result = result(Codec.ZSTD, 3, batchSize, 2_415_459, 300);
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse("4.0"), null)
			.forTopic(new AdvisedTopic(null, topicLimit, null, null, null));
		long javaBatch = (long) Math.ceil(61 + JavaBatch.recordBytes(result, AdviceRequest.defaults()));
		long ceiling = PropertiesWriter.maxMessageBytes(result, request) * 100 / 105;
		assertThat(ceiling).isGreaterThanOrEqualTo(topicLimit * 100L / 105);
		assertThat(Librdkafka.properties(result, request)).containsEntry("batch.size",
				String.valueOf(kept ? ceiling : javaBatch));
		assertThat(LibrdkafkaBatch.warning(result, request).isPresent()).isEqualTo(kept);
	}

	@Test
	void aTopicLimitRaisedForTheJavaBatchRaisesLibrdkafkasWithIt() {
		Result result = result(Codec.ZSTD, 3, 4194304, 2_000_000, 300);
		long topicLimit = Long
			.parseLong(PropertiesWriter.topic(result, AdviceRequest.defaults()).get("max.message.bytes"));
		Map<String, String> properties = Librdkafka.properties(result, AdviceRequest.defaults());
		long batchSize = Long.parseLong(properties.get("batch.size"));
		assertThat(batchSize).isEqualTo((long) Math.floor(topicLimit / 1.05));
		assertThat(properties).containsEntry("message.max.bytes", String.valueOf(batchSize));
	}

	@Test
	void smallRecordsRaiseTheMessageCountSoThatBatchSizeClosesBatches() {
		// 1,000,000 records of 10 bytes in 10 batches
		Result small = new Result(CompressionConfig.of(Codec.LZ4, 9), 262144, 100_000, 10, 10_000_610, 2_000_000,
				10_000_610 / 2_000_000.0, 700, 2500, BatchLimit.SIZE, false);
		assertThat(Librdkafka.properties(small, AdviceRequest.defaults())).containsEntry("batch.size", "998655")
			.containsEntry("batch.num.messages", String.valueOf((long) Math.ceil(2 * (998_655 - 61) / 10.0)));
	}

	/**
	 * 2,000,000 records of 10 bytes in 4 Java batches of 1048576 bytes: librdkafka's
	 * batch.size is kept at 998655, which holds 99860 of them, more than its default
	 * queue.buffering.max.messages (100000) takes twice, once for the batch being filled
	 * and once for the one awaiting its acknowledgement, on each partition.
	 */
	@ParameterizedTest(name = "{0} partitions")
	@CsvSource(nullValues = "-", textBlock = """
			-,  199720
			1,  199720
			12, 2396640
			""")
	void tinyRecordsRaiseTheQueueSoThatAFullBatchAndOneAwaitingAcknowledgementFitOnEachPartition(Integer partitions,
			String messages) {
		Result tiny = tinyRecords();
		AdviceRequest request = new AdviceRequest(null, null,
				Workload.builder().partitions(partitions).keyed(false).build());
		Map<String, String> properties = Librdkafka.properties(tiny, request);
		assertThat(properties).containsEntry("batch.size", "998655")
			.containsEntry("batch.num.messages", "199719")
			.containsEntry("queue.buffering.max.messages", messages)
			.doesNotContainKey("queue.buffering.max.kbytes");
		assertThat(Long.parseLong(messages)).isEqualTo(2 * ((partitions != null) ? partitions : 1) * 99_860L);
	}

	@Test
	void fullBatchesOverManyPartitionsRaiseTheQueuesBytesWhenTheyExceedItsDefault() {
		Result tiny = tinyRecords();
		AdviceRequest request = new AdviceRequest(null, null, Workload.builder().partitions(1000).keyed(true).build());
		// 2000 batches of 998655 bytes: 1950499 KiB, more than the default 1048576
		assertThat(Librdkafka.properties(tiny, request)).containsEntry("queue.buffering.max.messages", "199720000")
			.containsEntry("queue.buffering.max.kbytes", "1950499");
	}

	/**
	 * librdkafka took at most 10000000 queue.buffering.max.messages before 2.0
	 * ({@code rdkafka_conf.c}, 1.5.0 to 1.9.2) and refuses a configuration above it.
	 */
	@ParameterizedTest
	@CsvSource({ "50, 9986000, 1.5", "51, 10185720, 2.0" })
	void aQueueAboveWhatLibrdkafkaTookBefore20IsForLibrdkafka20(int partitions, String messages, String release) {
		AdviceRequest request = new AdviceRequest(null, null,
				Workload.builder().partitions(partitions).keyed(true).build());
		Map<String, String> properties = Librdkafka.properties(tinyRecords(), request);
		assertThat(properties).containsEntry("queue.buffering.max.messages", messages);
		assertThat(Librdkafka.releases(properties)).startsWith("for librdkafka " + release + " or newer: ");
	}

	@Test
	void theQueueTakesAtMostLibrdkafkasHighestLimit() {
		AdviceRequest request = new AdviceRequest(null, null,
				Workload.builder().partitions(100_000).keyed(true).build());
		assertThat(Librdkafka.properties(tinyRecords(), request)).containsEntry("queue.buffering.max.messages",
				String.valueOf(Integer.MAX_VALUE));
	}

	@Test
	void largeRecordsOverManyPartitionsRaiseOnlyTheQueuesBytes() {
		// 100 records of 100,000 bytes in batches of 10, uncompressed
		Result large = new Result(CompressionConfig.of(Codec.NONE, null), 1048576, 10, 10, 10_000_610, 10_000_610, 1.0,
				5000, 5000, BatchLimit.SIZE, false);
		AdviceRequest request = new AdviceRequest(null, null, Workload.builder().partitions(600).keyed(true).build());
		// 1200 batches of 998655 bytes: 1170299 KiB, but only 1200 × 10 messages
		assertThat(Librdkafka.properties(large, request)).containsEntry("batch.size", "998655")
			.containsEntry("queue.buffering.max.kbytes", "1170299")
			.doesNotContainKey("queue.buffering.max.messages");
	}

	/**
	 * Batches that linger.ms closed hold the records the message rate brought, fewer than
	 * batch.size allows, and those are the ones the queue holds at that rate.
	 */
	@Test
	void batchesThatLingerClosedSizeTheQueueByTheRecordsTheyHeld() {
		Result lingerLimited = TestResults.lingerLimited(Codec.ZSTD, 3, 65536, 20, 4_000_000, 300);
		AdviceRequest request = new AdviceRequest(null, null,
				Workload.builder().messagesPerSecond(50_000.0).partitions(5000).keyed(true).build());
		assertThat(Librdkafka.properties(lingerLimited, request)).containsEntry("queue.buffering.max.messages",
				String.valueOf(2 * 5000 * 20));
	}

	@ParameterizedTest(name = "{0} partitions")
	@CsvSource(nullValues = "-", textBlock = """
			-
			12
			""")
	void batchesTheQueuesDefaultsHoldLeaveItAlone(Integer partitions) {
		Result result = result(Codec.ZSTD, 3, 65536, Math.round(TestResults.RAW / 4.0), 300);
		AdviceRequest request = new AdviceRequest(null, null,
				Workload.builder().partitions(partitions).keyed(true).build());
		assertThat(Librdkafka.properties(result, request)).containsExactly(entry("compression.codec", "zstd"),
				entry("batch.size",
						String.valueOf((long) Math.ceil(61 + JavaBatch.recordBytes(result, AdviceRequest.defaults())))),
				entry("linger.ms", "5"));
	}

	/**
	 * Returns 2,000,000 records of 10 bytes that compress 5 to 1, in 4 Java batches of
	 * 1048576 bytes.
	 */
	private static Result tinyRecords() {
		return new Result(CompressionConfig.of(Codec.LZ4, 9), 1048576, 500_000, 4, 20_000_244, 4_000_000,
				20_000_244 / 4_000_000.0, 700, 2500, BatchLimit.SIZE, false);
	}

	@Test
	void recordsLargerThanBatchSizeMakeBatchesOfOneMessageWhateverClosedTheJavaBatches() {
		// ten records of 1,000,000 bytes, each alone in a batch that linger.ms closed
		Result large = new Result(CompressionConfig.of(Codec.ZSTD, 3), 16384, 1, 10, 10_000_610, 5_000_000, 2.0, 300,
				1000, BatchLimit.LINGER, false);
		assertThat(Librdkafka.properties(large, AdviceRequest.defaults())).containsEntry("batch.size", "1")
			.containsEntry("batch.num.messages", "1");
		assertThat(LibrdkafkaBatch.warning(large, AdviceRequest.defaults())).isEmpty();
	}

	@Test
	void batchSize0MakesBatchesOfOneMessage() {
		Result unbatched = new Result(CompressionConfig.of(Codec.ZSTD, 3), 0, 1, TestResults.RECORDS, TestResults.RAW,
				9_000_000, TestResults.RAW / 9_000_000.0, 100, 1000, BatchLimit.SIZE, false);
		assertThat(Librdkafka.properties(unbatched, AdviceRequest.defaults())).containsEntry("batch.size", "1")
			.containsEntry("batch.num.messages", "1");
	}

	/**
	 * A message rate that closes batches on linger.ms is not a setting: librdkafka gets
	 * the limits the Java properties set (the same linger.ms, and a batch.size that holds
	 * what a full Java batch does), so that its batches grow with the rate as the Java
	 * producer's do, not a batch.size or batch.num.messages that caps them at the records
	 * this rate put in a batch.
	 */
	@ParameterizedTest(name = "{0} records per batch closed by linger.ms")
	@CsvSource({ "1", "20" })
	void batchesThatLingerClosedAreNotCappedAtTheirMeasuredSize(int records) {
		Result lingerLimited = TestResults.lingerLimited(Codec.ZSTD, 3, 65536, records, 4_000_000, 300);
		Map<String, String> properties = Librdkafka.properties(lingerLimited, AdviceRequest.defaults());
		assertThat(properties).containsEntry("batch.size",
				String.valueOf((long) Math.ceil(61 + JavaBatch.fullRecordBytes(lingerLimited))));
		assertThat(properties).doesNotContainKey("batch.num.messages");
	}

	@ParameterizedTest(name = "{0} records per batch")
	@CsvSource({ "50", "5000" })
	void aFixedNumberOfRecordsPerBatchMakesTheSameBatchesAsTheJavaProperties(int records) {
		Result fixed = new Result(CompressionConfig.of(Codec.LZ4, 9), null, records, 10, 10 * (records * 100L + 61),
				10 * (records * 50L + 61), 2, 700, 2500, null, false);
		Map<String, String> properties = Librdkafka.properties(fixed, AdviceRequest.defaults());
		assertThat(properties).containsEntry("batch.size", String.valueOf(61 + records * 100L))
			.containsEntry("batch.num.messages", String.valueOf(records));
		assertThat(PropertiesWriter.producer(fixed, AdviceRequest.defaults())).containsEntry("batch.size",
				String.valueOf((long) Math.ceil(61 + 1.05 * records * 50)));
	}

	/**
	 * 4800 records of 100 bytes at a fixed 2000 a batch make batches of 2000, 2000 and
	 * 800: the properties make batches of 2000, not of the 1600 the batches average; a
	 * count larger than the sample makes one batch of the whole sample.
	 */
	@ParameterizedTest(name = "{0} records per batch")
	@CsvSource({ "2000, 3, 2000", "10000, 1, 4800" })
	void aFixedNumberOfRecordsPerBatchIsMadeOfThatManyWhereTheSamplesLastBatchHoldsFewer(int count, int batches,
			int held) {
		Result fixed = new Result(CompressionConfig.of(Codec.LZ4, 9), null, 4800.0 / batches, batches,
				480_000L + 61L * batches, 240_000L + 61L * batches, 2, 700, 2500, null, false);
		AdviceRequest request = AdviceRequest.defaults().withRecordsPerBatch(count);
		assertThat(Librdkafka.properties(fixed, request)).containsEntry("batch.size", String.valueOf(61 + held * 100L))
			.containsEntry("batch.num.messages", String.valueOf(held));
		assertThat(PropertiesWriter.producer(fixed, request)).containsEntry("batch.size",
				String.valueOf((long) Math.ceil(61 + 1.05 * held * 50)));
	}

	@ParameterizedTest(name = "Kafka {0}, rate {1}")
	@CsvSource(nullValues = "-", textBlock = """
			3.7, 50000
			3.7, -
			2.0, 50000
			4.4, 50000
			""")
	void lingerIsLibrdkafkasDefault5WhateverTheBrokerVersionWhenNoneIsGiven(String version, Double rate) {
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse(version),
				Workload.builder().messagesPerSecond(rate).partitions(3).keyed(false).build());
		Result lingerLimited = TestResults.lingerLimited(Codec.LZ4, 9, 16384, 250, 4_000_000, 700);
		assertThat(Librdkafka.properties(lingerLimited, request)).containsEntry("linger.ms", "5");
	}

	@ParameterizedTest(name = "linger.ms {0} given")
	@CsvSource({ "0", "20" })
	void lingerIsTheOneGivenWithAMessageRate(int lingerMs) {
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse("3.7"),
				Workload.builder().messagesPerSecond(50_000.0).partitions(3).lingerMs(lingerMs).keyed(false).build());
		Result lingerLimited = TestResults.lingerLimited(Codec.LZ4, 9, 16384, 250, 4_000_000, 700);
		assertThat(Librdkafka.properties(lingerLimited, request)).containsEntry("linger.ms", String.valueOf(lingerMs));
	}

}
