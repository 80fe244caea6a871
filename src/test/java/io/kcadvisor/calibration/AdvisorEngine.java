package io.kcadvisor.calibration;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.sweep.SweepOutcome;
import io.kcadvisor.sweep.SweepSettings;
import io.kcadvisor.sweep.SweepTask;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;

import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/**
 * The advisor's own measurement of a configuration, through the sweep's public entry
 * point with the service's default settings and one worker: the sizes and speeds the
 * service would report for the sample.
 */
final class AdvisorEngine implements AutoCloseable {

	private static final Duration TIME_BUDGET = Duration.ofMinutes(5);

	private final SweepExecutor executor;

	private final Map<String, Result> produced = new HashMap<>();

	AdvisorEngine() {
		MapConfigurationPropertySource source = new MapConfigurationPropertySource();
		source.put("advisor.sweep.workers", 1);
		this.executor = new SweepExecutor(new Binder(source).bindOrCreate("advisor.sweep", SweepSettings.class));
	}

	/**
	 * Measures how a run's producer compresses: its codec at its {@code batch.size}, once
	 * for all the runs that share them.
	 * @param spec the run
	 * @return the result
	 */
	Result produced(RunSpec spec) throws InterruptedException {
		String key = spec.sample().name() + " " + spec.codecName() + " " + spec.batchSize();
		Result result = this.produced.get(key);
		if (result == null) {
			result = measure(spec.sample().records(), new SweepTask(spec.producerCodec(),
					new Batching.Producer(spec.batchSize(), Integer.MAX_VALUE), spec.batchSize()));
			this.produced.put(key, result);
		}
		return result;
	}

	/**
	 * Returns the compression ratio a long-running producer of a run's records estimates
	 * its batches at: the ratio of their records sections, compressed over uncompressed,
	 * as the advisor predicts it. The advisor's batching stands for such a producer,
	 * whose estimate has come down from the 1.0 a new producer starts with.
	 * @param spec the run
	 * @return the ratio; 1 for {@code none}
	 */
	float settledRatio(RunSpec spec) throws InterruptedException {
		Result result = produced(spec);
		long headers = (long) RecordBatches.HEADER_SIZE * result.batches();
		return (float) ((result.compressedBytes() - headers) / (double) result.recordBytes());
	}

	/**
	 * Measures how a leader that recompresses stores a run: the topic's codec over the
	 * batches the producer made, as many records in each.
	 * @param spec the run
	 * @param producerRecordsPerBatch records per batch of the producer's batches
	 * @return the result
	 */
	Result recompressed(RunSpec spec, double producerRecordsPerBatch) throws InterruptedException {
		int records = (int) Math.max(1, Math.round(producerRecordsPerBatch));
		return measure(spec.sample().records(),
				new SweepTask(spec.storedCodec(), new Batching.FixedCount(records), null));
	}

	private Result measure(RecordSet records, SweepTask task) throws InterruptedException {
		try {
			SweepOutcome outcome = this.executor
				.start(records, List.of(task), Instant.now().plus(TIME_BUDGET), (completed, total) -> {
				})
				.outcome()
				.get();
			if (outcome.results().size() != 1) {
				throw new IllegalStateException("The engine did not measure " + task + ": " + outcome.failures());
			}
			return outcome.results().get(0);
		}
		catch (ExecutionException ex) {
			throw new IllegalStateException("The engine failed on " + task, ex.getCause());
		}
	}

	@Override
	public void close() throws InterruptedException {
		this.executor.destroy();
	}

}
