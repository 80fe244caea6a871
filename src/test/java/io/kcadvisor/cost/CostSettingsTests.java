package io.kcadvisor.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.Map;
import org.junit.jupiter.api.Test;

import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

class CostSettingsTests {

	@Test
	void withoutPropertiesTheCalibratedDefaultsApply() {
		CostCoefficients coefficients = bind(Map.of()).coefficients();
		assertThat(coefficients.producer().nanosPerRecord()).isEqualTo(438);
		assertThat(coefficients.leader().codecFactors().zstd()).isEqualTo(2.29);
		assertThat(coefficients.follower().nanosPerByte()).isEqualTo(2.27);
		assertThat(coefficients.consumer().codecFactors().lz4()).isEqualTo(1.65);
		// what a role does not scale with stays 0
		assertThat(coefficients.leader().nanosPerRawByte()).isZero();
		assertThat(coefficients.fetch().codecFactors()).isEqualTo(CodecFactors.ZERO);
	}

	@Test
	void aPropertySetsOneCoefficientAndLeavesTheOthers() {
		CostCoefficients defaults = bind(Map.of()).coefficients();
		CostCoefficients coefficients = bind(
				Map.of("advisor.cost.leader.zstd-factor", "3", "advisor.cost.producer.nanos-per-batch", "20000"))
			.coefficients();
		assertThat(coefficients.leader().codecFactors().zstd()).isEqualTo(3);
		assertThat(coefficients.leader().codecFactors().lz4()).isEqualTo(defaults.leader().codecFactors().lz4());
		assertThat(coefficients.producer().nanosPerBatch()).isEqualTo(20_000);
		assertThat(coefficients.producer().nanosPerRecord()).isEqualTo(defaults.producer().nanosPerRecord());
		assertThat(coefficients.consumer()).isEqualTo(defaults.consumer());
	}

	@Test
	void refusesANegativeCoefficient() {
		CostSettings settings = bind(Map.of("advisor.cost.consumer.nanos-per-byte", "-1"));
		assertThatIllegalArgumentException().isThrownBy(settings::coefficients).withMessageContaining("nanosPerByte");
	}

	private static CostSettings bind(Map<String, String> properties) {
		return new Binder(new MapConfigurationPropertySource(properties)).bindOrCreate("advisor.cost",
				CostSettings.class);
	}

}
