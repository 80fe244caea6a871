package io.kcadvisor.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class KafkaVersionTests {

	@ParameterizedTest(name = "{0} reads as {1}.{2}")
	@CsvSource(textBlock = """
			4.1,     4, 1
			3.7.2,   3, 7
			2.1,     2, 1
			' 0.8 ', 0, 8
			0.11.0,  0, 11
			4.2,     4, 2
			""")
	void parsesMajorAndMinorIgnoringThePatch(String text, int major, int minor) {
		assertThat(KafkaVersion.parse(text)).isEqualTo(new KafkaVersion(major, minor));
	}

	@ParameterizedTest(name = "''{0}'' is rejected")
	@NullAndEmptySource
	@ValueSource(strings = { "4", "latest", "3.7-IV0", "v3.7", "3..7", "0.7", "0.7.2", "10.0", "4.100" })
	void rejectsWhatIsNotAVersionBetween08And9(String text) {
		assertThatIllegalArgumentException().isThrownBy(() -> KafkaVersion.parse(text))
			.withMessageContaining("Kafka version must");
	}

	@ParameterizedTest(name = "{0}: levels {1}, zstd {2}, linger.ms {3}")
	@CsvSource(textBlock = """
			2.0, false, false, 0
			2.1, false, true,  0
			3.7, false, true,  0
			3.8, true,  true,  0
			3.9, true,  true,  0
			4.0, true,  true,  5
			4.2, true,  true,  5
			""")
	void knowsWhatEachVersionSupports(String version, boolean levels, boolean zstd, int lingerMs) {
		KafkaVersion parsed = KafkaVersion.parse(version);
		assertThat(parsed.supportsLevels()).isEqualTo(levels);
		assertThat(parsed.supportsZstd()).isEqualTo(zstd);
		assertThat(parsed.defaultLingerMs()).isEqualTo(lingerMs);
	}

	@Test
	void ordersByMajorThenMinorAndPrintsMajorDotMinor() {
		assertThat(KafkaVersion.parse("3.10")).isGreaterThan(KafkaVersion.parse("3.9"))
			.isLessThan(KafkaVersion.parse("4.0"));
		assertThat(KafkaVersion.parse("3.7.2")).hasToString("3.7");
		assertThat(KafkaVersion.NEWEST).hasToString("4.2");
	}

}
