package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.TestRecords;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.time.Instant;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A pass measured as a long-running producer batches the sample, whatever the first guess
 * of the ratio.
 */
class ExactPassTests {

	private static final RecordSet RECORDS = TestRecords.recordSet(TestRecords.records(3000, 700, 5));

	private static final int BATCH_SIZE = 16384;

	private static final CompressionConfig ZSTD = CompressionConfig.of(Codec.ZSTD, 3);

	@ParameterizedTest(name = "guessed {0}")
	@ValueSource(floats = { 0.01f, 0.1f, 0.9f })
	void theFirstBatchIsALongRunningProducersWhateverTheGuess(float guess) {
		ExactPass pass = measure(guess);
		int batches = pass.layout().batches();
		double others = IntStream.range(1, batches - 1).map(pass.layout()::recordCount).average().orElseThrow();
		assertThat((double) pass.layout().recordCount(0)).isCloseTo(others, within(others * 0.1));
		assertThat(largestBatch(pass)).isLessThanOrEqualTo(BATCH_SIZE);
	}

	@ParameterizedTest(name = "guessed {0}")
	@ValueSource(floats = { 0.01f, 0.9f })
	void aGuessOutOfTheRangeOfALongRunningProducersMakesTheSameBatchesAsAGoodOne(float guess) {
		ExactPass good = measure(ratioOfFirstBatch(measure(0.1f)));
		assertThat(measure(guess).layout().batches()).isBetween(good.layout().batches() - 1,
				good.layout().batches() + 1);
	}

	private static float ratioOfFirstBatch(ExactPass pass) {
		return (float) pass.compressedLengths()[0] / pass.layout().sectionSize(0);
	}

	private static int largestBatch(ExactPass pass) {
		int largest = 0;
		for (int length : pass.compressedLengths()) {
			largest = Math.max(largest, RecordBatches.HEADER_SIZE + length);
		}
		return largest;
	}

	private static ExactPass measure(float guess) {
		try (OpenCodecs codecs = new OpenCodecs();
				MeasuringContext context = MeasuringContext.open(ZSTD, codecs, new SweepStop(Instant.MAX))) {
			return ExactPass.measureAsLongRunning(RECORDS, new Batching.Producer(BATCH_SIZE, Integer.MAX_VALUE), guess,
					1 << 20, context);
		}
	}

}
