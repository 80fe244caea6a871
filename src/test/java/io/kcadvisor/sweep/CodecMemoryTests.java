package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sweep.SweepOutcome.Ending;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;
import org.springframework.util.unit.DataSize;

class CodecMemoryTests {

	private static final RecordSet RECORDS = RecordSet.builder(16).addValue(new byte[] { 1, 2, 3 }).build();

	private static final CompressionConfig ZSTD_22 = CompressionConfig.of(Codec.ZSTD, 22);

	private static final CompressionConfig ZSTD_3 = CompressionConfig.of(Codec.ZSTD, 3);

	private final CodecMemory memory = new CodecMemory(DataSize.ofMegabytes(800));

	private final ExecutorService pool = Executors.newFixedThreadPool(2);

	@AfterEach
	void stopPool() {
		this.pool.shutdownNow();
	}

	@Test
	void reservesTheMemoryOfACompressorAndDecompressorUntilClosedOnce() {
		CodecMemory.Reservation reservation = this.memory.tryReserve(ZSTD_22);
		assertThat(reservation).isNotNull();
		assertThat(this.memory.reservedBytes()).isEqualTo(kibibytes(ZSTD_22));
		reservation.close();
		reservation.close();
		assertThat(this.memory.reservedBytes()).isZero();
	}

	@Test
	void aConfigurationTakingMoreThanTheBudgetReservesAllOfItAndRunsAlone() {
		CodecMemory small = new CodecMemory(DataSize.ofMegabytes(100));
		CodecMemory.Reservation whole = small.tryReserve(ZSTD_22);
		assertThat(whole).isNotNull();
		assertThat(small.reservedBytes()).isEqualTo(small.budgetBytes());
		assertThat(small.tryReserve(ZSTD_3)).isNull();
		whole.close();
		assertThat(small.tryReserve(ZSTD_3)).isNotNull();
	}

	@Test
	void whileAWorkerWaitsNoOtherReservesAheadOfIt() throws Exception {
		CodecMemory.Reservation held = this.memory.tryReserve(ZSTD_22);
		Thread waiter = new Thread(() -> {
			try (CodecMemory.Reservation reservation = this.memory.reserve(ZSTD_22, Long.MAX_VALUE)) {
				// reserved once the memory is free
			}
			catch (InterruptedException ex) {
				// the test ends it
			}
		});
		waiter.start();
		awaitTrue(this.memory::hasWaiters);
		assertThat(this.memory.tryReserve(ZSTD_3)).as("fits beside the held one, but another waits").isNull();
		held.close();
		waiter.join(5000);
		assertThat(waiter.isAlive()).isFalse();
		assertThat(this.memory.tryReserve(ZSTD_3)).isNotNull();
	}

	/**
	 * The standard preset's slowest levels, zstd 22 and 19, whose batch sizes take most
	 * of a sweep, are measured at once on two workers; zstd 22 beside 21, which would
	 * take 1.1 GiB, is not.
	 */
	@Test
	void theDefaultBudgetHoldsZstd22BesideZstd19ButNotBesideZstd21() {
		SweepSettings defaults = new Binder(new MapConfigurationPropertySource()).bindOrCreate("advisor.sweep",
				SweepSettings.class);
		CodecMemory memory = new CodecMemory(defaults.codecMemory());
		assertThat(memory.tryReserve(ZSTD_22)).isNotNull();
		assertThat(memory.tryReserve(CompressionConfig.of(Codec.ZSTD, 21))).isNull();
		assertThat(memory.tryReserve(CompressionConfig.of(Codec.ZSTD, 19))).isNotNull();
	}

	@Test
	void refusesABudgetUnderOneKibibyte() {
		assertThatIllegalArgumentException().isThrownBy(() -> new CodecMemory(DataSize.ofBytes(512)))
			.withMessageContaining("advisor.sweep.codec-memory");
	}

	/**
	 * The first zstd 22 configuration stays in its measurement until the second worker
	 * waits for the memory: without the budget both would be measured at once.
	 */
	@Test
	void twoZstd22ConfigurationsNeverHoldTheirContextsAtOnce() throws Exception {
		AtomicInteger measuring = new AtomicInteger();
		List<Integer> atOnce = new CopyOnWriteArrayList<>();
		List<Long> reserved = new CopyOnWriteArrayList<>();
		List<Boolean> otherWaited = new CopyOnWriteArrayList<>();
		SweepRun run = run(List.of(task(ZSTD_22, 16384), task(ZSTD_22, 65536)), (records, task) -> {
			atOnce.add(measuring.incrementAndGet());
			reserved.add(this.memory.reservedBytes());
			if (otherWaited.isEmpty()) {
				otherWaited.add(awaitTrue(this.memory::hasWaiters));
			}
			measuring.decrementAndGet();
			return result(task);
		}, Instant.MAX);
		assertThat(run.outcome().get(10, TimeUnit.SECONDS).ending()).isEqualTo(Ending.COMPLETED);
		assertThat(otherWaited).containsExactly(true);
		assertThat(atOnce).containsExactly(1, 1);
		assertThat(reserved).containsExactly(kibibytes(ZSTD_22), kibibytes(ZSTD_22));
		assertThat(this.memory.reservedBytes()).isZero();
	}

	/**
	 * While one worker measures zstd 22, the other skips the second zstd 22, which does
	 * not fit beside it, and measures zstd 3, which does, before it waits.
	 */
	@Test
	void aWorkerThatCannotReserveMeasuresTheNextConfigurationThatFits() throws Exception {
		CountDownLatch smallMeasured = new CountDownLatch(1);
		AtomicInteger bigOnes = new AtomicInteger();
		List<CompressionConfig> order = new CopyOnWriteArrayList<>();
		List<Long> reservedForSmall = new CopyOnWriteArrayList<>();
		SweepRun run = run(List.of(task(ZSTD_22, 65536), task(ZSTD_22, 16384), task(ZSTD_3, 16384)),
				(records, task) -> {
					if (task.compression().equals(ZSTD_3)) {
						reservedForSmall.add(this.memory.reservedBytes());
						order.add(ZSTD_3);
						smallMeasured.countDown();
					}
					else if (bigOnes.incrementAndGet() == 1) {
						await(smallMeasured);
						order.add(ZSTD_22);
					}
					else {
						order.add(ZSTD_22);
					}
					return result(task);
				}, Instant.MAX);
		assertThat(run.outcome().get(10, TimeUnit.SECONDS).ending()).isEqualTo(Ending.COMPLETED);
		assertThat(order).containsExactly(ZSTD_3, ZSTD_22, ZSTD_22);
		assertThat(reservedForSmall).containsExactly(kibibytes(ZSTD_22) + kibibytes(ZSTD_3));
	}

	@Test
	void cancellingEndsTheWaitForMemoryWithoutTheMemory() throws Exception {
		CodecMemory.Reservation held = this.memory.tryReserve(ZSTD_22);
		List<SweepTask> measured = new CopyOnWriteArrayList<>();
		SweepRun run = run(List.of(task(ZSTD_22, 16384)), (records, task) -> {
			measured.add(task);
			return result(task);
		}, Instant.MAX);
		assertThat(awaitTrue(this.memory::hasWaiters)).isTrue();
		run.cancel();
		SweepOutcome outcome = run.outcome().get(5, TimeUnit.SECONDS);
		assertThat(outcome.ending()).isEqualTo(Ending.CANCELLED);
		assertThat(measured).isEmpty();
		assertThat(this.memory.hasWaiters()).isFalse();
		assertThat(this.memory.reservedBytes()).isEqualTo(kibibytes(ZSTD_22));
		held.close();
	}

	@Test
	void aSpentTimeBudgetEndsTheWaitForMemory() throws Exception {
		CodecMemory.Reservation held = this.memory.tryReserve(ZSTD_22);
		SweepRun run = run(List.of(task(ZSTD_22, 16384)), (records, task) -> result(task),
				Instant.now().plus(Duration.ofMillis(200)));
		SweepOutcome outcome = run.outcome().get(5, TimeUnit.SECONDS);
		assertThat(outcome.ending()).isEqualTo(Ending.OUT_OF_TIME);
		assertThat(outcome.results()).isEmpty();
		assertThat(this.memory.reservedBytes()).isEqualTo(kibibytes(ZSTD_22));
		held.close();
	}

	private SweepRun run(List<SweepTask> tasks, Measurer measurer, Instant deadline) {
		SweepRun run = new SweepRun(SweepPlan.of(RECORDS, tasks, 0), (completed, total) -> {
		}, new SweepStop(deadline), measurer, this.memory);
		run.start(this.pool, 2);
		return run;
	}

	private static SweepTask task(CompressionConfig compression, int batchSize) {
		return new SweepTask(compression, new Batching.FixedCount(1), batchSize);
	}

	private static Result result(SweepTask task) {
		return new Result(task.compression(), task.batchSize(), 1, 1, 64, 32, 2, 100, 100, BatchLimit.SIZE, false);
	}

	/** The memory reserved for a configuration: its contexts, in whole KiB. */
	private static long kibibytes(CompressionConfig compression) {
		long bytes = compression.compressorMemory() + compression.decompressorMemory();
		return (bytes + 1023) / 1024 * 1024;
	}

	/** Waits up to 5 s for a condition, and returns whether it came true. */
	private static boolean awaitTrue(BooleanSupplier condition) {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() > deadline) {
				return false;
			}
			Thread.onSpinWait();
		}
		return true;
	}

	private static void await(CountDownLatch latch) {
		try {
			latch.await(5, TimeUnit.SECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

}
