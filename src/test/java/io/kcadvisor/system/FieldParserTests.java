package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.system.InvalidFieldsException.FieldProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FieldParserTests {

	@ParameterizedTest(name = "{0} is refused: {1}")
	@CsvSource(delimiter = '|', textBlock = """
			0      | must be a whole number from 1 to 1,000,000, was '0'
			1.5    | must be a whole number from 1 to 1,000,000, was '1.5'
			lots   | must be a whole number from 1 to 1,000,000, was 'lots'
			""")
	void wholeNumbersOutOfRangeAreRefusedWithTheRangeReadable(String value, String message) {
		FieldParser fields = new FieldParser();
		assertThat(fields.integer("recordsPerBatch", value, 1, 1_000_000)).isNull();
		assertThat(fields.problems()).containsExactly(new FieldProblem("recordsPerBatch", message));
	}

	@ParameterizedTest(name = "{0} is refused: {1}")
	@CsvSource(delimiter = '|', textBlock = """
			-5     | 1e9  | must be a number above 0 and at most 1,000,000,000, was '-5'
			0      | 2.5  | must be a number above 0 and at most 2.5, was '0'
			""")
	void numbersAboveZeroSayTheirLargestReadably(String value, double max, String message) {
		FieldParser fields = new FieldParser();
		assertThat(fields.positiveNumber("messagesPerSecond", value, max)).isNull();
		assertThat(fields.problems()).containsExactly(new FieldProblem("messagesPerSecond", message));
	}

	@Test
	void aLongInvalidValueIsEchoedAsAShortPrefix() {
		String value = "9".repeat(100_000);
		FieldParser fields = new FieldParser();
		assertThat(fields.integer("partitions", value, 1, 100_000)).isNull();
		assertThat(fields.problems()).containsExactly(new FieldProblem("partitions",
				"must be a whole number from 1 to 100,000, was '" + "9".repeat(40) + "…' (100,000 characters)"));
	}

	@Test
	void aLongInvalidElementOfAListIsEchoedAsAShortPrefix() {
		String element = "x".repeat(5_000);
		FieldParser fields = new FieldParser();
		assertThat(
				fields.list("batchSizes", "16384, " + element, (size) -> FieldParser.wholeNumber(size, 0, 100_000), 8))
			.isNull();
		assertThat(fields.problems().get(0).message())
			.isEqualTo("must be a whole number from 0 to 100,000, was '" + "x".repeat(40) + "…' (5,000 characters)");
	}

	@Test
	void valuesInRangeAreParsed() {
		FieldParser fields = new FieldParser();
		assertThat(fields.integer("partitions", " 12 ", 1, 100_000)).isEqualTo(12);
		assertThat(fields.positiveNumber("messagesPerSecond", "0.5", 1e9)).isEqualTo(0.5);
		assertThat(fields.problems()).isEmpty();
	}

}
