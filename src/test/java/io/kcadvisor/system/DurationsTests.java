package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DurationsTests {

	@ParameterizedTest(name = "{0} reads {1}")
	@CsvSource(textBlock = """
			PT1H,     1 hour
			PT2H,     2 hours
			P30D,     30 days
			PT48H,    2 days
			PT90M,    90 minutes
			PT10M,    10 minutes
			PT1M,     1 minute
			PT45S,    45 seconds
			PT1S,     1 second
			PT0.25S,  250 milliseconds
			PT0.001S, 1 millisecond
			PT0S,     0 seconds
			""")
	void aDurationReadsInTheLargestUnitThatStatesItExactly(Duration duration, String words) {
		assertThat(Durations.inWords(duration)).isEqualTo(words);
	}

}
