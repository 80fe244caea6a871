package io.kcadvisor.codec;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

import static io.kcadvisor.codec.CodecContractTests.assertSameBytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * Each KIP-780 option is defined once, by {@link ProposedOption}: its name in results,
 * its range and the value that frames as Kafka does.
 */
class CodecOptionsTests {

	private static final byte[] INPUT = Samples.repetitiveText(300 * 1024);

	@Test
	void eachOptionIsNamedInResultsAsAFieldOfTheOptions() {
		assertThat(Arrays.stream(CodecOptions.class.getRecordComponents()).map(RecordComponent::getName))
			.containsExactlyElementsOf(Arrays.stream(ProposedOption.values()).map(ProposedOption::apiName).toList());
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource(ProposedOption.class)
	void anOptionSetAloneIsTheOnlyOneSet(ProposedOption option) {
		CodecOptions options = CodecOptions.of(option, option.max());
		for (ProposedOption other : ProposedOption.values()) {
			assertThat(options.get(other)).isEqualTo((other == option) ? option.max() : null);
		}
		assertThat(options.isEmpty()).isFalse();
		assertThat(new CompressionConfig(option.codec(), option.codec().defaultLevel(), options).configurable())
			.isFalse();
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource(ProposedOption.class)
	void kafkasBehaviourFramesAsKafkaDoes(ProposedOption option) {
		Codec codec = option.codec();
		CompressionConfig kafkas = new CompressionConfig(codec, codec.defaultLevel(),
				CodecOptions.of(option, option.kafkaBehaviour()));
		assertSameBytes(DirectBuffers.compress(kafkas, INPUT),
				DirectBuffers.compress(CompressionConfig.defaults(codec), INPUT));
	}

	@ParameterizedTest(name = "{0} {1}")
	@CsvSource(textBlock = """
			GZIP_BUFFER,     511,      gzipBuffer must be 512 to 16777216
			GZIP_BUFFER,     16777217, gzipBuffer must be 512 to 16777216
			SNAPPY_BLOCK,    1023,     snappyBlock must be 1024 to 16777216
			LZ4_BLOCK,       3,        lz4Block must be 4 to 7
			LZ4_BLOCK,       8,        lz4Block must be 4 to 7
			ZSTD_WINDOW_LOG, 9,        zstdWindowLog must be 0 or 10 to 22
			ZSTD_WINDOW_LOG, 23,       zstdWindowLog must be 0 or 10 to 22
			""")
	void valuesOutsideAnOptionsRangeAreRefused(ProposedOption option, int value, String message) {
		assertThatIllegalArgumentException().isThrownBy(() -> CodecOptions.of(option, value)).withMessage(message);
	}

	@Test
	void configurationsNameTheOptionsTheySet() {
		assertThat(new CompressionConfig(Codec.ZSTD, 3, CodecOptions.of(ProposedOption.ZSTD_WINDOW_LOG, 22)))
			.hasToString("zstd 3 zstdWindowLog=22");
		assertThat(new CompressionConfig(Codec.SNAPPY, null, new CodecOptions(null, 65536, null, null)))
			.hasToString("snappy snappyBlock=65536");
	}

}
