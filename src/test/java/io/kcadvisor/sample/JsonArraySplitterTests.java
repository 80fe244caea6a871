package io.kcadvisor.sample;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.kcadvisor.batch.RecordSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;

class JsonArraySplitterTests {

	private static RecordSet split(String json) {
		return split(TestSamples.LIMITS, json);
	}

	private static RecordSet split(SampleLimits limits, String json) {
		return TestSamples.split(new JsonArraySplitter(JsonArraySplitter.factory(limits)), limits,
				TestSamples.utf8(json));
	}

	@Test
	void reserializesEachElementCompactly() {
		RecordSet records = split("""
				[
				  { "id" : 1, "tags" : [ "a", "b" ], "nested": {"x": null} },
				  "text",
				  42,
				  true,
				  null,
				  [ ]
				]
				""");
		assertThat(TestSamples.values(records)).containsExactly(
				"{\"id\":1,\"tags\":[\"a\",\"b\"],\"nested\":{\"x\":null}}", "\"text\"", "42", "true", "null", "[]");
	}

	@Test
	void keepsNumbersExactlyAsWritten() {
		RecordSet records = split("[1.50, -0, 1e400, 123456789012345678901234567890, 2.0E-3]");
		assertThat(TestSamples.values(records)).containsExactly("1.50", "-0", "1e400", "123456789012345678901234567890",
				"2.0E-3");
	}

	@Test
	void writesStringsAsUtf8KeepingNeededEscapes() {
		RecordSet records = split("[\"\\u00e9t\\u00e9 \\/ \\\"q\\\" \\n 😀\", \"é\"]");
		assertThat(TestSamples.values(records)).containsExactly("\"été / \\\"q\\\" \\n 😀\"", "\"é\"");
	}

	@ParameterizedTest(name = "''{0}'' has no records")
	@CsvSource(textBlock = """
			'[]'
			' [ ] '
			'   '
			""")
	void emptyArrayOrBlankPartHasNoRecords(String json) {
		assertThat(split(json).size()).isZero();
	}

	@ParameterizedTest(name = "{0} is refused: {1}: {2}")
	@CsvSource(delimiter = '|', textBlock = """
			'[{"a":1}, {"b":'       | element 2 at byte 15     | unexpected end of input
			'[1, 2'                 | element 3 at byte 5      | unexpected end of input
			'{"a": 1}'              | byte 0                   | expected a JSON array but found an object
			'  "text"'              | byte 2                   | expected a JSON array but found a string
			'[1] [2]'               | after the array at byte 4 | unexpected content after the array's closing ]
			'[1,]'                  | element 2 at byte 3      | unexpected character (']'
			'[1, tru]'              | element 2 at byte 4      | unrecognized token 'tru'
			'[1] x'                 | byte 4                   | unrecognized token 'x'
			'[NaN]'                 | element 1 at byte 4      | non-standard token 'NaN'
			""")
	void refusesWhatIsNotOneArraySayingWhere(String json, String location, String reason) {
		assertThatExceptionOfType(MalformedSampleException.class).isThrownBy(() -> split(json)).satisfies((ex) -> {
			assertThat(ex.format()).isEqualTo(SampleFormat.JSON_ARRAY);
			assertThat(ex.location()).isEqualTo(location);
			assertThat(ex.reason()).startsWith(reason);
			assertThat(ex.getMessage()).startsWith("json-array: " + location + ": " + reason);
		});
	}

	@Test
	void refusesInvalidUtf8SayingWhere() {
		byte[] json = TestSamples.concat(TestSamples.utf8("[\"ab"), TestSamples.hex("c3 28"), TestSamples.utf8("\"]"));
		assertThatExceptionOfType(MalformedSampleException.class)
			.isThrownBy(
					() -> TestSamples.split(new JsonArraySplitter(JsonArraySplitter.factory(TestSamples.LIMITS)), json))
			.withMessage("json-array: byte 4: not valid UTF-8 text");
	}

	@Test
	void acceptsNestingUpToTheLimit() {
		SampleLimits limits = new SampleLimits(1 << 20, 100, 3, 1 << 20);
		assertThat(TestSamples.values(split(limits, "[[[1]], {\"a\": [2]}]"))).containsExactly("[[1]]", "{\"a\":[2]}");
	}

	@Test
	void refusesNestingBeyondTheLimit() {
		SampleLimits limits = new SampleLimits(1 << 20, 100, 3, 1 << 20);
		assertThatExceptionOfType(MalformedSampleException.class).isThrownBy(() -> split(limits, "[1, [[[2]]]]"))
			.withMessage("json-array: element 2 at byte 6: nested deeper than 3 levels, the limit");
	}

	@Test
	void refusesDeeplyNestedJsonFastWithoutStackOverflow() {
		String deep = "[".repeat(100_000) + "]".repeat(100_000);
		assertThatExceptionOfType(MalformedSampleException.class).isThrownBy(() -> split(deep))
			.withMessageContaining("nested deeper than 64 levels");
	}

	@Test
	void detectsOneArrayAndNothingElse() {
		var factory = JsonArraySplitter.factory(TestSamples.LIMITS);
		assertThat(JsonArraySplitter.isJsonArray(factory, TestSamples.utf8(" [1, {\"a\": 2}]\n"))).isTrue();
		assertThat(JsonArraySplitter.isJsonArray(factory, TestSamples.utf8("[1, 2"))).isFalse();
		assertThat(JsonArraySplitter.isJsonArray(factory, TestSamples.utf8("[1] [2]"))).isFalse();
		assertThat(JsonArraySplitter.isJsonArray(factory, TestSamples.utf8("{}"))).isFalse();
		assertThatNoException()
			.isThrownBy(() -> JsonArraySplitter.isJsonArray(factory, TestSamples.utf8("[".repeat(100_000))));
	}

}
