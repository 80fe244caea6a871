package io.kcadvisor.analysis;

import io.kcadvisor.sample.SampleSettings;
import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.system.ClientSettings;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.springframework.stereotype.Component;

/**
 * Decides whether the service takes more work, in one place: at most one running analysis
 * per worker, at most {@code max-queued} waiting, at most {@code max-concurrent-splits}
 * uploads split into records at once, at most {@code max-held-sample-size} of samples
 * held by all of them together, and at most {@code advisor.client.max-analyses} of them
 * for one client, so that others still get in. Whatever is admitted holds a
 * {@link Reservation} of that memory until it is closed: an upload until it has been
 * split, an analysis until it ends or is withdrawn. An upload is counted at the most
 * splitting it can take, and, once its format is known to inflate, at the most its
 * inflated sample can take. A finished analysis hands its place to the oldest waiting
 * one.
 */
@Component
public class Admission {

	private final AnalysisSettings settings;

	private final int workers;

	private final Semaphore splits;

	private final Deque<Analysis> waiting = new ArrayDeque<>();

	private final Map<Analysis, Reservation> admitted = new HashMap<>();

	private final SampleMemory memory;

	private final ClientShares shares;

	private int running;

	Admission(AnalysisSettings settings, SampleSettings sampleSettings, ClientSettings clientSettings,
			SweepExecutor executor) {
		this.settings = settings;
		this.memory = new SampleMemory(settings, sampleSettings.limits());
		this.shares = new ClientShares(clientSettings.maxAnalyses());
		this.workers = executor.workers();
		int permits = (settings.maxConcurrentSplits() > 0) ? settings.maxConcurrentSplits() : this.workers;
		this.splits = new Semaphore(permits, true);
	}

	/**
	 * Checks, before an upload is read, that the service could take its analysis.
	 * @param uploadBytes the upload's size as its client declares it, or -1 when not
	 * known
	 * @param client who sends it
	 * @throws ServiceBusyException when the queue, the client's share of it, or the
	 * memory for samples, is full
	 */
	public synchronized void checkRoom(long uploadBytes, String client) {
		if (!hasRoom()) {
			throw queueFull();
		}
		checkShare(client);
		checkMemory(this.memory.whileSplitting(uploadBytes, uploadBytes));
	}

	/**
	 * Holds memory for an upload while it is split into records, when the service would
	 * take an analysis of it.
	 * @param uploadBytes the upload's size
	 * @param client who sent it
	 * @return the reservation, to close once the upload has been split
	 * @throws ServiceBusyException when the queue, the client's share of it, or the
	 * memory for samples, is full
	 */
	synchronized Reservation reserveSplit(long uploadBytes, String client) {
		checkRoom(uploadBytes, client);
		return hold(this.memory.whileSplitting(uploadBytes, uploadBytes), uploadBytes, client);
	}

	/**
	 * Admits a new analysis to run now or to wait, holding the memory of its sample until
	 * it ends or is withdrawn.
	 * @param analysis the analysis, its sample split
	 * @param client who submitted it
	 * @return {@code true} when it may start now, {@code false} when it waits
	 * @throws ServiceBusyException when the queue, the client's share of it, or the
	 * memory for samples is full
	 */
	synchronized boolean admit(Analysis analysis, String client) {
		long sampleBytes = SampleMemory.of(analysis);
		checkShare(client);
		checkMemory(sampleBytes);
		if (this.running < this.workers) {
			this.admitted.put(analysis, hold(sampleBytes, 0, client));
			this.running++;
			return true;
		}
		if (this.waiting.size() < this.settings.maxQueued()) {
			this.admitted.put(analysis, hold(sampleBytes, 0, client));
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

	private void checkShare(String client) {
		if (this.shares.isFull(client)) {
			throw busy("You have " + this.shares.maxPlaces() + " analyses queued or running, or uploads being read, "
					+ "the most one client may have.");
		}
	}

	private void checkMemory(long sampleBytes) {
		if (!this.memory.fits(sampleBytes)) {
			throw memoryFull();
		}
	}

	private ServiceBusyException memoryFull() {
		return busy("The service holds as many samples as its memory allows.");
	}

	private Reservation hold(long bytes, long uploadBytes, String client) {
		this.memory.hold(bytes);
		this.shares.take(client);
		return new Reservation(this, bytes, uploadBytes, client);
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
	 * Counts an upload being split at what a sample of up to some bytes can take, when
	 * that is more than it holds.
	 * @param uploadBytes the upload's size
	 * @param sampleBytes the most uncompressed bytes its sample may have
	 * @param heldBytes what it holds now
	 * @return what it holds then
	 * @throws ServiceBusyException when that memory is not free
	 */
	synchronized long cover(long uploadBytes, long sampleBytes, long heldBytes) {
		long extra = this.memory.whileSplitting(uploadBytes, sampleBytes) - heldBytes;
		if (extra <= 0) {
			return heldBytes;
		}
		if (!this.memory.fitsMore(extra)) {
			throw memoryFull();
		}
		this.memory.holdMore(extra);
		return heldBytes + extra;
	}

	/**
	 * Waits, for at most {@code upload-wait}, for a turn to split an upload.
	 * @throws ServiceBusyException when other uploads kept every turn meanwhile
	 */
	void takeSplitTurn() {
		boolean taken;
		try {
			taken = this.splits.tryAcquire(this.settings.uploadWait().toMillis(), TimeUnit.MILLISECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			taken = false;
		}
		if (!taken) {
			throw busy("Other uploads are being read.");
		}
	}

	/**
	 * Lets go of a closed reservation's memory, its client's place and its turn to split.
	 * @param bytes the memory it held
	 * @param client the client it held a place of
	 * @param splitTurn whether it held a turn to split
	 */
	void release(long bytes, String client, boolean splitTurn) {
		synchronized (this) {
			this.memory.release(bytes);
			this.shares.giveBack(client);
		}
		if (splitTurn) {
			this.splits.release();
		}
	}

}
