package io.kcadvisor.sample;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * How a size limit is worded.
 */
class SampleTooLargeExceptionTests {

	@Test
	void wholeMebibytesAreSaidInMebibytesAndBytes() {
		assertThat(SampleTooLargeException.bytes(64L << 20)).isEqualTo("64 MiB (67,108,864 bytes)");
		assertThat(SampleTooLargeException.bytes(1L << 20)).isEqualTo("1 MiB (1,048,576 bytes)");
	}

	@Test
	void otherSizesAreSaidInBytes() {
		assertThat(SampleTooLargeException.bytes(10)).isEqualTo("10 bytes");
		assertThat(SampleTooLargeException.bytes(1_500_000)).isEqualTo("1,500,000 bytes");
	}

}
