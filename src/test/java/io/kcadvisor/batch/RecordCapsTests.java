package io.kcadvisor.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RecordCapsTests {

	@Test
	void aFixedCapHoldsForEveryBatch() {
		RecordCaps caps = RecordCaps.of(7);
		assertThat(IntStream.range(0, 100).map(caps::at)).containsOnly(7);
		assertThat(caps.unlimited()).isFalse();
		assertThat(RecordCaps.UNLIMITED.unlimited()).isTrue();
		assertThat(RecordCaps.of(Integer.MAX_VALUE)).isEqualTo(RecordCaps.UNLIMITED);
	}

	@Test
	void batchesTakeACyclesCountsInItsProportions() {
		RecordCaps caps = RecordCaps.cycling(new int[] { 1, 1, 1, 2 });
		long twos = IntStream.range(0, 100_000).map(caps::at).filter((cap) -> cap == 2).count();
		assertThat(twos).isBetween(24_000L, 26_000L);
		assertThat(caps.at(12345)).isEqualTo(caps.at(12345));
		assertThat(caps.mean()).isEqualTo(1.25);
	}

	@Test
	void drawnCapsAreDrawnOnceWhenABatchFirstNeedsThem() {
		AtomicInteger draws = new AtomicInteger();
		RecordCaps caps = RecordCaps.drawn(() -> {
			draws.incrementAndGet();
			return new int[] { 1, 2 };
		});
		assertThat(draws).hasValue(0);
		assertThat(IntStream.range(0, 100).map(caps::at)).containsOnly(1, 2);
		assertThat(caps.mean()).isEqualTo(1.5);
		assertThat(draws).hasValue(1);
	}

	@Test
	void aCapIsAtLeastOneRecord() {
		assertThatIllegalArgumentException().isThrownBy(() -> RecordCaps.cycling(new int[] { 1, 0 }));
		assertThatIllegalArgumentException().isThrownBy(() -> RecordCaps.cycling(new int[0]));
		assertThatIllegalArgumentException().isThrownBy(() -> RecordCaps.drawn(() -> new int[] { 0 }).at(0));
	}

}
