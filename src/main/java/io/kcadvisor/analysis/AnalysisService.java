package io.kcadvisor.analysis;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.sample.Sample;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sample.SampleSplitter;
import io.kcadvisor.sweep.Workload;
import java.io.IOException;
import java.time.Clock;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.springframework.stereotype.Service;

/**
 * Runs analyses for their owners: splits an upload into records, stores and admits the
 * analysis, and later reads, cancels or deletes it, through whichever instance they ask;
 * {@link AnalysisAdvice} advises on it.
 */
@Service
public class AnalysisService {

	private final SampleSplitter splitter;

	private final Admission admission;

	private final AnalysisScheduler scheduler;

	private final AnalysisStore store;

	private final AnalysisMetrics metrics;

	private final Clock clock;

	AnalysisService(SampleSplitter splitter, Admission admission, AnalysisScheduler scheduler, AnalysisStore store,
			AnalysisMetrics metrics, Clock clock) {
		this.splitter = splitter;
		this.admission = admission;
		this.scheduler = scheduler;
		this.store = store;
		this.metrics = metrics;
		this.clock = clock;
	}

	/**
	 * Splits an upload into records and starts or queues its analysis.
	 * @param request the validated request
	 * @param upload the sample, not read yet
	 * @return the new analysis
	 * @throws ServiceBusyException when the service cannot take it now
	 * @throws io.kcadvisor.sample.SampleException when the sample is too large, empty or
	 * malformed
	 * @throws ProblemException when the upload cannot be read
	 */
	public Analysis submit(AnalysisRequest request, SampleUpload upload) {
		this.splitter.checkDeclaredSize(upload.declaredSize());
		Sample sample;
		try (Reservation reservation = this.admission.reserveSplit(upload.declaredSize(), upload.client())) {
			reservation.awaitSplitTurn();
			sample = split(request, upload, reservation);
		}
		AnalysisRequest applied = request.forSample(sample);
		Analysis analysis = new Analysis(AnalysisIds.next(), applied, SampleSummary.of(sample, null, List.of()),
				sample.records(), applied.sweep().tasks().size(), this.clock.instant());
		this.store.add(analysis);
		try {
			this.scheduler.submit(analysis, upload.client());
		}
		catch (ServiceBusyException ex) {
			this.store.remove(analysis);
			throw ex;
		}
		return analysis;
	}

	/**
	 * Stores and returns a new analysis whose sample is read elsewhere, such as from a
	 * topic, holding memory for it while it is read.
	 * @param request the validated request
	 * @param source the topic the sample is read from
	 * @param expectedBytes the most the sample is expected to take while it is read
	 * @param client who asks for it, for a fair share of the queue
	 * @param workers the most workers measuring it at once, such as a scan's, or 0 for
	 * every worker
	 * @return the pending sample, for its reader to complete or fail
	 * @throws ServiceBusyException when the service cannot take it now
	 */
	public PendingSample begin(AnalysisRequest request, SampleSummary.TopicSource source, long expectedBytes,
			String client, int workers) {
		Reservation reservation = this.admission.reserveSplit(expectedBytes, client);
		try {
			Analysis analysis = Analysis.reading(AnalysisIds.next(), request,
					new SampleSummary(SampleFormat.TOPIC, 0, 0, source, null, List.of(), null),
					request.sweep().tasks().size(), this.clock.instant(), workers);
			this.store.add(analysis);
			return new PendingSample(analysis, reservation, client, this);
		}
		catch (RuntimeException ex) {
			reservation.close();
			throw ex;
		}
	}

	/**
	 * Gives a reading analysis its sample and admits it, failing it when the service
	 * cannot take it now or its sample cannot be stored.
	 */
	void sampled(Analysis analysis, Sample sample, Workload workload, List<String> notes, String client) {
		AnalysisRequest applied = analysis.request().forTopic(workload);
		SampleSummary summary = SampleSummary.of(sample, analysis.sample().source(), notes);
		if (!analysis.sampled(applied, summary, sample.records())) {
			return;
		}
		try {
			this.store.sampled(analysis);
			this.scheduler.submit(analysis, client);
		}
		catch (ProblemException ex) {
			failed(analysis, new AnalysisFailure(ex.type(), ex.getMessage()));
		}
	}

	/**
	 * Fails an analysis whose sample could not be read, unless it has ended.
	 */
	void failed(Analysis analysis, AnalysisFailure failure) {
		if (!analysis.status().isFinal()) {
			analysis.fail(failure, this.clock.instant());
			this.metrics.finished(analysis);
		}
	}

	private Sample split(AnalysisRequest request, SampleUpload upload, Reservation reservation) {
		try {
			return this.splitter.split(request.format(), upload.read(), reservation::coverSample);
		}
		catch (IOException ex) {
			throw new ProblemException(ProblemType.UNREADABLE_UPLOAD,
					"The upload could not be read completely. Send it again.", ex);
		}
	}

	/**
	 * Returns an analysis as it is now ({@link Analysis#snapshot()}).
	 * @param id its id
	 * @return the analysis
	 * @throws AnalysisNotFoundException when no analysis has that id
	 */
	public Analysis get(String id) {
		return this.store.find(id).map(Analysis::snapshot).orElseThrow(() -> new AnalysisNotFoundException(id));
	}

	/**
	 * Returns analyses as they are now ({@link Analysis#snapshot()}), such as those whose
	 * events are streamed.
	 * @param ids their ids
	 * @return those that exist, by id
	 */
	public Map<String, Analysis> find(Collection<String> ids) {
		Map<String, Analysis> found = new LinkedHashMap<>();
		this.store.findAll(ids).forEach((id, analysis) -> found.put(id, analysis.snapshot()));
		return found;
	}

	/**
	 * Cancels a queued or running analysis, or deletes a finished one.
	 * @param id its id
	 * @return the cancelled analysis, or {@code null} when it was deleted
	 * @throws AnalysisNotFoundException when no analysis has that id
	 */
	public Analysis cancelOrDelete(String id) {
		Optional<Analysis> cancelled = this.store.cancel(id);
		if (cancelled.isPresent()) {
			return cancelled.get();
		}
		if (!this.store.delete(id)) {
			throw new AnalysisNotFoundException(id);
		}
		return null;
	}

	/**
	 * Cancels a queued or running analysis; one that has ended is left as it is.
	 * @param id its id
	 * @throws AnalysisNotFoundException when no analysis has that id
	 */
	public void cancel(String id) {
		if (this.store.cancel(id).isEmpty()) {
			get(id);
		}
	}

}
