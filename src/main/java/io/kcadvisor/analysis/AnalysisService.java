package io.kcadvisor.analysis;

import io.kcadvisor.advice.Advice;
import io.kcadvisor.advice.Advisor;
import io.kcadvisor.advice.Objective;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.Sample;
import io.kcadvisor.sample.SampleSettings;
import io.kcadvisor.sample.SampleSplitter;
import io.kcadvisor.sample.SampleTooLargeException;
import io.kcadvisor.sweep.SweepExecutor;
import io.kcadvisor.sweep.SweepOutcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import org.springframework.stereotype.Service;

/**
 * Runs analyses for their owners: splits an upload into records, admits the analysis, and
 * later reads, re-ranks, cancels or deletes it.
 */
@Service
public class AnalysisService {

	private final SampleSplitter splitter;

	private final SampleSettings sampleSettings;

	private final AnalysisSettings settings;

	private final AnalysisStore store;

	private final AnalysisScheduler scheduler;

	private final AnalysisMetrics metrics;

	private final Advisor advisor;

	private final Clock clock;

	private final Semaphore splits;

	AnalysisService(SampleSettings sampleSettings, AnalysisSettings settings, AnalysisStore store,
			AnalysisScheduler scheduler, AnalysisMetrics metrics, Advisor advisor, Clock clock,
			SweepExecutor executor) {
		this.splitter = new SampleSplitter(sampleSettings.limits());
		this.sampleSettings = sampleSettings;
		this.settings = settings;
		this.store = store;
		this.scheduler = scheduler;
		this.metrics = metrics;
		this.advisor = advisor;
		this.clock = clock;
		int permits = (settings.maxConcurrentSplits() > 0) ? settings.maxConcurrentSplits() : executor.workers();
		this.splits = new Semaphore(permits, true);
	}

	/**
	 * Splits an upload into records and starts or queues its analysis.
	 * @param request the validated request
	 * @param upload the sample, not read yet
	 * @return the new analysis
	 * @throws ServiceBusyException when the service cannot take it now
	 * @throws io.kcadvisor.sample.SampleException when the sample is too large, empty or
	 * malformed
	 */
	public Analysis submit(AnalysisRequest request, SampleUpload upload) {
		long maxSize = this.sampleSettings.maxSize().toBytes();
		if (upload.declaredSize() > maxSize) {
			throw new SampleTooLargeException(SampleTooLargeException.Limit.MAX_BYTES, maxSize,
					"The sample's " + upload.declaredSize() + " bytes exceed the limit of " + maxSize + " bytes.");
		}
		long splitBytes = splitBytes(upload.declaredSize());
		this.scheduler.reserve(splitBytes);
		Sample sample;
		try {
			sample = split(request, upload);
		}
		finally {
			this.scheduler.release(splitBytes);
		}
		AnalysisRequest applied = request.forSample(sample);
		Analysis analysis = new Analysis(AnalysisIds.next(), applied,
				new SampleSummary(sample.format(), sample.records().size(), sample.bytes()), sample.records(),
				applied.sweep().tasks().size(), this.clock.instant());
		this.store.add(analysis);
		try {
			this.scheduler.admit(analysis);
		}
		catch (ServiceBusyException ex) {
			this.store.remove(analysis);
			throw ex;
		}
		return analysis;
	}

	/**
	 * Checks, before an upload is read, that the service could take it.
	 * @param uploadBytes the upload's size as its client declares it, or -1 when not
	 * known
	 * @throws ServiceBusyException when the queue, or the memory for samples, is full
	 */
	public void checkRoom(long uploadBytes) {
		this.scheduler.checkRoom(splitBytes(Math.max(0, uploadBytes)));
	}

	/**
	 * Returns the memory splitting an upload takes at most: its bytes, read from the
	 * parts, and the records split from them.
	 */
	private static long splitBytes(long uploadBytes) {
		return 2 * uploadBytes;
	}

	private Sample split(AnalysisRequest request, SampleUpload upload) {
		if (!acquireSplit()) {
			throw new ServiceBusyException("Other uploads are being read. Try again later.",
					this.settings.retryAfter());
		}
		try {
			return this.splitter.split(request.format(), upload.read());
		}
		catch (IOException ex) {
			throw new UncheckedIOException("The upload could not be read", ex);
		}
		finally {
			this.splits.release();
		}
	}

	private boolean acquireSplit() {
		try {
			return this.splits.tryAcquire(this.settings.uploadWait().toMillis(), TimeUnit.MILLISECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return false;
		}
	}

	/**
	 * Returns an analysis.
	 * @param id its id
	 * @return the analysis
	 * @throws AnalysisNotFoundException when no analysis has that id
	 */
	public Analysis get(String id) {
		return this.store.find(id).orElseThrow(() -> new AnalysisNotFoundException(id));
	}

	/**
	 * Returns the advice on a finished analysis's results for an objective and Kafka
	 * version.
	 * @param analysis the analysis
	 * @param objective the objective, or {@code null} for the one requested
	 * @param kafkaVersion the version, or {@code null} for the one requested
	 * @return the advice; {@link Advice#NONE} until the analysis succeeded
	 */
	public Advice advice(Analysis analysis, Objective objective, KafkaVersion kafkaVersion) {
		SweepOutcome outcome = analysis.outcome();
		if (analysis.status() != AnalysisStatus.SUCCEEDED || outcome == null) {
			return Advice.NONE;
		}
		return this.advisor.advise(outcome.results(), analysis.request().advice(objective, kafkaVersion));
	}

	/**
	 * Cancels a queued or running analysis, or deletes a finished one.
	 * @param id its id
	 * @return the cancelled analysis, or {@code null} when it was deleted
	 * @throws AnalysisNotFoundException when no analysis has that id
	 */
	public Analysis cancelOrDelete(String id) {
		Analysis analysis = get(id);
		if (cancel(analysis)) {
			return analysis;
		}
		this.store.remove(analysis);
		return null;
	}

	/**
	 * Cancels a queued or running analysis; one that has ended is left as it is.
	 * @param id its id
	 * @throws AnalysisNotFoundException when no analysis has that id
	 */
	public void cancel(String id) {
		cancel(get(id));
	}

	private boolean cancel(Analysis analysis) {
		if (!analysis.cancel(this.clock.instant())) {
			return false;
		}
		if (this.scheduler.withdraw(analysis)) {
			this.metrics.finished(analysis);
		}
		return true;
	}

}
