package io.kcadvisor.codec;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import io.kcadvisor.codec.KafkaBatches.RecordSet;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.record.CompressionType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

import static io.kcadvisor.codec.CodecContractTests.assertSameBytes;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Our compressed records section must be, byte for byte, the one Kafka's Java producer
 * writes after the batch header, for every codec and every level Kafka can configure, and
 * each side must read the other's.
 */
class KafkaOracleTests {

	private static final List<RecordSet> RECORD_SETS = List.of(KafkaBatches.textLines(), KafkaBatches.json(),
			KafkaBatches.randomBytes(), KafkaBatches.smallAndLargeValues());

	static Stream<Arguments> everyConfigurableLevel() {
		List<CompressionConfig> configs = new ArrayList<>();
		IntStream.rangeClosed(1, 9).forEach((level) -> configs.add(CompressionConfig.of(Codec.GZIP, level)));
		configs.add(CompressionConfig.defaults(Codec.SNAPPY));
		IntStream.rangeClosed(1, 17).forEach((level) -> configs.add(CompressionConfig.of(Codec.LZ4, level)));
		IntStream.of(-131072, -1000, -50, -5, -1)
			.forEach((level) -> configs.add(CompressionConfig.of(Codec.ZSTD, level)));
		IntStream.rangeClosed(1, 22).forEach((level) -> configs.add(CompressionConfig.of(Codec.ZSTD, level)));
		return configs.stream()
			.flatMap((config) -> RECORD_SETS.stream().map((records) -> Arguments.of(config, records)));
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource(Codec.class)
	void defaultsWriteWhatAProducerWithoutLevelSettingsWrites(Codec codec) {
		RecordSet records = RECORD_SETS.get(3);
		byte[] kafka = KafkaBatches.recordsSection(
				KafkaBatches.batch(records, Compression.of(CompressionType.forName(codec.kafkaName())).build()));
		assertSameBytes(DirectBuffers.compress(CompressionConfig.defaults(codec), records.uncompressed()), kafka);
	}

	@ParameterizedTest(name = "{0} on {1}")
	@MethodSource("everyConfigurableLevel")
	void compressedSectionIsTheOneKafkaWritesAndEachSideReadsTheOther(CompressionConfig config, RecordSet records) {
		Compression compression = KafkaBatches.kafkaCompression(config);
		byte[] kafkaBatch = KafkaBatches.batch(records, compression);
		assertThat(KafkaBatches.codecId(kafkaBatch)).isEqualTo(config.codec().id());
		byte[] kafka = KafkaBatches.recordsSection(kafkaBatch);
		byte[] uncompressed = records.uncompressed();

		byte[] ours = DirectBuffers.compress(config, uncompressed);

		assertSameBytes(ours, kafka);
		assertSameBytes(DirectBuffers.decompress(config, kafka, uncompressed.length), uncompressed);
		assertSameBytes(KafkaBatches.kafkaRead(compression, ours), uncompressed);
	}

}
