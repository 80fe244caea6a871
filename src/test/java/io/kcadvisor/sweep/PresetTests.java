package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.codec.CompressionConfig;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class PresetTests {

	@ParameterizedTest(name = "{0}")
	@EnumSource
	void noPresetMeasuresTwoLevelsThatGiveTheSameBytes(Preset preset) {
		List<CompressionConfig> measured = preset.configurations();
		assertThat(measured)
			.extracting((config) -> new CompressionConfig(config.codec(),
					(config.level() != null) ? config.codec().sameBytesAs(config.level()) : null, config.options()))
			.doesNotHaveDuplicates();
	}

}
