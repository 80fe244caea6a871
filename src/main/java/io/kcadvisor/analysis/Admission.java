package io.kcadvisor.analysis;

import io.kcadvisor.sweep.SweepExecutor;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.springframework.stereotype.Component;
import org.springframework.util.Assert;

/**
 * Decides whether the service takes more work, in one place: at most one running analysis
 * per worker, at most {@code max-queued} waiting, at most {@code max-concurrent-splits}
 * uploads split into records at once, and at most {@code max-held-sample-size} of samples
 * held by all of them together. Whatever is admitted holds a {@link Reservation} of that
 * memory until it is closed: an upload until it has been split, an analysis until it ends
 * or is withdrawn. A finished analysis hands its place to the oldest waiting one.
 */
@Component
public class Admission {

	private final AnalysisSettings settings;

	private final int workers;

	private final Semaphore splits;

	private final Deque<Analysis> waiting = new ArrayDeque<>();

	private final Map<Analysis, Reservation> admitted = new HashMap<>();

	private final SampleMemory memory;

	private int running;

	Admission(AnalysisSettings settings, SweepExecutor executor) {
		this.settings = settings;
		this.memory = new SampleMemory(settings);
		this.workers = executor.workers();
		int permits = (settings.maxConcurrentSplits() > 0) ? settings.maxConcurrentSplits() : this.workers;
		this.splits = new Semaphore(permits, true);
	}

	/**
	 * Checks, before an upload is read, that the service could take its analysis.
	 * @param uploadBytes the upload's size as its client declares it, or -1 when not
	 * known
	 * @throws ServiceBusyException when the queue, or the memory for samples, is full
	 */
	public synchronized void checkRoom(long uploadBytes) {
		if (!hasRoom()) {
			throw queueFull();
		}
		checkMemory(SampleMemory.whileSplitting(uploadBytes));
	}

	/**
	 * Holds memory for an upload while it is split into records, when the service would
	 * take an analysis of it.
	 * @param uploadBytes the upload's size
	 * @return the reservation, to close once the upload has been split
	 * @throws ServiceBusyException when the queue, or the memory for samples, is full
	 */
	synchronized Reservation reserveSplit(long uploadBytes) {
		checkRoom(uploadBytes);
		return hold(SampleMemory.whileSplitting(uploadBytes));
	}

	/**
	 * Admits a new analysis to run now or to wait, holding the memory of its sample until
	 * it ends or is withdrawn.
	 * @param analysis the analysis, its sample split
	 * @return {@code true} when it may start now, {@code false} when it waits
	 * @throws ServiceBusyException when the queue or the memory for samples is full
	 */
	synchronized boolean admit(Analysis analysis) {
		long sampleBytes = SampleMemory.of(analysis);
		checkMemory(sampleBytes);
		if (this.running < this.workers) {
			this.admitted.put(analysis, hold(sampleBytes));
			this.running++;
			return true;
		}
		if (this.waiting.size() < this.settings.maxQueued()) {
			this.admitted.put(analysis, hold(sampleBytes));
			this.waiting.add(analysis);
			return false;
		}
		throw queueFull();
	}

	/**
	 * Lets go of a running analysis that has ended, and hands its place on.
	 * @param analysis the analysis
	 * @return the oldest waiting analysis, which may start now, or {@code null}
	 */
	synchronized Analysis ended(Analysis analysis) {
		release(analysis);
		this.running--;
		Analysis next = this.waiting.poll();
		if (next != null) {
			this.running++;
		}
		return next;
	}

	/**
	 * Lets go of a queued analysis that was cancelled.
	 * @param analysis the analysis
	 * @return {@code true} when it was still waiting, {@code false} when it had started
	 */
	synchronized boolean withdraw(Analysis analysis) {
		if (this.waiting.remove(analysis)) {
			release(analysis);
			return true;
		}
		return false;
	}

	/**
	 * Returns whether a new analysis would be admitted, memory permitting.
	 * @return {@code true} when a worker or a queue place is free
	 */
	synchronized boolean hasRoom() {
		return this.running < this.workers || this.waiting.size() < this.settings.maxQueued();
	}

	synchronized int queued() {
		return this.waiting.size();
	}

	synchronized int running() {
		return this.running;
	}

	private void checkMemory(long sampleBytes) {
		if (!this.memory.fits(sampleBytes)) {
			throw busy("The service holds as many samples as its memory allows.");
		}
	}

	private Reservation hold(long bytes) {
		this.memory.hold(bytes);
		return new Reservation(bytes);
	}

	private void release(Analysis analysis) {
		Reservation reservation = this.admitted.remove(analysis);
		if (reservation != null) {
			reservation.close();
		}
	}

	private ServiceBusyException queueFull() {
		return busy("The queue of analyses is full (" + this.settings.maxQueued() + " waiting).");
	}

	private ServiceBusyException busy(String reason) {
		return new ServiceBusyException(reason + " Try again later.", this.settings.retryAfter());
	}

	/**
	 * Memory held for one sample, and for an upload its turn to be split, until closed.
	 * Closing it again does nothing.
	 */
	final class Reservation implements AutoCloseable {

		private final long bytes;

		private boolean splitting;

		private boolean closed;

		private Reservation(long bytes) {
			this.bytes = bytes;
		}

		/**
		 * Waits for the upload's turn to be split into records, for at most
		 * {@code upload-wait}; the turn is held until the reservation is closed.
		 * @throws ServiceBusyException when other uploads kept every turn meanwhile
		 */
		void awaitSplitTurn() {
			synchronized (Admission.this) {
				Assert.state(!this.closed && !this.splitting, "The reservation is closed, or holds its turn already");
			}
			if (!acquireSplit()) {
				throw busy("Other uploads are being read.");
			}
			synchronized (Admission.this) {
				this.splitting = true;
			}
		}

		private boolean acquireSplit() {
			try {
				return Admission.this.splits.tryAcquire(Admission.this.settings.uploadWait().toMillis(),
						TimeUnit.MILLISECONDS);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				return false;
			}
		}

		/**
		 * Lets go of the memory and the split turn held, once.
		 */
		@Override
		public void close() {
			boolean splitTurn;
			synchronized (Admission.this) {
				if (this.closed) {
					return;
				}
				this.closed = true;
				Admission.this.memory.release(this.bytes);
				splitTurn = this.splitting;
			}
			if (splitTurn) {
				Admission.this.splits.release();
			}
		}

	}

}
