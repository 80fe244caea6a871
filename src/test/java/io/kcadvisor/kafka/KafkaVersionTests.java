package io.kcadvisor.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import io.kcadvisor.codec.Codec;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class KafkaVersionTests {

	@Test
	void knowsEveryFeatureReleaseOfApacheKafkaFrom080To44() {
		assertThat(Arrays.stream(KafkaVersion.values()).map(KafkaVersion::toString)).containsExactly("0.8.0", "0.8.1",
				"0.8.2", "0.9.0", "0.10.0", "0.10.1", "0.10.2", "0.11.0", "1.0", "1.1", "2.0", "2.1", "2.2", "2.3",
				"2.4", "2.5", "2.6", "2.7", "2.8", "3.0", "3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.7", "3.8", "3.9",
				"4.0", "4.1", "4.2", "4.3", "4.4");
		assertThat(KafkaVersion.NEWEST).hasToString("4.4");
		assertThat(KafkaVersion.OLDEST).hasToString("0.8.0");
	}

	@ParameterizedTest(name = "{0} reads as {1}")
	@CsvSource(textBlock = """
			4.1,       4.1
			3.7.2,     3.7
			3.7.1,     3.7
			2.1,       2.1
			' 4.4.0 ', 4.4
			0.11.0,    0.11.0
			0.11,      0.11.0
			0.11.0.3,  0.11.0
			0.9,       0.9.0
			0.9.0.1,   0.9.0
			0.10.2.1,  0.10.2
			0.10.0,    0.10.0
			0.8.2.2,   0.8.2
			0.8.0,     0.8.0
			1.0.2,     1.0
			""")
	void readsAPatchReleaseAsItsFeatureRelease(String text, String release) {
		assertThat(KafkaVersion.parse(text)).hasToString(release);
	}

	@ParameterizedTest(name = "''{0}'': {1}")
	@CsvSource(delimiter = '|', textBlock = """
			3.10  | Kafka 3.10 was never released: the nearest releases are 3.9 and 4.0
			2.9   | Kafka 2.9 was never released: the nearest releases are 2.8 and 3.0
			1.5   | Kafka 1.5 was never released: the nearest releases are 1.1 and 2.0
			9.9   | Kafka 9.9 has not been released: the newest release is 4.4
			4.5.0 | Kafka 4.5 has not been released: the newest release is 4.4
			0.12  | Kafka 0.12 was never released: the nearest releases are 0.11.0 and 1.0
			0.10.3| Kafka 0.10.3 was never released: the nearest releases are 0.10.2 and 0.11.0
			0.7.2 | Kafka 0.7.2 is older than 0.8.0, the oldest release accepted
			0.10  | Kafka 0.10 names three releases: 0.10.0, 0.10.1 and 0.10.2
			0.8   | Kafka 0.8 names three releases: 0.8.0, 0.8.1 and 0.8.2
			""")
	void rejectsAVersionNeverReleasedNamingTheNearestReleases(String text, String message) {
		assertThatIllegalArgumentException().isThrownBy(() -> KafkaVersion.parse(text)).withMessage(message);
	}

	@ParameterizedTest(name = "''{0}'' is rejected")
	@NullAndEmptySource
	@ValueSource(strings = { "4", "latest", "3.7-IV0", "v3.7", "3..7", "3.7.1.2", "1.0.0.0", "0.10.2.1.1", "04.1" })
	void rejectsWhatIsNotAVersion(String text) {
		assertThatIllegalArgumentException().isThrownBy(() -> KafkaVersion.parse(text))
			.withMessageContaining("Kafka version must be a released version such as 4.1, 3.7.2 or 0.10.2, was ");
	}

	@ParameterizedTest(name = "{0}: levels {1}, zstd {2}, linger.ms {3}")
	@CsvSource(textBlock = """
			2.0, false, false, 0
			2.1, false, true,  0
			3.7, false, true,  0
			3.8, true,  true,  0
			3.9, true,  true,  0
			4.0, true,  true,  5
			4.4, true,  true,  5
			""")
	void knowsWhatEachVersionSupports(String version, boolean levels, boolean zstd, int lingerMs) {
		KafkaVersion parsed = KafkaVersion.parse(version);
		assertThat(parsed.supportsLevels()).isEqualTo(levels);
		assertThat(parsed.isAtLeast(Codec.ZSTD.sinceKafka())).isEqualTo(zstd);
		assertThat(parsed.defaultLingerMs()).isEqualTo(lingerMs);
	}

	@Test
	void ordersReleasesAsTheyCame() {
		List<KafkaVersion> versions = List.of(KafkaVersion.parse("0.10.2"), KafkaVersion.parse("0.11"),
				KafkaVersion.parse("1.0"), KafkaVersion.parse("3.9"), KafkaVersion.parse("4.0"));
		assertThat(versions).isSorted();
		assertThat(KafkaVersion.parse("0.10.2").isAtLeast(KafkaVersion.parse("0.10.1"))).isTrue();
		assertThat(KafkaVersion.parse("0.8.1").isAtLeast(KafkaVersion.LZ4)).isFalse();
		assertThat(KafkaVersion.parse("0.8.2").isAtLeast(KafkaVersion.LZ4)).isTrue();
	}

}
