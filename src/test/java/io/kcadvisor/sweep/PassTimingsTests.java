package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class PassTimingsTests {

	@Test
	void dealsTheBatchesInTurnIntoGroupsEachOneSampleOfEachDirection() {
		PassTimings timings = new PassTimings();
		for (int batch = 0; batch < PassTimings.GROUPS * 3; batch++) {
			// every third batch compresses twice as slowly, and each group holds one
			timings.add(1000, (batch % 3 == 2) ? 2000 : 1000, 500);
		}
		timings.add(1000, 1000, 500);

		SpeedSamples compression = timings.compression();
		assertThat(compression.count()).isEqualTo(PassTimings.GROUPS);
		assertThat(compression.totalNanos()).isEqualTo(PassTimings.GROUPS * 4000L + 1000);
		assertThat(compression.medianMBps()).isEqualTo(750, Offset.offset(1e-9));
		assertThat(timings.decompression().medianMBps()).isEqualTo(2000);
	}

	@Test
	void hasASampleForEachBatchWhenThereAreFewerBatchesThanGroups() {
		PassTimings timings = new PassTimings();
		timings.add(999, 999, 999);
		timings.add(999, 999, 999);

		assertThat(timings.compression().count()).isEqualTo(2);
		assertThat(timings.decompression().count()).isEqualTo(2);
	}

	@Test
	void addsBatchesCompressedOnlyToTheCompressionSamples() {
		PassTimings timings = new PassTimings();
		timings.add(1000, 1000, 500);
		timings.addCompression(3000, 1000);
		timings.addCompression(2000, 1000);

		SpeedSamples compression = timings.compression();
		assertThat(compression.count()).isEqualTo(3);
		assertThat(compression.totalNanos()).isEqualTo(3000);
		assertThat(compression.medianMBps()).isEqualTo(2000, Offset.offset(1e-9));
		assertThat(timings.decompression().count()).isEqualTo(1);
		assertThat(timings.decompression().medianMBps()).isEqualTo(2000);
	}

}
