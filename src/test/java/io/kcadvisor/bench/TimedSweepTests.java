package io.kcadvisor.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sweep.FirstAnswer;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepOutcome;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bench's bounds of a sweep: worked by hand on two configurations.
 */
class TimedSweepTests {

	/**
	 * zstd 3 over 2 MB of records in one batch at 100 MB/s and 400 MB/s (0.02 and 0.005
	 * CPU-seconds), gzip 9 over 1 MB in two batches at 10 MB/s and 50 MB/s (0.1 and
	 * 0.02): 0.145 CPU-seconds, 0.0725 s on two workers.
	 */
	private static final SweepOutcome OUTCOME = new SweepOutcome(
			List.of(result(Codec.ZSTD, 3, 1, 2_000_000, 100, 400), result(Codec.GZIP, 9, 2, 1_000_000, 10, 50)),
			List.of(), 2, SweepOutcome.Ending.COMPLETED);

	private static final FirstAnswer WHOLE = new FirstAnswer(List.of(), 100, 100, 3_000_000, 3_000_000);

	@Test
	void lowerBoundIsOneCompressionAndOneDecompressionOfTheRecordsPerConfigurationSpreadOverTheWorkers() {
		TimedSweep sweep = new TimedSweep(OUTCOME, WHOLE, Duration.ofMillis(10), Duration.ofMillis(290), 2, 0);

		assertThat(sweep.lowerBoundSeconds()).isCloseTo(0.0725, within(1e-9));
		assertThat(sweep.overLowerBound()).isCloseTo(4.0, within(1e-9));
	}

	@Test
	void oneWorkerTakesTheWholeCpuTime() {
		TimedSweep sweep = new TimedSweep(OUTCOME, WHOLE, Duration.ofMillis(10), Duration.ofMillis(290), 1, 0);

		assertThat(sweep.lowerBoundSeconds()).isCloseTo(0.145, within(1e-9));
		assertThat(sweep.overLowerBound()).isCloseTo(2.0, within(1e-9));
	}

	@Test
	void exactSizesBoundAddsTheStreamAfterTheSampleSpreadOverTheWorkers() {
		TimedSweep sweep = new TimedSweep(OUTCOME, WHOLE, Duration.ofMillis(10), Duration.ofMillis(290), 2, 0.055);

		assertThat(sweep.lowerBoundSeconds()).isCloseTo(0.0725, within(1e-9));
		assertThat(sweep.exactSizesBoundSeconds()).isCloseTo(0.1, within(1e-9));
		assertThat(sweep.overExactSizesBound()).isCloseTo(2.9, within(1e-9));
	}

	@Test
	void firstAnswerSaysWhetherItWasMeasuredOnThePartOrTheWhole() {
		FirstAnswer part = new FirstAnswer(List.of(), 40, 100, 3_670_016, 9_000_000);

		assertThat(new TimedSweep(OUTCOME, WHOLE, Duration.ZERO, Duration.ofSeconds(1), 2, 0).firstAnswerOn())
			.isEqualTo("whole");
		assertThat(new TimedSweep(OUTCOME, part, Duration.ZERO, Duration.ofSeconds(1), 2, 0).firstAnswerOn())
			.isEqualTo("part, 3.50 MiB");
	}

	private static Result result(Codec codec, int level, int batches, long recordBytes, double compressMBps,
			double decompressMBps) {
		long uncompressed = recordBytes + (long) RecordBatches.HEADER_SIZE * batches;
		long compressed = uncompressed / 4;
		return new Result(CompressionConfig.of(codec, level), 16384, 1000.0 / batches, batches, uncompressed,
				compressed, uncompressed / (double) compressed, compressMBps, decompressMBps, BatchLimit.SIZE, true);
	}

}
