package io.kcadvisor.sample;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.kcadvisor.batch.RecordSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class LinesSplitterTests {

	@ParameterizedTest(name = "''{0}'' splits into {1} records {2}")
	@CsvSource(textBlock = """
			'a\\nb\\n',          2, '[a, b]'
			'a\\nb',             2, '[a, b]'
			'a\\r\\nb\\r\\n',    2, '[a, b]'
			'a\\r\\nb',          2, '[a, b]'
			'a\\n\\nb\\n',       3, '[a, , b]'
			'\\n',               1, '[]'
			'\\n\\n',            2, '[, ]'
			'one line',          1, '[one line]'
			'é\\n€\\n😀',       3, '[é, €, 😀]'
			""")
	void splitsOneRecordPerLine(String input, int count, String expected) {
		RecordSet records = TestSamples.split(new LinesSplitter(), TestSamples.unescaped(input));
		assertThat(records.size()).isEqualTo(count);
		assertThat(TestSamples.values(records)).hasToString(expected);
	}

	@Test
	void keepsCarriageReturnNotFollowedByNewline() {
		RecordSet records = TestSamples.split(new LinesSplitter(), TestSamples.utf8("a\rb\nc\r"));
		assertThat(TestSamples.values(records)).containsExactly("a\rb", "c\r");
	}

	@Test
	void keepsLineBytesAsTheyAre() {
		RecordSet records = TestSamples.split(new LinesSplitter(), TestSamples.utf8("{\"a\": 1}  \n  x\t\n"));
		assertThat(TestSamples.values(records)).containsExactly("{\"a\": 1}  ", "  x\t");
	}

	@Test
	void dropsByteOrderMark() {
		byte[] text = TestSamples.concat(TestSamples.hex("ef bb bf"), TestSamples.utf8("a\nb\n"));
		assertThat(TestSamples.values(TestSamples.split(new LinesSplitter(), text))).containsExactly("a", "b");
	}

	@Test
	void emptyPartHasNoRecords() {
		assertThat(TestSamples.split(new LinesSplitter(), new byte[0]).size()).isZero();
	}

	@Test
	void recordsHaveNullKeyAndNoHeaders() {
		RecordSet records = TestSamples.split(new LinesSplitter(), TestSamples.utf8("a\n"));
		assertThat(records.get(0).key()).isNull();
		assertThat(records.get(0).headers()).isEmpty();
	}

	@ParameterizedTest(name = "{2}: refused at line {1}, byte {0}")
	@CsvSource(textBlock = """
			4, 2, lone continuation byte,   61 62 0a 63 80
			4, 3, overlong form,            61 0a 0a 63 c0 af 0a
			0, 1, surrogate,                ed a0 80 0a
			5, 3, sequence cut off at end,  61 0a 62 0a 63 e2 82
			""")
	void refusesInvalidUtf8SayingWhere(int offset, int line, String what, String hex) {
		assertThatExceptionOfType(MalformedSampleException.class)
			.isThrownBy(() -> TestSamples.split(new LinesSplitter(), TestSamples.hex(hex)))
			.satisfies((ex) -> {
				assertThat(ex.format()).isEqualTo(SampleFormat.LINES);
				assertThat(ex.byteOffset()).isEqualTo(offset);
				assertThat(ex.location()).isEqualTo("line " + line + " at byte " + offset);
				assertThat(ex.getMessage()).startsWith("The sample is not valid lines of text: at line " + line
						+ " at byte " + offset + ", the bytes are not valid UTF-8 text");
			});
	}

	@Test
	void countsPartBytes() {
		RecordSink sink = new RecordSink(TestSamples.LIMITS, 16);
		new LinesSplitter().split(TestSamples.utf8("ab\r\ncd\n"), sink);
		assertThat(sink.bytes()).isEqualTo(7);
		assertThat(List.of(sink.size())).containsExactly(2);
	}

}
