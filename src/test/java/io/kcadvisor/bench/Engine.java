package io.kcadvisor.bench;

import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.sweep.FirstAnswer;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.sweep.SweepListener;
import io.kcadvisor.sweep.SweepOutcome;
import io.kcadvisor.sweep.SweepRequest;
import io.kcadvisor.sweep.SweepSettings;
import io.kcadvisor.sweep.SweepTask;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.DoubleAdder;

import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/**
 * The service's sweep engine with its default settings and a given number of workers.
 */
final class Engine implements AutoCloseable {

	private static final Duration TIME_BUDGET = Duration.ofMinutes(10);

	private final SweepExecutor executor;

	Engine(int workers) {
		this.executor = new SweepExecutor(settings(workers));
	}

	/**
	 * Returns the service's sweep settings, defaults included, with the number of workers
	 * replaced.
	 */
	static SweepSettings settings(int workers) {
		MapConfigurationPropertySource source = new MapConfigurationPropertySource();
		source.put("advisor.sweep.workers", workers);
		return new Binder(source).bindOrCreate("advisor.sweep", SweepSettings.class);
	}

	int workers() {
		return this.executor.workers();
	}

	/**
	 * Measures configurations as the service does.
	 * @param records the sample
	 * @param tasks the configurations
	 * @return the outcome, every configuration measured
	 */
	SweepOutcome sweep(RecordSet records, List<SweepTask> tasks) throws InterruptedException {
		return sweep(records, tasks, (completed, total) -> {
		});
	}

	private SweepOutcome sweep(RecordSet records, List<SweepTask> tasks, SweepListener listener)
			throws InterruptedException {
		try {
			SweepOutcome outcome = this.executor.start(records, tasks, Instant.now().plus(TIME_BUDGET), listener)
				.outcome()
				.get();
			if (outcome.ending() != SweepOutcome.Ending.COMPLETED || !outcome.failures().isEmpty()) {
				throw new IllegalStateException(
						"The sweep did not complete: " + outcome.ending() + " " + outcome.failures());
			}
			return outcome;
		}
		catch (ExecutionException ex) {
			throw new IllegalStateException(ex.getCause());
		}
	}

	/**
	 * Sweeps a preset over every codec at its batch sizes, as the service does by
	 * default.
	 * @return the wall time taken
	 */
	Duration time(RecordSet records, Preset preset) throws InterruptedException {
		return timed(records, preset).wall();
	}

	/**
	 * Sweeps a preset over every codec at its batch sizes, as the service does by
	 * default, and times it.
	 * @return when its first answer came, when it ended, what it measured, and how long
	 * compressing the streams after the sample takes at the speeds it measured
	 */
	TimedSweep timed(RecordSet records, Preset preset) throws InterruptedException {
		long started = System.nanoTime();
		AtomicReference<FirstAnswer> firstAnswer = new AtomicReference<>();
		AtomicLong firstAnswerAt = new AtomicLong();
		DoubleAdder streamSeconds = new DoubleAdder();
		SweepOutcome outcome = sweep(records, SweepRequest.of(preset).tasks(), new SweepListener() {

			@Override
			public void progress(int completed, int total) {
			}

			@Override
			public void measured(Result result, long streamBytes) {
				if (streamBytes > 0) {
					streamSeconds.add(streamBytes / 1e6 / result.codecCompressMBps());
				}
			}

			@Override
			public void firstAnswer(FirstAnswer answer) {
				firstAnswerAt.set(System.nanoTime());
				firstAnswer.set(answer);
			}

		});
		long ended = System.nanoTime();
		return new TimedSweep(outcome, firstAnswer.get(), Duration.ofNanos(firstAnswerAt.get() - started),
				Duration.ofNanos(ended - started), workers(), streamSeconds.sum());
	}

	Result measure(RecordSet records, SweepTask task) throws InterruptedException {
		return sweep(records, List.of(task)).results().get(0);
	}

	@Override
	public void close() throws InterruptedException {
		this.executor.destroy();
	}

}
