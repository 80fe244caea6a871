package io.kcadvisor.sample;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class Utf8Tests {

	@ParameterizedTest(name = "{0} is valid UTF-8")
	@CsvSource(textBlock = """
			41 42 43,             ASCII
			c3 a9,                two-byte é
			e2 82 ac,             three-byte €
			f0 9f 98 80,          four-byte emoji
			f4 8f bf bf,          U+10FFFF
			ef bf bd,             replacement character
			'',                   nothing
			""")
	void acceptsValidSequences(String hex, String what) {
		assertThat(Utf8.firstInvalid(TestSamples.hex(hex))).isEqualTo(-1);
	}

	@ParameterizedTest(name = "{2} is invalid at byte {1}")
	@CsvSource(textBlock = """
			41 80,                1, lone continuation byte
			41 c0 af,             1, overlong slash
			e0 80 af,             0, overlong three-byte form
			ed a0 80,             0, UTF-16 surrogate
			f4 90 80 80,          0, code point above U+10FFFF
			f5 80 80 80,          0, invalid lead byte
			41 42 e2 82,          2, sequence cut off at the end
			c3 41,                0, lead byte without continuation
			ff,                   0, byte never used in UTF-8
			""")
	void findsFirstInvalidSequence(String hex, int offset, String what) {
		assertThat(Utf8.firstInvalid(TestSamples.hex(hex))).isEqualTo(offset);
	}

}
