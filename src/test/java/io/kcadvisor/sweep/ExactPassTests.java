package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RatioEstimate;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.TestRecords;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * A pass measured as a long-running producer batches the sample, whatever the first guess
 * of its estimate.
 */
class ExactPassTests {

	private static final RecordSet RECORDS = TestRecords.recordSet(TestRecords.records(3000, 700, 5));

	private static final int BATCH_SIZE = 16384;

	private static final CompressionConfig ZSTD = CompressionConfig.of(Codec.ZSTD, 3);

	@Test
	void aGuessSoLowThatTheFirstBatchOutgrowsBatchSizeStartsThePassAgain() {
		ExactPass pass = measure(0.01f);
		assertThat(largestBatch(pass)).isLessThanOrEqualTo(BATCH_SIZE);
		assertThat(pass.layout().batches()).isEqualTo(measure(steadyGuess(measure(0.9f))).layout().batches());
	}

	@Test
	void aGuessTooHighOnlyMakesTheFirstBatchSmaller() {
		ExactPass pass = measure(0.9f);
		ExactPass steady = measure(steadyGuess(pass));
		assertThat(pass.layout().recordCount(0)).isLessThan(steady.layout().recordCount(0));
		assertThat(pass.layout().batches()).isBetween(steady.layout().batches(), steady.layout().batches() + 1);
		assertThat(largestBatch(pass)).isLessThanOrEqualTo(BATCH_SIZE);
	}

	/**
	 * The estimate a long-running producer holds for the first batch of these records, by
	 * the first batch of a pass.
	 */
	private static float steadyGuess(ExactPass probe) {
		float firstRatio = (float) probe.compressedLengths()[0] / probe.layout().sectionSize(0);
		return RatioEstimate.longRunning(firstRatio);
	}

	private static int largestBatch(ExactPass pass) {
		int largest = 0;
		for (int length : pass.compressedLengths()) {
			largest = Math.max(largest, RecordBatches.HEADER_SIZE + length);
		}
		return largest;
	}

	private static ExactPass measure(float guess) {
		try (MeasuringContext context = MeasuringContext.open(ZSTD, new SweepStop(Instant.MAX))) {
			return ExactPass.measureAsLongRunning(RECORDS, new Batching.Producer(BATCH_SIZE, Integer.MAX_VALUE), guess,
					1 << 20, context);
		}
	}

}
