package io.kcadvisor.scan;

import io.kcadvisor.advice.Advice;
import io.kcadvisor.advice.DiskSaving.Retention;
import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisAdvice;
import io.kcadvisor.analysis.AnalysisFailure;
import io.kcadvisor.analysis.AnalysisNotFoundException;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.AnalysisStatus;
import io.kcadvisor.analysis.ServiceBusyException;
import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.scan.ScanTopic.TopicFailure;
import io.kcadvisor.storage.Instance;
import io.kcadvisor.storage.StorageUnavailableException;
import io.kcadvisor.sweep.Workload;
import io.kcadvisor.topic.TopicAnalyses;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.stereotype.Component;

/**
 * The job of one topic of a scan, run by whichever instance takes it: starts an analysis
 * of the topic, exactly as {@code POST /api/v1/analyses} with a cluster and topic does,
 * on one sweep worker at a time, waits for it on this instance, and stores what switching
 * to its top recommendation saves. A topic that cannot be analysed is stored with its
 * reason; one this instance has no room for, or stops while analysing, is handed back to
 * be taken again.
 */
@Component
class TopicJob {

	private static final Log logger = LogFactory.getLog(TopicJob.class);

	private static final Duration WAIT_STEP = Duration.ofMillis(100);

	private static final int STEPS_PER_CANCEL_CHECK = 10;

	private final ScanRepository repository;

	private final TopicAnalyses topics;

	private final AnalysisService analyses;

	private final AnalysisAdvice advice;

	private final Instance instance;

	private final Clock clock;

	TopicJob(ScanRepository repository, TopicAnalyses topics, AnalysisService analyses, AnalysisAdvice advice,
			Instance instance, Clock clock) {
		this.repository = repository;
		this.topics = topics;
		this.analyses = analyses;
		this.advice = advice;
		this.instance = instance;
		this.clock = clock;
	}

	/**
	 * Analyses one topic of a scan.
	 * @param scanId the scan's id
	 * @param topic the topic's name
	 * @param stopping whether this instance is stopping
	 * @return what to do with the job
	 * @throws io.kcadvisor.storage.StorageUnavailableException when the database is out
	 * of reach, to try again later
	 */
	Next run(String scanId, String topic, BooleanSupplier stopping) {
		try {
			return analyse(scanId, topic, stopping);
		}
		catch (StorageUnavailableException ex) {
			throw ex;
		}
		catch (RuntimeException ex) {
			logger.warn("Analysing topic " + topic + " of scan " + scanId + " failed", ex);
			end(scanId, topic, TopicEnding.without(ScanStatus.FAILED, failure(ProblemType.INTERNAL_ERROR,
					"The topic's analysis failed unexpectedly: " + ex.getClass().getSimpleName() + ".")));
			return Next.DONE;
		}
	}

	private Next analyse(String scanId, String topic, BooleanSupplier stopping) {
		Optional<Scan> scan = this.repository.withoutTopics(scanId);
		if (scan.isEmpty()) {
			return Next.DONE;
		}
		if (scan.get().status().isFinal()) {
			end(scanId, topic, TopicEnding.without(ScanStatus.CANCELLED, null));
			return Next.DONE;
		}
		if (!this.repository.take(scanId, topic, this.instance.id())) {
			return Next.DONE;
		}
		Analysis analysis;
		try {
			ScanRequest request = scan.get().request();
			analysis = this.topics.submitForScan(request.analysis(), scan.get().cluster(), topic,
					request.sampleRecords(), "scan-" + scanId, 1);
		}
		catch (ServiceBusyException ex) {
			this.repository.requeue(scanId, topic);
			return Next.LATER;
		}
		catch (ProblemException ex) {
			end(scanId, topic, TopicEnding.without(ScanStatus.FAILED, failure(ex.type(), ex.getMessage())));
			return Next.DONE;
		}
		this.repository.analysing(scanId, topic, analysis.id());
		return await(scanId, topic, analysis, stopping);
	}

	private Next await(String scanId, String topic, Analysis analysis, BooleanSupplier stopping) {
		int steps = 0;
		while (!analysis.status().isFinal()) {
			if (stopping.getAsBoolean() || !sleep()) {
				cancel(analysis);
				this.repository.requeue(scanId, topic);
				return Next.NOW;
			}
			if (++steps % STEPS_PER_CANCEL_CHECK == 0 && cancelled(scanId)) {
				cancel(analysis);
				end(scanId, topic, TopicEnding.without(ScanStatus.CANCELLED, null));
				return Next.DONE;
			}
		}
		if (stopping.getAsBoolean() && analysis.status() != AnalysisStatus.SUCCEEDED) {
			// ended by this instance stopping before this job saw it stop: another
			// instance analyses the topic again
			this.repository.requeue(scanId, topic);
			return Next.NOW;
		}
		return ended(scanId, topic, analysis);
	}

	private Next ended(String scanId, String topic, Analysis analysis) {
		if (analysis.status() == AnalysisStatus.SUCCEEDED) {
			Advice advice = this.advice.of(analysis, null, null);
			Workload workload = analysis.request().workload();
			Recommendation top = advice.recommendations().isEmpty() ? null : advice.recommendations().get(0);
			TopicSaving saving = TopicSaving.of(analysis.sample().current(), top, analysis.sample().records(), Retention
				.of(analysis.request().retentionTimeBound(), workload, analysis.sample().retentionBytes()));
			end(scanId, topic, new TopicEnding(ScanStatus.SUCCEEDED, saving, null,
					(saving != null) ? null : TopicSaving.missing(advice)));
			return Next.DONE;
		}
		if (analysis.status() == AnalysisStatus.FAILED) {
			AnalysisFailure error = analysis.error();
			if (error.type() == ProblemType.INTERRUPTED) {
				this.repository.requeue(scanId, topic);
				return Next.NOW;
			}
			end(scanId, topic, TopicEnding.without(ScanStatus.FAILED, failure(error.type(), error.detail())));
			return Next.DONE;
		}
		// cancelled with its scan, or on its own through its id
		end(scanId, topic, TopicEnding.without(ScanStatus.CANCELLED, null));
		return Next.DONE;
	}

	private boolean cancelled(String scanId) {
		return this.repository.status(scanId).map((status) -> status == ScanStatus.CANCELLED).orElse(true);
	}

	private void cancel(Analysis analysis) {
		try {
			this.analyses.cancel(analysis.id());
		}
		catch (AnalysisNotFoundException ex) {
			// deleted meanwhile
		}
	}

	private void end(String scanId, String topic, TopicEnding ending) {
		this.repository.finish(scanId, topic, ending, this.clock.instant());
	}

	private static TopicFailure failure(ProblemType type, String detail) {
		return new TopicFailure(type.slug(), type.title(), detail);
	}

	private static boolean sleep() {
		try {
			Thread.sleep(WAIT_STEP.toMillis());
			return true;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return false;
		}
	}

	/**
	 * What to do with a topic's job once it has run.
	 */
	enum Next {

		/** The topic has ended: remove the job. */
		DONE,

		/** Run it again now, on any instance: this one stopped while analysing it. */
		NOW,

		/** Run it again later: this instance had no room for it. */
		LATER

	}

}
