package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.TestRecords;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.codec.Compressor;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class BatchGroupsTests {

	private static final MeasurementSettings SETTINGS = new MeasurementSettings(64 * 1024, 256 * 1024,
			Duration.ofMillis(1), 2, Duration.ofMillis(50), 0.05, 0.05, 2);

	private static final BatchLayout LAYOUT = new Batching.FixedCount(20)
		.layout(TestRecords.valueSet(TestRecords.values(8000, 400, 3)), Codec.NONE, 1f);

	@Test
	void groupsWholeBatchesOfAtLeastTheGroupSize() {
		BatchGroups groups = groups();
		assertThat(groups.count()).isGreaterThan(10);
		for (int group = 0; group < groups.count(); group++) {
			int bytes = 0;
			for (int batch = groups.firstBatch(group); batch < groups.endBatch(group); batch++) {
				bytes += LAYOUT.sectionSize(batch);
			}
			assertThat(bytes).isEqualTo(groups.bytes(group));
			if (group < groups.count() - 1) {
				assertThat(bytes).isGreaterThanOrEqualTo(SETTINGS.groupBytes());
			}
		}
		assertThat(groups.endBatch(groups.count() - 1)).isEqualTo(LAYOUT.batches());
	}

	@Test
	void theTimingSetIsSpreadOverTheSampleWithinItsSize() {
		BatchGroups groups = groups();
		int[] timingSet = groups.retained();
		assertThat(timingSet).hasSizeGreaterThan(1).isSorted();
		assertThat(timingSet[0]).isLessThan(groups.count() / 4);
		assertThat(timingSet[timingSet.length - 1]).isGreaterThan(groups.count() * 3 / 4);
		int bytes = 0;
		int inputEnd = 0;
		for (int group : timingSet) {
			assertThat(groups.inputBase(group)).as("own place").isEqualTo(inputEnd);
			inputEnd += groups.bytes(group);
			bytes += groups.bytes(group);
		}
		assertThat(bytes).isLessThanOrEqualTo(SETTINGS.timingSetBytes());
		assertThat(groups.inputCapacity()).isEqualTo(inputEnd + groups.maxGroupBytes());
	}

	private static BatchGroups groups() {
		try (Compressor none = CompressionConfig.defaults(Codec.NONE).newCompressor()) {
			return new BatchGroups(LAYOUT, none, SETTINGS);
		}
	}

}
