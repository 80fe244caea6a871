package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A maximum of records to read set below the default lowers the default with it, so that
 * an analysis of a topic that does not say how many never reads more than a user may ask
 * for.
 */
class KafkaSettingsTests {

	@ParameterizedTest(name = "default {0}, max {1}: {2}")
	@CsvSource(textBlock = """
			10000, 100000, 10000
			10000, 500,    500
			""")
	void theDefaultRecordsToReadAreAtMostTheMost(int defaultRecords, int maxRecords, int expected) {
		KafkaSettings settings = new KafkaSettings(null, Duration.ofSeconds(10), Duration.ofMinutes(2), defaultRecords,
				maxRecords, 4);
		assertThat(settings.defaultSampleRecords()).isEqualTo(expected);
	}

}
