package io.kcadvisor.advice;

import static io.kcadvisor.advice.TestResults.result;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sweep.Result;
import java.util.Map;
import java.util.Optional;
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

	@ParameterizedTest(name = "batch.size {0} at ratio {1}: {2}")
	@CsvSource(delimiter = '|', textBlock = """
			16384   | 1.0 | compression.codec=zstd, batch.size=16384, linger.ms=5
			65536   | 4.0 | compression.codec=zstd, batch.size=262144, linger.ms=5
			1048576 | 5.0 | compression.codec=zstd, batch.size=5242880, message.max.bytes=5242880, linger.ms=5
			""")
	void batchSizeCountsTheUncompressedBytesAJavaBatchHolds(int batchSize, double ratio, String expected) {
		Result result = result(Codec.ZSTD, 3, batchSize, Math.round(TestResults.RAW / ratio), 300);
		assertThat(Librdkafka.properties(result, AdviceRequest.defaults())).hasToString("{" + expected + "}");
	}

	@ParameterizedTest(name = "{0} records per batch")
	@CsvSource({ "50", "20000" })
	void aFixedNumberOfRecordsPerBatchKeepsTheMeasuredBatchesAndRaisesTheMessageCountWhenNeeded(int records) {
		Result fixed = new Result(CompressionConfig.of(Codec.LZ4, 9), null, records, 10, 10 * (records * 100L + 61),
				10 * (records * 50L + 61), 2, 700, 2500, false, false);
		Map<String, String> properties = Librdkafka.properties(fixed, AdviceRequest.defaults());
		assertThat(properties).containsEntry("batch.size", String.valueOf(records * 100L + 61));
		if (records > 10_000) {
			assertThat(properties).containsEntry("batch.num.messages", String.valueOf(records));
		}
		else {
			assertThat(properties).doesNotContainKey("batch.num.messages");
		}
	}

}
