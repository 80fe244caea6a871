package io.kcadvisor.topic;

import io.kcadvisor.analysis.Analysis;
import io.kcadvisor.analysis.AnalysisRequest;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.PendingSample;
import io.kcadvisor.analysis.SampleSummary.TopicSource;
import io.kcadvisor.analysis.ServiceBusyException;
import io.kcadvisor.analysis.TopicSamples;
import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sample.SampleSettings;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.stereotype.Component;

/**
 * Starts analyses of topics: checks at once that the cluster answers, the topic exists,
 * may be read and has records, then answers with the analysis while the records are read
 * on a thread of their own, at most {@code max-concurrent-reads} topics at a time. Once
 * read, the sample is measured like an upload's.
 */
@Component
public class TopicAnalyses implements TopicSamples, DisposableBean {

	private static final Log logger = LogFactory.getLog(TopicAnalyses.class);

	private static final Duration BUSY_RETRY = Duration.ofSeconds(10);

	private final Clusters clusters;

	private final TopicCatalog catalog;

	private final TopicSampler sampler;

	private final AnalysisService analyses;

	private final KafkaSettings settings;

	private final TopicSampleSize sizes;

	private final Semaphore reads;

	private final AtomicInteger readers = new AtomicInteger();

	private final ExecutorService executor = Executors.newCachedThreadPool((runnable) -> {
		Thread thread = new Thread(runnable, "topic-reader-" + this.readers.incrementAndGet());
		thread.setDaemon(true);
		return thread;
	});

	TopicAnalyses(Clusters clusters, TopicCatalog catalog, TopicSampler sampler, AnalysisService analyses,
			KafkaSettings settings, SampleSettings sampleSettings) {
		this.clusters = clusters;
		this.catalog = catalog;
		this.sampler = sampler;
		this.analyses = analyses;
		this.settings = settings;
		this.sizes = new TopicSampleSize(sampleSettings.limits().maxBytes());
		this.reads = new Semaphore(settings.maxConcurrentReads());
	}

	/**
	 * Returns the names of the clusters the operator configured.
	 * @return the names, sorted
	 */
	@Override
	public List<String> clusters() {
		return this.clusters.names();
	}

	/**
	 * Returns the records read when the user does not say how many.
	 * @return records
	 */
	@Override
	public int defaultSampleRecords() {
		return this.settings.defaultSampleRecords();
	}

	/**
	 * Returns the most records a user may ask for.
	 * @return records
	 */
	@Override
	public int maxSampleRecords() {
		return this.settings.maxSampleRecords();
	}

	/**
	 * Starts an analysis of the latest records of a topic.
	 * @param request the validated request
	 * @param cluster the cluster's name
	 * @param topic the topic's name
	 * @param sampleRecords the records to read
	 * @param client who asks for it, for a fair share of the queue
	 * @return the analysis, queued while its records are read
	 * @throws ProblemException when the cluster or topic is unknown, the cluster does not
	 * answer, the topic may not be read or is empty, or the service is busy
	 */
	@Override
	public Analysis submit(AnalysisRequest request, String cluster, String topic, int sampleRecords, String client) {
		return submit(request, cluster, topic, sampleRecords, client, Reading.ASKED);
	}

	/**
	 * Starts an analysis of the latest records of a topic for a scan: measured by at most
	 * some workers at once, and of fewer records than asked where that many would take
	 * more than the sample limit as stored, or, as they are read, uncompressed: the read
	 * then stops with the records read so far, so that a topic of large records is
	 * scanned rather than refused, as no one can ask a scan for fewer records of one
	 * topic.
	 * @param request the validated request
	 * @param cluster the cluster's name
	 * @param topic the topic's name
	 * @param sampleRecords the most records to read
	 * @param client who asks for it, for a fair share of the queue
	 * @param workers the most workers measuring it at once, or 0 for every worker
	 * @return the analysis, queued while its records are read
	 * @throws ProblemException when the cluster or topic is unknown, the cluster does not
	 * answer, the topic may not be read or is empty, or the service is busy
	 */
	public Analysis submitForScan(AnalysisRequest request, String cluster, String topic, int sampleRecords,
			String client, int workers) {
		return submit(request, cluster, topic, sampleRecords, client, new Reading(workers, true));
	}

	private Analysis submit(AnalysisRequest request, String cluster, String topic, int sampleRecords, String client,
			Reading reading) {
		DescribedTopic described = this.catalog.topic(cluster, topic);
		TopicInfo info = described.info();
		if (info.records() == 0) {
			throw new ProblemException(ProblemType.EMPTY_TOPIC, "Topic '" + topic + "' of cluster '" + cluster
					+ "' has no records to sample: produce to it first, or choose another topic.");
		}
		CurrentStorage current = info.currentStorage();
		int records = this.sizes.records(current, sampleRecords, info.records(), reading.fewerToFit());
		long expected = this.sizes.expectedBytes(current, records, reading.fewerToFit());
		if (!this.reads.tryAcquire()) {
			throw new ServiceBusyException("The service reads as many topics as it may at once ("
					+ this.settings.maxConcurrentReads() + "). Try again later.", BUSY_RETRY);
		}
		try {
			TopicSource source = new TopicSource(cluster, topic, info.maxMessageBytes(),
					info.config().get("cleanup.policy"), info.retentionBytes(), info.config().get("compression.type"));
			PendingSample pending = this.analyses.begin(request, source, expected, client, reading.workers());
			startReading(pending, () -> read(pending, cluster, described, records, reading, request));
			return pending.analysis();
		}
		catch (RuntimeException ex) {
			this.reads.release();
			throw ex;
		}
	}

	/**
	 * Reads a topic on a thread of its own, or, when no thread takes the read, such as
	 * once the service stops, fails its analysis, lets go of what it holds and says why.
	 * @throws ProblemException when no thread takes the read
	 */
	private void startReading(PendingSample pending, Runnable read) {
		try {
			this.executor.execute(read);
		}
		catch (RejectedExecutionException ex) {
			ProblemException stopping = new ProblemException(ProblemType.INTERRUPTED,
					"The topic could not be read: the service is stopping. Try again later.", ex);
			pending.fail(stopping);
			pending.close();
			throw stopping;
		}
	}

	private void read(PendingSample pending, String cluster, DescribedTopic topic, int records, Reading reading,
			AnalysisRequest request) {
		try (pending) {
			AverageRate average = AverageRate.lookUp(this.clusters, cluster, topic).orElse(null);
			Map<Integer, Long> shares = Shares.of(topic.offsets(), records,
					(average != null) ? average.partitionRates() : Map.of());
			TopicSample read = this.sampler.read(cluster, topic, new Wanted(shares, reading.fewerToFit()),
					topic.info().currentStorage(), pending::stopped, "sample-" + pending.analysis().id());
			if (read != null) {
				TopicWorkload workload = TopicWorkload.of(topic.info(), topic.leaders(), read, average,
						request.workload());
				pending.complete(read.sample(), workload.workload(), workload.notes(cluster, read.sample().current()));
			}
		}
		catch (ProblemException ex) {
			pending.fail(ex);
		}
		catch (RuntimeException ex) {
			logger.warn("Reading topic " + topic.info().name() + " of cluster " + cluster + " for analysis "
					+ pending.analysis().id() + " failed", ex);
			pending.fail(new ProblemException(ProblemType.TOPIC_READ_FAILED,
					"Reading the topic failed: " + ex.getClass().getSimpleName() + ".", ex));
		}
		finally {
			this.reads.release();
		}
	}

	@Override
	public void destroy() {
		this.executor.shutdownNow();
	}

	/**
	 * How a topic's analysis is read and measured.
	 *
	 * @param workers the most workers measuring it at once, or 0 for every worker
	 * @param fewerToFit whether to read fewer records than asked where that many would
	 * take more than the sample limit, as stored or uncompressed, rather than refuse them
	 */
	private record Reading(int workers, boolean fewerToFit) {

		/** An analysis asked for by name: every worker, and exactly the records asked. */
		static final Reading ASKED = new Reading(0, false);

	}

}
