package io.kcadvisor.advice;

import static io.kcadvisor.advice.TestResults.result;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.LargestRecord;
import io.kcadvisor.batch.RecordHeader;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.producer.ProducerConfig;
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
 * max.message.bytes; librdkafka's count of it fits its message.max.bytes; and nothing is
 * raised for a record the defaults take.
 */
class LargestRecordAdviceTests {

	private static final Result SMALL_BATCHES = result(Codec.ZSTD, 3, 16384, 2_000_000, 300);

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

	@ParameterizedTest(name = "key {0}, value {1}, {2} headers")
	@CsvSource(textBlock = """
			-1,  1048489, 0
			10,  1048479, 0
			-1,  1048459, 1
			-1,  1000, 3
			""")
	void nothingIsRaisedForARecordThatADefaultProducerTakes(int keyLength, int valueLength, int headerCount) {
		KafkaRecord record = record(keyLength, valueLength, headerCount);
		assertThat(javaBound(record)).isLessThanOrEqualTo(PropertiesWriter.DEFAULT_MAX_REQUEST_SIZE);
		AdviceRequest request = request("4.2", record);
		assertThat(PropertiesWriter.producer(SMALL_BATCHES, request))
			.doesNotContainKey(ProducerConfig.MAX_REQUEST_SIZE_CONFIG);
		assertThat(PropertiesWriter.topic(SMALL_BATCHES, request))
			.doesNotContainKey(TopicConfig.MAX_MESSAGE_BYTES_CONFIG);
	}

	/**
	 * A record just over the default max.request.size fits the default max.message.bytes
	 * of Kafka 2.5 and newer, 12 bytes more, so max.request.size follows it there; one
	 * over that has the topic raised with the headroom batch.size has.
	 */
	@ParameterizedTest(name = "value {0} on Kafka {1}")
	@CsvSource(nullValues = "-", textBlock = """
			1048490, 4.2, 1048588, -
			1048576, 4.2, 1153530, 1153530
			1048576, 2.4, 1153530, 1153530
			1000000, 2.4, -,       1100095
			""")
	void theLargestRecordRaisesTheLimitsAsABatchSizeOfItsBoundWould(int valueLength, String version,
			String maxRequestSize, String maxMessageBytes) {
		AdviceRequest request = request(version, record(-1, valueLength, 0));
		assertThat(PropertiesWriter.producer(SMALL_BATCHES, request).get(ProducerConfig.MAX_REQUEST_SIZE_CONFIG))
			.isEqualTo(maxRequestSize);
		assertThat(PropertiesWriter.topic(SMALL_BATCHES, request).get(TopicConfig.MAX_MESSAGE_BYTES_CONFIG))
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
		assertThat(snippets.get(Recommendation.SPRING_BOOT)).contains("        \"[max.request.size]\": 1153530\n");
		assertThat(snippets.get(Recommendation.KAFKA_CONFIGS)).contains("max.message.bytes=1153530");
		assertThat(snippets.get(Recommendation.STRIMZI)).contains("    max.message.bytes: 1153530\n");
		assertThat(snippets.get(Recommendation.LIBRDKAFKA)).contains("message.max.bytes=1048612\n");
	}

	@ParameterizedTest(name = "value {0} on Kafka {1}")
	@CsvSource(delimiter = '|',
			textBlock = """
					1048490 | 4.2 | The sample's largest record, which the Java producer bounds at 1048577 bytes in a batch of its own, exceeds the producer's default max.request.size (1048576), so the producer properties raise it to Kafka 4.2's default max.message.bytes (1048588), as a producer with a smaller one refuses that record (RecordTooLargeException).
					1048576 | 4.2 | The sample's largest record, which the Java producer bounds at 1048664 bytes in a batch of its own, exceeds Kafka 4.2's default max.message.bytes (1048588), so the topic configuration raises max.message.bytes with 10% headroom, and the producer properties raise max.request.size (1048576 by default) to the same, as a producer with a smaller one refuses that record (RecordTooLargeException); without it the broker rejects that record (MESSAGE_TOO_LARGE).
					1000000 | 2.4 | The sample's largest record, which the Java producer bounds at 1000087 bytes in a batch of its own, exceeds Kafka 2.4's default max.message.bytes (1000012), so the topic configuration raises max.message.bytes with 10% headroom; without it the broker rejects that record (MESSAGE_TOO_LARGE).
					""")
	void theWarningsSayWhyTheLargestRecordRaisesTheLimits(int valueLength, String version, String warning) {
		assertThat(warnings(request(version, record(-1, valueLength, 0))))
			.anySatisfy((text) -> assertThat(text).startsWith(warning));
	}

	@Test
	void theWarningsSayWhyLibrdkafkasMessageMaxBytesIsRaised() {
		assertThat(warnings(request("4.2", record(-1, 999965, 0)))).contains("librdkafka counts the sample's "
				+ "largest record as 1000001 bytes (its key, value and headers, with 36 bytes of framing), more than "
				+ "its default message.max.bytes (1000000), with which produce() refuses it (MSG_SIZE_TOO_LARGE), so "
				+ "its settings raise message.max.bytes to 1000001.");
		assertThat(warnings(request("4.2", record(-1, 999964, 0))))
			.noneSatisfy((text) -> assertThat(text).contains("largest record"));
	}

	private static List<String> warnings(AdviceRequest request) {
		List<Result> results = List.of(SMALL_BATCHES, result(Codec.NONE, null, 16384, 10_000_000, 2500));
		CostModel model = new CostModel(CostSettings.defaults().coefficients());
		return Warnings.of(SMALL_BATCHES, Candidates.of(results, request, model), null);
	}

	private static AdviceRequest request(String version, KafkaRecord record) {
		RecordSet set = RecordSet.builder(1024).add(record).build();
		return new AdviceRequest(null, KafkaVersion.parse(version), null).withLargestRecord(LargestRecord.of(set));
	}

	/**
	 * Returns a record: a key of -1 bytes is null; headers are named {@code trace-0}
	 * onwards, with 16-byte values.
	 */
	private static KafkaRecord record(int keyLength, int valueLength, int headerCount) {
		List<RecordHeader> headers = new ArrayList<>();
		for (int index = 0; index < headerCount; index++) {
			headers.add(new RecordHeader("trace-" + index, new byte[16]));
		}
		return new KafkaRecord((keyLength < 0) ? null : new byte[keyLength], new byte[valueLength], headers, 0);
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
