package io.kcadvisor.sample;

import org.junit.jupiter.api.Test;

import io.kcadvisor.batch.RecordSet;

import static org.assertj.core.api.Assertions.assertThat;

class WholeSplitterTests {

	@Test
	void eachPartIsOneRecordWhateverItsBytes() {
		byte[] binary = TestSamples.hex("00 ff 0a 0d 80");
		RecordSet records = TestSamples.split(new WholeSplitter(), binary, TestSamples.utf8("a\nb\n"));
		assertThat(records.size()).isEqualTo(2);
		assertThat(records.get(0).value()).isEqualTo(binary);
		assertThat(TestSamples.values(records).get(1)).isEqualTo("a\nb\n");
	}

}
