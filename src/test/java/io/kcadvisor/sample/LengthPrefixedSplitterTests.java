package io.kcadvisor.sample;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.kcadvisor.batch.RecordSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class LengthPrefixedSplitterTests {

	@Test
	void splitsLengthPrefixedRecords() {
		byte[] sample = TestSamples.hex("00000003 616263  00000000  00000001 ff");
		RecordSet records = TestSamples.split(new LengthPrefixedSplitter(), sample);
		assertThat(records.size()).isEqualTo(3);
		assertThat(records.get(0).value()).isEqualTo(TestSamples.utf8("abc"));
		assertThat(records.get(1).value()).isEmpty();
		assertThat(records.get(2).value()).isEqualTo(TestSamples.hex("ff"));
	}

	@ParameterizedTest(name = "{3}: refused at record {1}, byte {0}")
	@CsvSource(
			textBlock = """
					5, 2, 'the 4-byte length is cut off: only 2 bytes remain',              truncated prefix,  00000001 41 0000
					0, 1, 'the length says 5 bytes but only 1 remain',                      truncated body,    00000005 41
					5, 2, 'the length says 3 bytes but only 2 remain',                      truncated second,  00000001 41 00000003 4142
					0, 1, 'negative length -1',                                             negative length,   ffffffff 41
					0, 1, 'the length says 2147483647 bytes but only 0 remain',             absurd length,     7fffffff
					""")
	void refusesBadLengthsSayingWhere(int offset, int record, String reason, String what, String hex) {
		assertThatExceptionOfType(MalformedSampleException.class)
			.isThrownBy(() -> TestSamples.split(new LengthPrefixedSplitter(), TestSamples.hex(hex)))
			.satisfies((ex) -> {
				assertThat(ex.byteOffset()).isEqualTo(offset);
				assertThat(ex.location()).isEqualTo("record " + record + " at byte " + offset);
				assertThat(ex.getMessage()).startsWith("The sample is not valid length-prefixed messages: at record "
						+ record + " at byte " + offset + ", " + reason);
			});
	}

}
