package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PassTimingsTests {

	@Test
	void gathersBatchesIntoChunksOfAtLeastTheChunkBytesEachOneSampleOfEachDirection() {
		PassTimings timings = new PassTimings(1000);
		timings.add(600, 600, 100);
		timings.add(600, 600, 100);
		timings.add(1500, 3000, 500);
		timings.add(400, 400, 100);

		assertThat(timings.compression().count()).isEqualTo(2);
		assertThat(timings.compression().totalNanos()).isEqualTo(1200 + 3000);
		assertThat(timings.decompression().totalNanos()).isEqualTo(200 + 500);
		assertThat(timings.compression().medianMBps()).isEqualTo((1000.0 + 500.0) / 2);
	}

	@Test
	void leavesOutALastChunkSmallerThanTheOthers() {
		PassTimings timings = new PassTimings(1000);
		timings.add(999, 999, 999);

		assertThat(timings.compression().count()).isZero();
		assertThat(timings.decompression().count()).isZero();
	}

}
