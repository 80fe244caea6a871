package io.kcadvisor.sweep;

import io.kcadvisor.batch.RecordSet;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.stereotype.Component;

/**
 * The bounded pool of named platform threads that measures configurations: CPU-heavy
 * work, one thread per core by default.
 */
@Component
public class SweepExecutor implements DisposableBean {

	private static final long SHUTDOWN_GRACE_SECONDS = 10;

	private final ThreadPoolExecutor pool;

	private final MeasurementSettings measurement;

	private final long firstAnswerBytes;

	private final CodecMemory codecMemory;

	/** What new streams cost, measured once for every sweep this executor runs. */
	private final NewStreams streams = new NewStreams();

	private final Set<SweepRun> running = ConcurrentHashMap.newKeySet();

	public SweepExecutor(SweepSettings settings) {
		int workers = settings.effectiveWorkers();
		this.measurement = settings.measurement();
		this.firstAnswerBytes = settings.firstAnswerSize().toBytes();
		this.codecMemory = new CodecMemory(settings.codecMemory());
		this.pool = new ThreadPoolExecutor(workers, workers, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
				namedThreads());
	}

	/**
	 * Starts measuring a sweep's configurations on the pool, the quick set first for a
	 * first answer ({@link SweepPlan}).
	 * @param records the sample's records
	 * @param tasks the configurations
	 * @param deadline when measuring stops, finished or not
	 * @param listener hears progress and the first answer
	 * @return the running sweep
	 */
	public SweepRun start(RecordSet records, List<SweepTask> tasks, Instant deadline, SweepListener listener) {
		return start(records, tasks, deadline, listener, workers());
	}

	/**
	 * Starts measuring a sweep's configurations on at most some of the pool's workers at
	 * a time, such as a scan's, which leaves the others to uploads.
	 * @param records the sample's records
	 * @param tasks the configurations
	 * @param deadline when measuring stops, finished or not
	 * @param listener hears progress and the first answer
	 * @param workers the most workers measuring it at once, at least one
	 * @return the running sweep
	 */
	public SweepRun start(RecordSet records, List<SweepTask> tasks, Instant deadline, SweepListener listener,
			int workers) {
		SweepStop stop = new SweepStop(deadline);
		SweepRun run = new SweepRun(SweepPlan.of(records, tasks, this.firstAnswerBytes), listener, stop,
				new ConfigurationMeasurer(this.measurement, this.streams, stop), this.codecMemory);
		this.running.add(run);
		run.outcome().whenComplete((outcome, failure) -> this.running.remove(run));
		run.start(this.pool, Math.max(1, Math.min(workers, workers())));
		return run;
	}

	/**
	 * Returns the number of worker threads.
	 * @return the pool size
	 */
	public int workers() {
		return this.pool.getMaximumPoolSize();
	}

	/**
	 * Returns how many workers are measuring right now, or waiting for the codec memory
	 * of the configuration they measure next.
	 * @return busy threads
	 */
	public int activeWorkers() {
		return this.pool.getActiveCount();
	}

	/**
	 * Returns the native memory the codec contexts of the configurations being measured
	 * have reserved.
	 * @return bytes, at most {@link SweepSettings#codecMemory()}
	 */
	public long codecMemoryReserved() {
		return this.codecMemory.reservedBytes();
	}

	/**
	 * Returns whether the pool takes work.
	 * @return {@code false} once shutting down
	 */
	public boolean acceptsWork() {
		return !this.pool.isShutdown();
	}

	/** Stops running sweeps at their next group of batches and waits for the workers. */
	@Override
	public void destroy() throws InterruptedException {
		this.running.forEach(SweepRun::cancel);
		this.pool.shutdown();
		this.pool.awaitTermination(SHUTDOWN_GRACE_SECONDS, TimeUnit.SECONDS);
	}

	private static ThreadFactory namedThreads() {
		AtomicInteger count = new AtomicInteger();
		return (runnable) -> {
			Thread thread = new Thread(runnable, "sweep-worker-" + count.incrementAndGet());
			thread.setDaemon(true);
			return thread;
		};
	}

}
