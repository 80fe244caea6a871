package io.kcadvisor.advice;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Sizes in advice text read in the binary units the pages use, a size property reads as
 * its value, which the user pastes, and counts read with their thousands apart.
 */
class TextTests {

	@ParameterizedTest(name = "{0} bytes: {1}")
	@CsvSource(delimiter = '|', textBlock = """
			16384    | 16384 (16 KiB)
			1048576  | 1048576 (1 MiB)
			33554432 | 33554432 (32 MiB)
			52497    | 52497
			""")
	void aSizePropertyReadsAsItsValueWithItsBinaryUnitsBeside(long bytes, String expected) {
		assertThat(Text.setting(bytes)).isEqualTo(expected);
	}

	@ParameterizedTest(name = "{0} bytes: {1}")
	@CsvSource(delimiter = '|', textBlock = """
			939       | 939 B
			200000    | 195 KiB
			2380000   | 2.27 MiB
			9766000000 | 9.10 GiB
			1023       | 1,023 B
			1023.6     | 1.00 KiB
			1048575    | 1.00 MiB
			1047552    | 1023 KiB
			""")
	void anAmountOfBytesReadsInBinaryUnitsToThreeFigures(double bytes, String expected) {
		assertThat(Text.bytes(bytes)).isEqualTo(expected);
	}

	@ParameterizedTest(name = "{0}: {1}")
	@CsvSource(delimiter = '|', textBlock = """
			0          | 0.0
			0.0123     | 0.012
			1.25       | 1.3
			9.94       | 9.9
			12.4       | 12
			1000       | 1,000
			2500000.4  | 2,500,000
			-12000     | -12,000
			""")
	void aCountReadsWholeFromTenWithItsThousandsApart(double value, String expected) {
		assertThat(Text.number(value)).isEqualTo(expected);
	}

	@ParameterizedTest(name = "{0}: {1}")
	@CsvSource(delimiter = '|', textBlock = """
			1       | 1
			999     | 999
			3000    | 3,000
			1000000 | 1,000,000
			""")
	void aWholeCountReadsWithoutDecimalsWithItsThousandsApart(long count, String expected) {
		assertThat(Text.count(count)).isEqualTo(expected);
	}

	@ParameterizedTest(name = "{0}: {1}")
	@CsvSource(delimiter = '|', textBlock = """
			0.053   | 5.3%
			0.0005  | 0.1%
			0.0004  | under 0.1%
			-0.0004 | under 0.1%
			0       | 0.0%
			""")
	void aPercentageThatWouldRoundToNothingSaysItIsUnderATenth(double fraction, String expected) {
		assertThat(Text.percent(fraction)).isEqualTo(expected);
	}

}
