package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SlowestFirstTests {

	@Test
	void theSlowestLevelsComeFirstAndLargerBatchesBeforeSmallerOnes() {
		List<SweepTask> tasks = List.of(task(Codec.NONE, null, 16384), task(Codec.ZSTD, 3, 16384),
				task(Codec.ZSTD, 22, 16384), task(Codec.GZIP, 9, 16384), task(Codec.ZSTD, 22, 1048576),
				task(Codec.LZ4, 9, 16384), task(Codec.LZ4, 17, 16384));
		assertThat(SlowestFirst.order(tasks)).containsExactly(4, 2, 6, 3, 1, 5, 0);
	}

	@Test
	void everyTaskIsOrderedOnce() {
		List<SweepTask> tasks = SweepRequest.of(Preset.EXHAUSTIVE).tasks();
		int[] order = SlowestFirst.order(tasks);
		assertThat(Arrays.stream(order).sorted().toArray()).containsExactly(IntStream.range(0, tasks.size()).toArray());
	}

	@Test
	void costsRiseWithTheLevelOfEachCodec() {
		for (Codec codec : List.of(Codec.GZIP, Codec.ZSTD)) {
			double previous = 0;
			for (int level = Math.max(codec.minLevel(), -10); level <= codec.maxLevel(); level++) {
				double cost = SlowestFirst.costPerMegabyte(CompressionConfig.of(codec, level));
				assertThat(cost).as("%s %d", codec, level).isGreaterThanOrEqualTo(previous);
				previous = cost;
			}
		}
	}

	private static SweepTask task(Codec codec, Integer level, int batchSize) {
		return new SweepTask(CompressionConfig.of(codec, level), new Batching.Producer(batchSize, Integer.MAX_VALUE),
				batchSize);
	}

}
