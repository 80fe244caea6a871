package io.kcadvisor.advice;

import static io.kcadvisor.advice.LargestRecordAdviceTests.SMALL_BATCHES;
import static io.kcadvisor.advice.LargestRecordAdviceTests.record;
import static io.kcadvisor.advice.LargestRecordAdviceTests.request;
import static io.kcadvisor.advice.TestResults.result;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.cost.CostSettings;
import io.kcadvisor.sweep.Result;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The warnings say which limit the sample's largest record raises and why: the Java
 * producer's bound on it uncompressed for max.request.size, and the batch its codec
 * writes it alone in, where that is more, for the topic's max.message.bytes; and what
 * librdkafka counts it at for message.max.bytes.
 */
class LargestRecordWarningsTests {

	@ParameterizedTest(name = "value {0} with {1} on Kafka {2}")
	@CsvSource(delimiter = '|',
			textBlock = """
					1048490 | none | 4.2 | The sample's largest record, which the Java producer bounds at 1048577 bytes in a batch of its own, exceeds the producer's default max.request.size (1048576), so the producer properties raise it to Kafka 4.2's default max.message.bytes (1048588), as a producer with a smaller one refuses that record (RecordTooLargeException).
					1048490 | zstd | 4.2 | The sample's largest record, which takes up to 1048595 bytes as zstd writes it in a batch of its own (that many where it does not compress), exceeds Kafka 4.2's default max.message.bytes (1048588), so the topic configuration raises max.message.bytes with 10% headroom; without it the broker rejects that record (MESSAGE_TOO_LARGE). The producer properties raise max.request.size (1048576 by default) to the same, as the Java producer refuses that record (RecordTooLargeException) at a max.request.size below 1048577 bytes, its bound on it uncompressed.
					1048576 | none | 4.2 | The sample's largest record, which the Java producer bounds at 1048664 bytes in a batch of its own, exceeds Kafka 4.2's default max.message.bytes (1048588), so the topic configuration raises max.message.bytes with 10% headroom; without it the broker rejects that record (MESSAGE_TOO_LARGE). The producer properties raise max.request.size (1048576 by default) to the same, as a producer with a smaller one refuses that record (RecordTooLargeException).
					1048300 | gzip | 4.2 | The sample's largest record, which takes up to 1048715 bytes as gzip writes it in a batch of its own (that many where it does not compress), exceeds Kafka 4.2's default max.message.bytes (1048588), so the topic configuration raises max.message.bytes with 10% headroom; without it the broker rejects that record (MESSAGE_TOO_LARGE).
					1000000 | zstd | 2.4 | The sample's largest record, which takes up to 1000105 bytes as zstd writes it in a batch of its own (that many where it does not compress), exceeds Kafka 2.4's default max.message.bytes (1000012), so the topic configuration raises max.message.bytes with 10% headroom; without it the broker rejects that record (MESSAGE_TOO_LARGE).
					""")
	void theWarningsSayWhyTheLargestRecordRaisesTheLimits(int valueLength, String codec, String version,
			String warning) {
		Codec recommended = Codec.fromKafkaName(codec);
		Result result = result(recommended, recommended.defaultLevel(), 16384, 2_000_000, 300);
		assertThat(warnings(result, request(version, record(-1, valueLength, 0))))
			.anySatisfy((text) -> assertThat(text).startsWith(warning));
	}

	@Test
	void theWarningsSayWhyLibrdkafkasMessageMaxBytesIsRaised() {
		assertThat(warnings(SMALL_BATCHES, request("4.2", record(-1, 999965, 0))))
			.contains("librdkafka counts the sample's "
					+ "largest record as 1000001 bytes (its key, value and headers, with 36 bytes of framing), more than "
					+ "its default message.max.bytes (1000000), with which produce() refuses it (MSG_SIZE_TOO_LARGE), so "
					+ "its settings raise message.max.bytes to 1000001.");
		assertThat(warnings(SMALL_BATCHES, request("4.2", record(-1, 999964, 0))))
			.noneSatisfy((text) -> assertThat(text).contains("largest record"));
	}

	private static List<String> warnings(Result result, AdviceRequest request) {
		List<Result> results = List.of(result, result(Codec.NONE, null, 16384, 10_000_000, 2500));
		CostModel model = new CostModel(CostSettings.defaults().coefficients());
		return Warnings.of(result, Candidates.of(results, request, model), null);
	}

}
