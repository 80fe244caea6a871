package io.kcadvisor.sample;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class SampleFormatTests {

	@ParameterizedTest(name = "{0} is {1}")
	@CsvSource(textBlock = """
			auto,             AUTO
			lines,            LINES
			json-array,       JSON_ARRAY
			length-prefixed,  LENGTH_PREFIXED
			files,            FILES
			whole,            WHOLE
			kafka-segment,    KAFKA_SEGMENT
			JSON-Array,       JSON_ARRAY
			""")
	void findsFormatByApiName(String apiName, SampleFormat format) {
		assertThat(SampleFormat.fromApiName(apiName)).isEqualTo(format);
		assertThat(format.apiName()).isEqualToIgnoringCase(apiName);
	}

	@Test
	void unknownNameListsTheAcceptedNames() {
		assertThatIllegalArgumentException().isThrownBy(() -> SampleFormat.fromApiName("csv"))
			.withMessage("unknown format 'csv'; accepted: auto, lines, json-array, length-prefixed, files, "
					+ "whole, kafka-segment");
	}

	@Test
	void nullNameIsRefused() {
		assertThatIllegalArgumentException().isThrownBy(() -> SampleFormat.fromApiName(null))
			.withMessageContaining("; accepted: ");
	}

}
