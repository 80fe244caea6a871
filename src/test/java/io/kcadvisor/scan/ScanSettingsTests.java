package io.kcadvisor.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScanSettingsTests {

	@ParameterizedTest(name = "workers {0} of {1} sweep workers: {2}")
	@CsvSource(textBlock = """
			0, 1, 1
			0, 2, 1
			0, 3, 1
			0, 8, 4
			2, 8, 2
			9, 8, 8
			""")
	void scansUseHalfTheSweepWorkersByDefaultAtLeastOneAndNeverMoreThanAll(int workers, int sweepWorkers,
			int expected) {
		ScanSettings settings = new ScanSettings(workers, 500, 4, 2000, 20000, Duration.ofSeconds(2),
				Duration.ofSeconds(10), 6, Duration.ofSeconds(10));
		assertThat(settings.effectiveWorkers(sweepWorkers)).isEqualTo(expected);
	}

	/**
	 * A maximum set below the default lowers the default with it, so that a scan that
	 * does not say how many records to read never reads more than a scan may ask for.
	 */
	@ParameterizedTest(name = "default {0}, max {1}: {2}")
	@CsvSource(textBlock = """
			2000, 20000, 2000
			2000, 500,   500
			""")
	void theDefaultRecordsToReadAreAtMostTheMost(int defaultRecords, int maxRecords, int expected) {
		ScanSettings settings = new ScanSettings(0, 500, 4, defaultRecords, maxRecords, Duration.ofSeconds(2),
				Duration.ofSeconds(10), 6, Duration.ofSeconds(10));
		assertThat(settings.defaultSampleRecords()).isEqualTo(expected);
	}

}
