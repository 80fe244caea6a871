package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CostFormatTests {

	private final CostFormat format = new CostFormat();

	@Test
	void coresAndMillisecondsKeepTheirFigures() {
		assertThat(this.format.cores(0)).isEqualTo("0");
		assertThat(this.format.cores(0.0094)).isEqualTo("0.0094");
		assertThat(this.format.cores(1.234)).isEqualTo("1.23");
		assertThat(this.format.milliseconds(4.953)).isEqualTo("4.95 ms");
	}

	@Test
	void aChangeOfCoresSaysWhetherItSavesOrCosts() {
		assertThat(this.format.coresChange(0.95, 3.0)).isEqualTo("saves 2.05 cores");
		assertThat(this.format.coresChange(1.51, 1.29)).isEqualTo("costs 0.22 more cores");
		assertThat(this.format.coresChange(0.1234, 0.1231)).isEqualTo("the same");
		assertThat(this.format.coresChange(0.05774, 0.05766)).isEqualTo("the same");
	}

	@ParameterizedTest(name = "{0} cores beside {1} read {2} ({3})")
	@CsvSource(textBlock = """
			0.057712,  0.061834, 0.0577, saves 0.0041 cores
			0.0083751, 0.0045512, 0.00838, costs 0.00383 more cores
			0.5,       0.5004,    0.5,    the same
			""")
	void smallCoresKeepThreeSignificantDigitsAndTheirChangeAgreesWithThem(double cores, double baseline, String shown,
			String change) {
		assertThat(this.format.cores(cores)).isEqualTo(shown);
		assertThat(this.format.coresChange(cores, baseline)).isEqualTo(change);
	}

}
