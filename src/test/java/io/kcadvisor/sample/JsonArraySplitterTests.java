package io.kcadvisor.sample;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.kcadvisor.batch.RecordSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class JsonArraySplitterTests {

	private static RecordSet split(String json) {
		return split(TestSamples.LIMITS, json);
	}

	private static RecordSet split(SampleLimits limits, String json) {
		return split(limits, TestSamples.utf8(json));
	}

	private static RecordSet split(SampleLimits limits, byte[] json) {
		return TestSamples.split(new JsonArraySplitter(JsonArraySplitter.factory(limits)), limits, json);
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
	@CsvSource(delimiter = '|', quoteCharacter = '`',
			textBlock = """
					`[{"a":1}, {"b":`       | element 2 at byte 15     | the text ends before the array is closed
					`[1, 2`                 | byte 5, after element 2  | the text ends before the array is closed
					`[1,2 `                 | byte 5, after element 2  | the text ends before the array is closed
					`[1,`                   | element 2 at byte 3      | the text ends before the array is closed
					`{"a": 1}`              | byte 0                   | it starts with an object, not an array
					`  "text"`              | byte 2                   | it starts with a string, not an array
					`# a comment`           | byte 0                   | '#' cannot start a JSON value
					`[1] [2]`               | byte 4, after the array  | more follows the array's closing ]
					`[1,]`                  | element 2 at byte 3      | ']' cannot start a JSON value
					`[1 2]`                 | byte 3, after element 1  | found '2' where a comma or ] should be
					`[1, 2x]`               | byte 5, after element 2  | found 'x' where a comma or ] should be
					`[{"a" 1}]`             | element 1 at byte 6      | found '1' where a colon should be
					`[{a: 1}]`              | element 1 at byte 2      | found 'a' where a property name in double quotes should be
					`["é" ü]`               | byte 6, after element 1  | found 'ü' where a comma or ] should be
					`[1, tru]`              | element 2 at byte 4      | 'tru' is not a JSON value (strings need double quotes)
					`[1] x`                 | byte 4                   | 'x' is not a JSON value (strings need double quotes)
					`[NaN]`                 | element 1 at byte 4      | 'NaN' is not a JSON value
					""")
	void refusesWhatIsNotOneArraySayingWhere(String json, String location, String reason) {
		assertThatExceptionOfType(MalformedSampleException.class).isThrownBy(() -> split(json)).satisfies((ex) -> {
			assertThat(ex.format()).isEqualTo(SampleFormat.JSON_ARRAY);
			assertThat(ex.location()).isEqualTo(location);
			assertThat(ex.reason()).isEqualTo(reason);
			assertThat(ex.getMessage())
				.isEqualTo("The sample is not a valid JSON array: at " + location + ", " + reason + ".");
		});
	}

	@Test
	void refusesInvalidUtf8SayingWhere() {
		byte[] json = TestSamples.concat(TestSamples.utf8("[\"ab"), TestSamples.hex("c3 28"), TestSamples.utf8("\"]"));
		assertThatExceptionOfType(MalformedSampleException.class)
			.isThrownBy(
					() -> TestSamples.split(new JsonArraySplitter(JsonArraySplitter.factory(TestSamples.LIMITS)), json))
			.withMessage("The sample is not a valid JSON array: at byte 4, the bytes are not valid UTF-8 text.");
	}

	@Test
	void acceptsNestingUpToTheLimit() {
		SampleLimits limits = new SampleLimits(1 << 20, 100, 3, 1 << 20, 1 << 20);
		assertThat(TestSamples.values(split(limits, "[[[1]], {\"a\": [2]}]"))).containsExactly("[[1]]", "{\"a\":[2]}");
	}

	@Test
	void refusesNestingBeyondTheLimit() {
		SampleLimits limits = new SampleLimits(1 << 20, 100, 3, 1 << 20, 1 << 20);
		assertThatExceptionOfType(MalformedSampleException.class).isThrownBy(() -> split(limits, "[1, [[[2]]]]"))
			.withMessage(
					"The sample is not a valid JSON array: at element 2 at byte 6, nested deeper than 3 levels, the limit.");
	}

	@Test
	void refusesDeeplyNestedJsonFastWithoutStackOverflow() {
		String deep = "[".repeat(100_000) + "]".repeat(100_000);
		assertThatExceptionOfType(MalformedSampleException.class).isThrownBy(() -> split(deep))
			.withMessageContaining("nested deeper than 64 levels");
	}

	@ParameterizedTest(name = "a {0} of 63 MB is refused as it is read, holding a few times the record limit")
	@CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
			string        | `["`  | a | `"]`
			number        | `[`   | 1 | `]`
			property name | `[{"` | a | `":1}]`
			""")
	void anElementOverTheRecordLimitIsRefusedWhileItIsRead(String element, String prefix, char repeated,
			String suffix) {
		long recordLimit = 1 << 20;
		SampleLimits limits = new SampleLimits(64L << 20, 1_000_000, 64, recordLimit, 16L << 20);
		byte[] json = TestSamples.filled(prefix, repeated, 63 << 20, suffix);
		SampleTooLargeException[] refused = new SampleTooLargeException[1];
		long allocated = TestSamples.allocatedBy(
				() -> refused[0] = catchThrowableOfType(SampleTooLargeException.class, () -> split(limits, json)));
		assertThat(allocated).as("bytes allocated while splitting").isLessThan(8 * recordLimit);
		assertThat(refused[0].limit()).isEqualTo(SampleTooLargeException.Limit.MAX_RECORD_BYTES);
		assertThat(refused[0].getMessage())
			.startsWith("Record 1 is more than 1 MiB (1,048,576 bytes), the limit for one record");
	}

	@Test
	void anElementUpToTheRecordLimitIsARecord() {
		SampleLimits limits = new SampleLimits(64L << 20, 1_000_000, 64, 1 << 20, 16L << 20);
		byte[] json = TestSamples.filled("[\"", 'a', (1 << 20) - 2, "\"]");
		assertThat(split(limits, json).bodyLength(0)).isGreaterThan(1 << 20);
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
