package io.kcadvisor.sweep;

import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.codec.CompressionInterruptedException;
import io.kcadvisor.sweep.SweepOutcome.Ending;
import io.kcadvisor.sweep.SweepOutcome.FailedConfiguration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/**
 * One sweep in progress. It holds a few slots in the worker pool; each slot measures one
 * configuration and then queues itself again behind the work of other sweeps, so sweeps
 * running at the same time share the workers. The configurations are measured in the
 * order of the {@link SweepPlan}, each once the {@link CodecMemory} has the memory of its
 * codec contexts: a slot takes the first configuration whose memory it can reserve at
 * once, and when none fits, waits for the first one's. When the next configuration in
 * order is of the same compression at another batch size, and no other slot waits for
 * memory, the slot measures it next with the same memory and codecs ({@link OpenCodecs}),
 * and with the result it has just measured at the larger batch size, which the smaller
 * one takes when it makes the same single batch ({@link SingleBatch}), before it queues
 * itself again. The listener hears the progress in measurements: each configuration on
 * the whole sample, and before them, when the first answer is measured on a part of the
 * sample, each of its configurations on that part. It hears each result on the whole
 * sample, and the first answer once its configurations are measured.
 */
public final class SweepRun {

	private static final Log logger = LogFactory.getLog(SweepRun.class);

	private final SweepPlan plan;

	private final List<SweepPlan.Step> steps;

	private final SweepListener listener;

	private final SweepStop stop;

	private final Measurer measurer;

	private final Result[] results;

	private final Result[] firstAnswer;

	private final AtomicInteger firstAnswerLeft;

	private final ConcurrentLinkedQueue<FailedConfiguration> failures = new ConcurrentLinkedQueue<>();

	private final PendingSteps pending;

	private final AtomicInteger completed = new AtomicInteger();

	private final AtomicInteger measurements = new AtomicInteger();

	private final AtomicInteger activeSlots = new AtomicInteger();

	private final CompletableFuture<SweepOutcome> outcome = new CompletableFuture<>();

	private final Set<Thread> measuring = new HashSet<>();

	private Executor pool;

	SweepRun(SweepPlan plan, SweepListener listener, SweepStop stop, Measurer measurer, CodecMemory memory) {
		this.plan = plan;
		this.steps = plan.steps();
		this.listener = listener;
		this.stop = stop;
		this.measurer = measurer;
		this.pending = new PendingSteps(this.steps, memory, stop);
		this.results = new Result[plan.total()];
		this.firstAnswer = new Result[plan.firstAnswerSteps()];
		this.firstAnswerLeft = new AtomicInteger(plan.firstAnswerSteps());
	}

	void start(Executor pool, int slots) {
		this.pool = pool;
		int used = Math.min(slots, this.steps.size());
		this.activeSlots.set(used);
		this.listener.progress(0, this.steps.size());
		if (used == 0) {
			finish();
		}
		for (int slot = 0; slot < used; slot++) {
			schedule();
		}
	}

	/**
	 * Stops the sweep: no further configuration starts, those waiting for codec memory
	 * stop waiting, and those being measured stop at their next batch, or within the
	 * codec call when it is a long one.
	 */
	public void cancel() {
		this.stop.cancel();
		synchronized (this.measuring) {
			this.measuring.forEach(Thread::interrupt);
		}
	}

	/**
	 * Returns the outcome, completed when every slot has stopped.
	 * @return the future outcome
	 */
	public CompletableFuture<SweepOutcome> outcome() {
		return this.outcome;
	}

	private void schedule() {
		try {
			this.pool.execute(this::runOne);
		}
		catch (RejectedExecutionException ex) {
			this.stop.cancel();
			slotDone();
		}
	}

	private void runOne() {
		PendingSteps.Taken taken = interruptibly(this.pending::take);
		if (taken == null) {
			slotDone();
			return;
		}
		try (CodecMemory.Reservation reservation = taken.reservation(); OpenCodecs codecs = new OpenCodecs()) {
			int index = taken.index();
			CompressionConfig compression = this.steps.get(index).task().compression();
			Result previous = null;
			while (index >= 0 && (previous = measure(index, codecs, previous)) != null) {
				int next = this.pending.takeNext(compression);
				previous = (next >= 0 && larger(this.steps.get(index), this.steps.get(next))) ? previous : null;
				index = next;
			}
		}
		schedule();
	}

	/**
	 * Returns whether a step measured the same compression as the next one on the same
	 * records, at a larger batch size.
	 */
	private static boolean larger(SweepPlan.Step measured, SweepPlan.Step next) {
		Integer batchSize = measured.task().batchSize();
		Integer nextBatchSize = next.task().batchSize();
		return measured.records() == next.records() && batchSize != null && nextBatchSize != null
				&& batchSize > nextBatchSize;
	}

	/**
	 * Measures a step and keeps its result, or its failure.
	 * @param larger the result of the step measured just before, of the same compression
	 * at a larger batch size on the same records, or {@code null}
	 * @return the result, or {@code null} when the codecs may not measure the next step:
	 * after a stop or a failure
	 */
	private Result measure(int index, OpenCodecs codecs, Result larger) {
		SweepPlan.Step step = this.steps.get(index);
		try {
			Measurement measurement = interruptibly(
					() -> this.measurer.measure(step.records(), step.task(), codecs, larger));
			measured(index, step, measurement.result(), measurement.streamBytes());
			return measurement.result();
		}
		catch (SweepStop.Stopped | CompressionInterruptedException ex) {
			// the configuration is abandoned, not failed
			return null;
		}
		catch (RuntimeException | LinkageError | OutOfMemoryError ex) {
			logger.warn("Measuring " + step.task() + " failed", ex);
			if (step.result() != SweepPlan.Step.FIRST_ANSWER_ONLY) {
				this.failures.add(new FailedConfiguration(step.task().toString(),
						Objects.toString(ex.getMessage(), ex.toString())));
			}
			measured(index, step, null, 0);
			return null;
		}
	}

	/**
	 * Does some work on this thread, which {@link #cancel()} interrupts meanwhile. The
	 * interrupt is delivered and cleared under one lock, so it never reaches the work the
	 * thread does next.
	 */
	private <T> T interruptibly(Supplier<T> work) {
		Thread thread = Thread.currentThread();
		synchronized (this.measuring) {
			this.measuring.add(thread);
		}
		try {
			return work.get();
		}
		finally {
			synchronized (this.measuring) {
				this.measuring.remove(thread);
				Thread.interrupted();
			}
		}
	}

	/**
	 * Keeps a step's result, or its failure as {@code null}, and tells the listener of
	 * it, of the progress and, with the first answer's last step, of the first answer.
	 */
	private void measured(int index, SweepPlan.Step step, Result result, long streamBytes) {
		if (index < this.firstAnswer.length) {
			this.firstAnswer[index] = result;
		}
		if (step.result() != SweepPlan.Step.FIRST_ANSWER_ONLY) {
			this.results[step.result()] = result;
			this.completed.incrementAndGet();
			if (result != null) {
				this.listener.measured(result, streamBytes);
			}
		}
		this.listener.progress(this.measurements.incrementAndGet(), this.steps.size());
		if (index < this.firstAnswer.length && this.firstAnswerLeft.decrementAndGet() == 0) {
			this.listener
				.firstAnswer(this.plan.firstAnswer(Arrays.stream(this.firstAnswer).filter(Objects::nonNull).toList()));
		}
	}

	private void slotDone() {
		if (this.activeSlots.decrementAndGet() == 0) {
			finish();
		}
	}

	private void finish() {
		List<Result> measured = Arrays.stream(this.results).filter(Objects::nonNull).toList();
		Ending ending = Ending.COMPLETED;
		if (this.completed.get() < this.results.length) {
			ending = this.stop.cancelled() ? Ending.CANCELLED : Ending.OUT_OF_TIME;
		}
		this.outcome.complete(new SweepOutcome(measured, new ArrayList<>(this.failures), this.results.length, ending));
	}

}
