package io.kcadvisor.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Base64;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AnalysisIdsTests {

	@Test
	void idsAre128RandomBitsInUrlSafeText() {
		Set<String> ids = new HashSet<>();
		long ones = 0;
		for (int i = 0; i < 10_000; i++) {
			String id = AnalysisIds.next();
			assertThat(id).matches("[A-Za-z0-9_-]{22}");
			byte[] bits = Base64.getUrlDecoder().decode(id);
			assertThat(bits).hasSize(16);
			for (byte b : bits) {
				ones += Integer.bitCount(b & 0xff);
			}
			ids.add(id);
		}
		assertThat(ids).hasSize(10_000);
		assertThat(ones / (10_000.0 * 128)).as("share of bits set").isBetween(0.49, 0.51);
	}

}
