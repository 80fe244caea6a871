package io.kcadvisor.advice;

import static io.kcadvisor.advice.TestResults.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.config.TopicConfig;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.storage.internals.log.LogConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class PropertiesWriterTests {

	private static final AdviceRequest NEWEST = AdviceRequest.defaults();

	@ParameterizedTest(name = "{0} {1} on Kafka {2}: {3}")
	@CsvSource(delimiter = '|', textBlock = """
			zstd   | 3  | 4.2 | compression.type=zstd, batch.size=65536, linger.ms=5
			zstd   | 19 | 4.2 | compression.type=zstd, compression.zstd.level=19, batch.size=65536, linger.ms=5
			zstd   | -5 | 3.8 | compression.type=zstd, compression.zstd.level=-5, batch.size=65536, linger.ms=5
			zstd   | 3  | 3.7 | compression.type=zstd, batch.size=65536, linger.ms=5
			gzip   | 1  | 4.0 | compression.type=gzip, compression.gzip.level=1, batch.size=65536, linger.ms=5
			gzip   | 6  | 2.0 | compression.type=gzip, batch.size=65536, linger.ms=5
			lz4    | 9  | 4.2 | compression.type=lz4, batch.size=65536, linger.ms=5
			lz4    | 12 | 4.2 | compression.type=lz4, compression.lz4.level=12, batch.size=65536, linger.ms=5
			snappy |    | 4.2 | compression.type=snappy, batch.size=65536, linger.ms=5
			none   |    | 4.2 | compression.type=none, batch.size=65536, linger.ms=5
			""")
	void producerPropertiesSetTheCodecALevelOnlyWhenNotTheDefaultTheBatchSizeAndLinger(String codec, Integer level,
			String version, String expected) {
		Result result = result(Codec.fromKafkaName(codec), level, 65536, 2_000_000, 100);
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse(version), null);
		assertThat(PropertiesWriter.producer(result, request)).hasToString("{" + expected + "}");
	}

	@ParameterizedTest(name = "linger.ms {0} given on Kafka {1}")
	@CsvSource({ "20, 3.6", "0, 3.7", "0, 4.2", "100, 4.2" })
	void withAMessageRateLingerIsTheWorkloadsWhenGiven(int lingerMs, String version) {
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse(version),
				Workload.builder().messagesPerSecond(5000.0).partitions(4).lingerMs(lingerMs).build());
		assertThat(PropertiesWriter.producer(result(Codec.LZ4, 9, 16384, 4_000_000, 700), request))
			.containsEntry("linger.ms", String.valueOf(lingerMs));
	}

	@ParameterizedTest(name = "linger.ms {0} given on Kafka {1}: {2}")
	@CsvSource({ "20, 3.6, 20", "0, 3.7, 5", "0, 4.2, 5", "100, 4.2, 100" })
	void withoutAMessageRateALingerOf0GivenIsRaisedSoThatBatchesModelledFullCanFill(int lingerMs, String version,
			String set) {
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse(version),
				Workload.builder().partitions(4).lingerMs(lingerMs).build());
		assertThat(PropertiesWriter.producer(result(Codec.LZ4, 9, 16384, 4_000_000, 700), request))
			.containsEntry("linger.ms", set);
	}

	@ParameterizedTest(name = "batch.size {0} on Kafka {1}")
	@CsvSource({ "16384, 3.9", "65536, 3.7", "262144, 3.8", "1048576, 3.7", "1048576, 2.0", "262144, 0.10.2" })
	void batchesModelledFullAreSentWithLinger5EvenWhereTheVersionDefaultsTo0(int batchSize, String version) {
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse(version), null);
		assertThat(PropertiesWriter.producer(result(Codec.GZIP, 6, batchSize, 2_500_000, 45), request))
			.containsEntry("linger.ms", "5");
	}

	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource({ "3.7", "4.2" })
	void batchesOfAFixedCountAreSentWithLinger5EvenWhereTheVersionDefaultsTo0(String version) {
		Result fixed = TestResults.fixed(Codec.ZSTD, 3, 200, 2_500_000, 300);
		assertThat(PropertiesWriter.producer(fixed, new AdviceRequest(null, KafkaVersion.parse(version), null)))
			.containsEntry("linger.ms", "5");
	}

	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource({ "3.7", "2.0", "0.10.2" })
	void withAMessageRateButNoLingerThePropertiesSetTheLinger5TheBatchesWereModelledWith(String version) {
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse(version),
				Workload.builder().messagesPerSecond(1_000_000.0).partitions(12).keyed(false).build());
		assertThat(request.modelledLingerMs()).isEqualTo(5);
		Result lingerLimited = TestResults.lingerLimited(Codec.ZSTD, 3, 1048576, 5001, 1_500_000, 300);
		Result full = result(Codec.ZSTD, 3, 16384, 2_700_000, 300);
		assertThat(List.of(lingerLimited, full)).allSatisfy(
				(result) -> assertThat(PropertiesWriter.producer(result, request)).containsEntry("linger.ms", "5"));
	}

	/**
	 * A live topic set to a codec is set to the recommended one, with its level where the
	 * producer's is set, so that its leader stores that codec as soon as it is set, even
	 * from producers not yet switched; a topic that stores producers' batches as they
	 * are, or one not known, keeps producer. Each is a configuration Kafka takes.
	 */
	@ParameterizedTest(name = "{0} topic, {1} {2}")
	@CsvSource(nullValues = "null", textBlock = """
			gzip,			zstd,	9,		'compression.type=zstd, compression.zstd.level=9'
			gzip,			gzip,	6,		'compression.type=gzip'
			lz4,			gzip,	1,		'compression.type=gzip, compression.gzip.level=1'
			uncompressed,	none,	null,	'compression.type=uncompressed'
			snappy,			none,	null,	'compression.type=uncompressed'
			producer,		zstd,	9,		'compression.type=producer'
			null,			zstd,	9,		'compression.type=producer'
			""")
	void aTopicSetToACodecIsSetToTheRecommendedOne(String topicType, String codec, Integer level, String expected) {
		Result result = result(Codec.fromKafkaName(codec), level, 65536, 2_300_000, 100);
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse("4.2"), null)
			.forTopic(new AdvisedTopic("orders", null, "delete", null, topicType));
		Map<String, String> topic = PropertiesWriter.topic(result, request);
		assertThat(topic.toString()).isEqualTo("{" + expected + "}");
		Properties config = new Properties();
		config.putAll(topic);
		assertThatNoException().isThrownBy(() -> LogConfig.validate(config));
	}

	@Test
	void batchesThatAGivenLingerMsOf0ClosedAreSentAsTheyWereModelled() {
		AdviceRequest request = new AdviceRequest(null, KafkaVersion.parse("3.7"),
				Workload.builder().messagesPerSecond(50_000.0).partitions(3).lingerMs(0).keyed(false).build());
		Result closedByLinger0 = TestResults.lingerLimited(Codec.ZSTD, 3, 16384, 1, 9_000_000, 80);
		assertThat(PropertiesWriter.producer(closedByLinger0, request)).containsEntry("linger.ms", "0");
	}

	@Test
	void withAFixedNumberOfRecordsPerBatchBatchSizeIsTheOneAtWhichJavaBatchesHoldThem() {
		// 50 batches of 200 records, each with a compressed section of 50000 - 61 bytes:
		// 61 + 1.05 × 49939 = 52496.95
		Result fixed = TestResults.fixed(Codec.ZSTD, 3, 200, 2_500_000, 300);
		assertThat(PropertiesWriter.producer(fixed, NEWEST)).containsEntry("batch.size", "52497");
	}

	@ParameterizedTest(name = "Kafka {0}")
	@CsvSource({ "0.8.2", "0.9.0", "4.4" })
	void topicsTakeACompressionTypeFrom09(String version) {
		Map<String, String> properties = PropertiesWriter.topic(result(Codec.LZ4, 9, 16384, 4_000_000, 700),
				new AdviceRequest(null, KafkaVersion.parse(version), null));
		assertThat(properties.containsKey(TopicConfig.COMPRESSION_TYPE_CONFIG)).isEqualTo(!version.equals("0.8.2"));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("everyConfigurableResult")
	void producerPropertiesAreValidProducerConfigs(Result result) {
		Map<String, String> properties = PropertiesWriter.producer(result, NEWEST);
		assertThat(ProducerConfig.configNames()).containsAll(properties.keySet());
		Map<String, Object> config = new HashMap<>(properties);
		config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		Map<String, Object> parsed = ProducerConfig.configDef().parse(config);
		assertThat(parsed).containsEntry(ProducerConfig.COMPRESSION_TYPE_CONFIG, result.codec().kafkaName())
			.containsEntry(ProducerConfig.BATCH_SIZE_CONFIG, result.batchSize())
			.containsEntry(ProducerConfig.LINGER_MS_CONFIG, 5L);
		if (result.codec().hasLevel()) {
			boolean defaultLevel = result.level().equals(result.codec().defaultLevel());
			assertThat(properties.containsKey(result.codec().levelProperty())).isNotEqualTo(defaultLevel);
			if (!defaultLevel) {
				assertThat(parsed).containsEntry(result.codec().levelProperty(), result.level());
			}
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("everyConfigurableResult")
	void topicPropertiesAreRealTopicConfigsThatABrokerAccepts(Result result) {
		Map<String, String> properties = PropertiesWriter.topic(result, NEWEST);
		assertThat(properties).containsEntry(TopicConfig.COMPRESSION_TYPE_CONFIG, "producer");
		assertThat(LogConfig.configNames()).containsAll(properties.keySet());
		Properties config = new Properties();
		config.putAll(properties);
		assertThatNoException().isThrownBy(() -> LogConfig.validate(config));
	}

	@Test
	void maxRequestSizeIsRaisedWithMaxMessageBytesForABatchSizeAboveOneMebibyte() {
		assertThat(PropertiesWriter.producer(result(Codec.ZSTD, 3, 1048576, 2_000_000, 300), NEWEST))
			.doesNotContainKey(ProducerConfig.MAX_REQUEST_SIZE_CONFIG);
		Result large = result(Codec.ZSTD, 3, 4194304, 2_000_000, 300);
		assertThat(PropertiesWriter.producer(large, NEWEST)).containsEntry(ProducerConfig.MAX_REQUEST_SIZE_CONFIG,
				PropertiesWriter.topic(large, NEWEST).get(TopicConfig.MAX_MESSAGE_BYTES_CONFIG));
	}

	@Test
	void maxMessageBytesIsRaisedOnlyWhenBatchSizeExceedsItsDefault() {
		assertThat(PropertiesWriter.topic(result(Codec.ZSTD, 3, 1048576, 2_000_000, 300), NEWEST))
			.containsOnlyKeys(TopicConfig.COMPRESSION_TYPE_CONFIG);
		Map<String, String> large = PropertiesWriter.topic(result(Codec.ZSTD, 3, 4194304, 2_000_000, 300), NEWEST);
		assertThat(large).containsEntry(TopicConfig.MAX_MESSAGE_BYTES_CONFIG, "4613734");
		Properties config = new Properties();
		config.putAll(large);
		assertThatNoException().isThrownBy(() -> LogConfig.validate(config));
	}

	/**
	 * Brokers take batches up to their message.max.bytes, which topics' max.message.bytes
	 * defaults to: 1000000 and the 12 bytes of log overhead before Kafka 2.5, 1 MiB and
	 * the 12 bytes from 2.5 ({@code KafkaConfig.MessageMaxBytes}).
	 */
	@ParameterizedTest(name = "batch.size {0} on Kafka {1}")
	@CsvSource(nullValues = "-", textBlock = """
			1048576,	4.4,	-
			1048576,	2.5,	-
			1048576,	2.4,	1153433
			1048576,	0.11.0,	1153433
			1000012,	2.4,	-
			1000013,	2.4,	1100014
			""")
	void maxMessageBytesIsRaisedAboveTheDefaultOfTheBrokersVersion(int batchSize, String version, String raised) {
		Map<String, String> topic = PropertiesWriter.topic(result(Codec.ZSTD, 3, batchSize, 2_000_000, 300),
				new AdviceRequest(null, KafkaVersion.parse(version), null));
		assertThat(topic.get(TopicConfig.MAX_MESSAGE_BYTES_CONFIG)).isEqualTo(raised);
	}

	/**
	 * An analysis of a live topic knows the topic's own max.message.bytes: the topic
	 * configuration raises it only where the batches need more, and never sets a value
	 * that would lower it.
	 */
	@ParameterizedTest(name = "batch.size {0} on a topic of max.message.bytes {1} on Kafka {2}")
	@CsvSource(nullValues = "-", textBlock = """
			1048576,	10485760,	2.4,	-
			1048576,	10485760,	4.0,	-
			4194304,	10485760,	4.0,	-
			1048576,	1048588,	2.4,	-
			1500000,	2000000,	4.0,	-
			1048576,	1000012,	4.0,	1153433
			4194304,	1048588,	4.0,	4613734
			4194304,	2000000,	4.0,	4613734
			2500000,	2000000,	4.0,	2750000
			""")
	void aLiveTopicsMaxMessageBytesIsRaisedOnlyWhereBatchesNeedMoreAndNeverLowered(int batchSize, int topicLimit,
			String version, String raised) {
		AdviceRequest request = onTopic(version, topicLimit);
		Map<String, String> topic = PropertiesWriter.topic(result(Codec.ZSTD, 3, batchSize, 2_000_000, 300), request);
		assertThat(topic.get(TopicConfig.MAX_MESSAGE_BYTES_CONFIG)).isEqualTo(raised);
		if (raised != null) {
			assertThat(Long.parseLong(raised)).isGreaterThan(topicLimit);
		}
	}

	@ParameterizedTest(name = "batch.size {0} on a topic of max.message.bytes {1}")
	@CsvSource(nullValues = "-", textBlock = """
			1048576,	10485760,	-
			4194304,	10485760,	10485760
			2097152,	1048588,	2306867
			4194304,	2000000,	4613734
			""")
	void maxRequestSizeFollowsTheLiveTopicsMaxMessageBytes(int batchSize, int topicLimit, String maxRequestSize) {
		assertThat(
				PropertiesWriter.producer(result(Codec.ZSTD, 3, batchSize, 2_000_000, 300), onTopic("4.0", topicLimit))
					.get(ProducerConfig.MAX_REQUEST_SIZE_CONFIG))
			.isEqualTo(maxRequestSize);
	}

	@Test
	void theBrokersValidationRejectsWhatABrokerWouldReject() {
		Properties none = new Properties();
		none.put(TopicConfig.COMPRESSION_TYPE_CONFIG, "none");
		assertThatExceptionOfType(ConfigException.class).isThrownBy(() -> LogConfig.validate(none));
		Properties level = new Properties();
		level.put(TopicConfig.COMPRESSION_ZSTD_LEVEL_CONFIG, "23");
		assertThatExceptionOfType(ConfigException.class).isThrownBy(() -> LogConfig.validate(level));
	}

	static Stream<Result> everyConfigurableResult() {
		List<Result> sweep = TestResults.sweep();
		return Stream
			.concat(sweep.stream(), Stream.of(result(Codec.ZSTD, 22, 4194304, 1_800_000, 2),
					result(Codec.GZIP, 9, 1048576, 2_400_000, 20), result(Codec.LZ4, 17, 262144, 3_400_000, 30)))
			.filter(Result::configurable);
	}

	private static AdviceRequest onTopic(String version, int maxMessageBytes) {
		return new AdviceRequest(null, KafkaVersion.parse(version), null)
			.forTopic(new AdvisedTopic(null, maxMessageBytes, null, null, null));
	}

}
