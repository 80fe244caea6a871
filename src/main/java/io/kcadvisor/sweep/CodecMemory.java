package io.kcadvisor.sweep;

import io.kcadvisor.codec.CompressionConfig;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.springframework.util.unit.DataSize;

/**
 * The native memory the workers' codec contexts may hold at once, shared by every sweep
 * of the instance. Before a worker creates a configuration's compressor and decompressor
 * it reserves the memory they take ({@link CompressionConfig#compressorMemory()},
 * {@link CompressionConfig#decompressorMemory()}), and it gives it back once it has
 * closed them. A configuration that takes more than the whole budget reserves the whole
 * budget, so that it runs alone rather than never. Memory is counted in KiB, rounded up.
 * <p>
 * Reservations are granted in the order they are waited for: while a worker waits, no
 * other takes memory ahead of it, so small configurations never starve a large one. A
 * worker waits only with no memory reserved, and holds a reservation only while it
 * measures, so waiting never deadlocks.
 */
final class CodecMemory {

	private final int budget;

	private final Semaphore free;

	/**
	 * Creates a budget.
	 * @param budget the memory the codec contexts may hold at once
	 * @throws IllegalArgumentException when it is under 1 KiB or over 2 TiB
	 */
	CodecMemory(DataSize budget) {
		long kibibytes = budget.toKilobytes();
		if (kibibytes < 1 || kibibytes > Integer.MAX_VALUE) {
			throw new IllegalArgumentException(
					"advisor.sweep.codec-memory must be 1KB to 2TB, was " + budget.toBytes() + " bytes");
		}
		this.budget = (int) kibibytes;
		this.free = new Semaphore(this.budget, true);
	}

	/**
	 * Reserves a configuration's memory if it is free now and no other worker waits.
	 * @param compression the configuration
	 * @return the reservation, or {@code null} when it must wait
	 */
	Reservation tryReserve(CompressionConfig compression) {
		int needed = needed(compression);
		if (needed == 0) {
			return new Reservation(0);
		}
		try {
			// a timed tryAcquire, unlike the untimed one, does not barge ahead of waiters
			return this.free.tryAcquire(needed, 0, TimeUnit.NANOSECONDS) ? new Reservation(needed) : null;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return null;
		}
	}

	/**
	 * Waits for a configuration's memory, after the workers that already wait.
	 * @param compression the configuration
	 * @param nanos how long to wait at most
	 * @return the reservation, or {@code null} when the time ran out
	 * @throws InterruptedException when the thread is interrupted while it waits
	 */
	Reservation reserve(CompressionConfig compression, long nanos) throws InterruptedException {
		int needed = needed(compression);
		if (needed == 0) {
			return new Reservation(0);
		}
		return this.free.tryAcquire(needed, nanos, TimeUnit.NANOSECONDS) ? new Reservation(needed) : null;
	}

	/**
	 * Returns the memory reserved right now.
	 * @return bytes
	 */
	long reservedBytes() {
		return (this.budget - (long) this.free.availablePermits()) * 1024;
	}

	/**
	 * Returns the memory the codec contexts may hold at once.
	 * @return bytes
	 */
	long budgetBytes() {
		return this.budget * 1024L;
	}

	/**
	 * Returns whether a worker waits for memory.
	 * @return {@code true} while one does
	 */
	boolean hasWaiters() {
		return this.free.hasQueuedThreads();
	}

	private int needed(CompressionConfig compression) {
		long bytes = compression.compressorMemory() + compression.decompressorMemory();
		return (int) Math.min(this.budget, (bytes + 1023) / 1024);
	}

	/**
	 * The memory reserved for one configuration while it is measured; closing gives it
	 * back, once.
	 */
	final class Reservation implements AutoCloseable {

		private final int kibibytes;

		private boolean closed;

		private Reservation(int kibibytes) {
			this.kibibytes = kibibytes;
		}

		@Override
		public void close() {
			if (!this.closed) {
				this.closed = true;
				CodecMemory.this.free.release(this.kibibytes);
			}
		}

	}

}
