package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TimingSetTests {

	@Test
	void itKeepsTheFirstBatchesOfStretchesSpreadOverTheSample() {
		TimingSet set = new TimingSet(8000, 8 * 3000, Scratch.forCurrentThread());
		List<Integer> kept = new ArrayList<>();
		for (int first = 0; first < 8000; first += 10) {
			if (set.wants(first)) {
				set.keep(section(first, 1000), section(first, 100));
				kept.add(first);
			}
		}
		assertThat(kept).containsExactly(0, 10, 20, 1000, 1010, 1020, 2000, 2010, 2020, 3000, 3010, 3020, 4000, 4010,
				4020, 5000, 5010, 5020, 6000, 6010, 6020, 7000, 7010, 7020);
		assertThat(set.bytes()).isEqualTo(24 * 1000);
		assertThat(set.input().remaining()).isEqualTo(24 * 1000);
		assertThat(set.compressed().remaining()).isEqualTo(24 * 100);
		assertThat(set.input().get(1000 * 3)).isEqualTo((byte) 1000);
	}

	@Test
	void aSingleLargeBatchIsKeptWhole() {
		TimingSet set = new TimingSet(100, 1024, Scratch.forCurrentThread());
		assertThat(set.wants(0)).isTrue();
		set.keep(section(0, 1 << 20), section(0, 1000));
		assertThat(set.batches()).isEqualTo(1);
		assertThat(set.largestSection()).isEqualTo(1 << 20);
	}

	/** A section of the given size, filled with the low byte of its first record. */
	private static ByteBuffer section(int first, int size) {
		ByteBuffer section = ByteBuffer.allocateDirect(size);
		while (section.hasRemaining()) {
			section.put((byte) first);
		}
		return section.flip();
	}

}
