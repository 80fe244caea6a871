package io.kcadvisor.advice;

import static io.kcadvisor.advice.TestResults.result;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.KafkaBatches;
import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.LargestRecord;
import io.kcadvisor.batch.RecordHeader;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.config.TopicConfig;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.record.AbstractRecords;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The properties let the sample's largest record through every client where it needs more
 * than the defaults: the Java producer's own bound on it
 * ({@code AbstractRecords.estimateSizeInBytesUpperBound}, which {@code KafkaProducer}
 * checks against max.request.size) fits the pasted max.request.size and the topic's
 * max.message.bytes, and so does its batch of one record as kafka-clients writes it with
 * the recommended codec where it does not compress, which the broker checks; librdkafka's
 * count of it fits its message.max.bytes; and nothing is raised for a record the defaults
 * take.
 */
class LargestRecordAdviceTests {

	static final Result SMALL_BATCHES = result(Codec.ZSTD, 3, 16384, 2_000_000, 300);

	@ParameterizedTest(name = "key {0}, value {1}, {2} headers on Kafka {3}")
	@CsvSource(textBlock = """
			-1,  1048576, 0, 4.2
			-1,  1048490, 0, 4.2
			100, 1048400, 2, 4.2
			-1,  4000000, 0, 4.2
			-1,  1048576, 0, 2.4
			-1,  1000000, 0, 2.4
			""")
	void thePastedJavaPropertiesTakeARecordThatADefaultProducerRefuses(int keyLength, int valueLength, int headerCount,
			String version) {
		KafkaRecord record = record(keyLength, valueLength, headerCount);
		AdviceRequest request = request(version, record);
		int bound = javaBound(record);
		Map<String, Object> producer = parsed(PropertiesWriter.producer(SMALL_BATCHES, request));
		int defaultMaxRequestSize = (int) parsed(Map.of()).get(ProducerConfig.MAX_REQUEST_SIZE_CONFIG);
		assertThat(bound).as("refused by a default producer or topic")
			.isGreaterThan(Math.min(defaultMaxRequestSize, KafkaVersion.parse(version).defaultMaxMessageBytes()));
		assertThat((int) producer.get(ProducerConfig.MAX_REQUEST_SIZE_CONFIG)).isGreaterThanOrEqualTo(bound);
		String topicLimit = PropertiesWriter.topic(SMALL_BATCHES, request).get(TopicConfig.MAX_MESSAGE_BYTES_CONFIG);
		long maxMessageBytes = (topicLimit != null) ? Long.parseLong(topicLimit)
				: KafkaVersion.parse(version).defaultMaxMessageBytes();
		assertThat(maxMessageBytes).isGreaterThanOrEqualTo(bound);
	}

	/**
	 * Records of random bytes, which no codec compresses, near the limits: the topic's
	 * max.message.bytes, the default's or the one pasted, holds each record alone in a
	 * batch as kafka-clients writes it with each codec, which the producer cannot split,
	 * and the producer's max.request.size its bound; a live topic that takes the record
	 * uncompressed is raised for a codec that grows it.
	 */
	@ParameterizedTest(name = "value {0}, topic max.message.bytes {1}")
	@CsvSource(nullValues = "-", textBlock = """
			1048300, -
			1048480, -
			1048495, -
			1048300, 1048387
			""")
	void theTopicTakesARecordThatDoesNotCompressAsEachCodecWritesIt(int valueLength, Integer topicMaxMessageBytes) {
		KafkaRecord record = randomRecord(valueLength);
		AdviceRequest request = request("4.2", record)
			.forTopic(new AdvisedTopic(null, topicMaxMessageBytes, null, null, null));
		for (Codec codec : Codec.values()) {
			Result result = result(codec, codec.defaultLevel(), 16384, 2_000_000, 300);
			Compression compression = KafkaBatches.compression(codec.kafkaName(), codec.defaultLevel());
			int written = KafkaBatches.fixed(List.of(record), compression, 1).get(0).remaining();
			Map<String, Object> producer = parsed(PropertiesWriter.producer(result, request));
			assertThat((int) producer.get(ProducerConfig.MAX_REQUEST_SIZE_CONFIG))
				.isGreaterThanOrEqualTo(javaBound(record));
			assertThat(topicLimit(result, request)).as(codec.kafkaName()).isGreaterThanOrEqualTo(written);
		}
	}

	/**
	 * Records a default producer takes and a default topic stores alone in a zstd batch
	 * even where they do not compress; at the limit, a byte more has the topic raised.
	 */
	@ParameterizedTest(name = "key {0}, value {1}, {2} headers")
	@CsvSource(textBlock = """
			-1,  1048483, 0, true
			10,  1048473, 0, true
			-1,  1048458, 1, true
			-1,  1000,    3, false
			""")
	void nothingIsRaisedForARecordThatDefaultsTakeAsItsCodecWritesIt(int keyLength, int valueLength, int headerCount,
			boolean atTheLimit) {
		KafkaRecord record = record(keyLength, valueLength, headerCount);
		assertThat(javaBound(record)).isLessThanOrEqualTo(PropertiesWriter.DEFAULT_MAX_REQUEST_SIZE);
		AdviceRequest request = request("4.2", record);
		assertThat(PropertiesWriter.producer(SMALL_BATCHES, request))
			.doesNotContainKey(ProducerConfig.MAX_REQUEST_SIZE_CONFIG);
		assertThat(PropertiesWriter.topic(SMALL_BATCHES, request))
			.doesNotContainKey(TopicConfig.MAX_MESSAGE_BYTES_CONFIG);
		KafkaRecord random = new KafkaRecord(record.key(), randomRecord(valueLength).value(), record.headers(), 0);
		assertThat(KafkaBatches.fixed(List.of(random), KafkaBatches.compression("zstd", 3), 1).get(0).remaining())
			.isLessThanOrEqualTo(KafkaVersion.parse("4.2").defaultMaxMessageBytes());
		Map<String, String> larger = PropertiesWriter.topic(SMALL_BATCHES,
				request("4.2", record(keyLength, valueLength + 1, headerCount)));
		assertThat(larger.containsKey(TopicConfig.MAX_MESSAGE_BYTES_CONFIG)).isEqualTo(atTheLimit);
	}

	/**
	 * A record just over the default max.request.size fits the default max.message.bytes
	 * of Kafka 2.5 and newer, 12 bytes more, uncompressed, so max.request.size follows it
	 * there; zstd's framing takes it over, and the topic is raised with the headroom
	 * batch.size has, as for a record over that.
	 */
	@ParameterizedTest(name = "value {0} with {1} on Kafka {2}")
	@CsvSource(nullValues = "-", textBlock = """
			1048490, none, 4.2, 1048588, -
			1048490, zstd, 4.2, 1153454, 1153454
			1048576, zstd, 4.2, 1153554, 1153554
			1048576, none, 2.4, 1153530, 1153530
			1000000, zstd, 2.4, -,       1100115
			""")
	void theLargestRecordRaisesTheLimitsAsABatchSizeOfItsBoundWould(int valueLength, String codec, String version,
			String maxRequestSize, String maxMessageBytes) {
		AdviceRequest request = request(version, record(-1, valueLength, 0));
		Codec recommended = Codec.fromKafkaName(codec);
		Result result = result(recommended, recommended.defaultLevel(), 16384, 2_000_000, 300);
		assertThat(PropertiesWriter.producer(result, request).get(ProducerConfig.MAX_REQUEST_SIZE_CONFIG))
			.isEqualTo(maxRequestSize);
		assertThat(PropertiesWriter.topic(result, request).get(TopicConfig.MAX_MESSAGE_BYTES_CONFIG))
			.isEqualTo(maxMessageBytes);
	}

	@Test
	void aLiveTopicWhoseMaxMessageBytesTakesTheRecordIsLeftAsItIs() {
		AdviceRequest request = request("4.2", record(-1, 1048576, 0))
			.forTopic(new AdvisedTopic(null, 5_000_000, null, null, null));
		assertThat(PropertiesWriter.topic(SMALL_BATCHES, request))
			.doesNotContainKey(TopicConfig.MAX_MESSAGE_BYTES_CONFIG);
		assertThat(PropertiesWriter.producer(SMALL_BATCHES, request)).containsEntry("max.request.size", "5000000");
	}

	@Test
	void aBatchSizeLargerThanTheRecordStillDecides() {
		AdviceRequest request = request("4.2", record(-1, 1048576, 0));
		Result large = result(Codec.ZSTD, 3, 4194304, 2_000_000, 300);
		assertThat(PropertiesWriter.producer(large, request)).containsEntry("max.request.size", "4613734");
		assertThat(Librdkafka.properties(large, request)).containsEntry("message.max.bytes",
				String.valueOf(LibrdkafkaBatch.batchSize(large, request)));
	}

	@ParameterizedTest(name = "key {0}, value {1}, {2} headers")
	@CsvSource(nullValues = "-", textBlock = """
			-1,  999964,  0, -
			200, 999764,  0, -
			-1,  999874,  3, -
			-1,  999965,  0, 1000001
			200, 999765,  3, 1000076
			-1,  1048576, 0, 1048612
			""")
	void librdkafkasMessageMaxBytesIsRaisedToWhatItCountsTheRecordAt(int keyLength, int valueLength, int headerCount,
			String messageMaxBytes) {
		AdviceRequest request = request("4.2", record(keyLength, valueLength, headerCount));
		assertThat(Librdkafka.properties(SMALL_BATCHES, request).get("message.max.bytes")).isEqualTo(messageMaxBytes);
	}

	@Test
	void springBootsPropertiesRaiseMaxRequestSizeToo() {
		AdviceRequest request = request("4.2", record(-1, 1048576, 0));
		Map<String, String> snippets = Snippets.of(PropertiesWriter.producer(SMALL_BATCHES, request),
				PropertiesWriter.topic(SMALL_BATCHES, request), Librdkafka.properties(SMALL_BATCHES, request),
				KafkaVersion.parse("4.2"), null);
		assertThat(snippets.get(Recommendation.SPRING_BOOT)).contains("        \"[max.request.size]\": 1153554\n");
		assertThat(snippets.get(Recommendation.KAFKA_CONFIGS)).contains("max.message.bytes=1153554");
		assertThat(snippets.get(Recommendation.STRIMZI)).contains("    max.message.bytes: 1153554\n");
		assertThat(snippets.get(Recommendation.LIBRDKAFKA)).contains("message.max.bytes=1048612\n");
	}

	static AdviceRequest request(String version, KafkaRecord record) {
		RecordSet set = RecordSet.builder(1024).add(record).build();
		return new AdviceRequest(null, KafkaVersion.parse(version), null).withLargestRecord(LargestRecord.of(set));
	}

	/**
	 * Returns a record: a key of -1 bytes is null; headers are named {@code trace-0}
	 * onwards, with 16-byte values.
	 */
	static KafkaRecord record(int keyLength, int valueLength, int headerCount) {
		List<RecordHeader> headers = new ArrayList<>();
		for (int index = 0; index < headerCount; index++) {
			headers.add(new RecordHeader("trace-" + index, new byte[16]));
		}
		return new KafkaRecord((keyLength < 0) ? null : new byte[keyLength], new byte[valueLength], headers, 0);
	}

	private static KafkaRecord randomRecord(int valueLength) {
		byte[] value = new byte[valueLength];
		new SplittableRandom(valueLength).nextBytes(value);
		return new KafkaRecord(null, value, List.of(), 0);
	}

	private static long topicLimit(Result result, AdviceRequest request) {
		String raised = PropertiesWriter.topic(result, request).get(TopicConfig.MAX_MESSAGE_BYTES_CONFIG);
		return (raised != null) ? Long.parseLong(raised) : request.maxMessageBytes();
	}

	private static int javaBound(KafkaRecord record) {
		Header[] headers = record.headers()
			.stream()
			.map((header) -> new org.apache.kafka.common.header.internals.RecordHeader(header.key(), header.value()))
			.toArray(Header[]::new);
		return AbstractRecords.estimateSizeInBytesUpperBound(RecordBatch.CURRENT_MAGIC_VALUE,
				org.apache.kafka.common.record.CompressionType.ZSTD, record.key(), record.value(), headers);
	}

	private static Map<String, Object> parsed(Map<String, String> properties) {
		Map<String, Object> config = new HashMap<>(properties);
		config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		return ProducerConfig.configDef().parse(config);
	}

}
