package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.RecordSet;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.util.unit.DataSize;

/**
 * A sweep started on some of the pool's workers, as a scan's topic is, never measures on
 * more of them at once, and still measures every configuration.
 */
class SweepWorkersTests {

	private static final RecordSet RECORDS = RecordSet.builder(16).addValue(new byte[] { 1, 2, 3 }).build();

	private final ExecutorService pool = Executors.newFixedThreadPool(4);

	@AfterEach
	void stopPool() {
		this.pool.shutdownNow();
	}

	@ParameterizedTest(name = "{0} of 4 workers")
	@CsvSource(textBlock = """
			1
			2
			4
			""")
	void aSweepMeasuresOnAtMostTheWorkersItWasGiven(int workers) throws Exception {
		List<SweepTask> tasks = SweepRequest.of(Preset.STANDARD).tasks();
		AtomicInteger measuring = new AtomicInteger();
		AtomicInteger most = new AtomicInteger();
		SweepRun run = new SweepRun(SweepPlan.of(RECORDS, tasks, 0), (completed, total) -> {
		}, new SweepStop(Instant.MAX), (records, task) -> {
			most.accumulateAndGet(measuring.incrementAndGet(), Math::max);
			try {
				Thread.sleep(2);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
			measuring.decrementAndGet();
			return new Result(task.compression(), task.batchSize(), 1, 1, 64, 32, 2, 100, 100, BatchLimit.SIZE, false);
		}, new CodecMemory(DataSize.ofMegabytes(800)));

		run.start(this.pool, workers);

		assertThat(run.outcome().get(30, TimeUnit.SECONDS).results()).hasSize(tasks.size());
		assertThat(most.get()).as("configurations measured at once").isEqualTo(workers);
	}

}
