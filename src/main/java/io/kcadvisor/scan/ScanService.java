package io.kcadvisor.scan;

import io.kcadvisor.analysis.AnalysisIds;
import io.kcadvisor.analysis.AnalysisNotFoundException;
import io.kcadvisor.analysis.AnalysisService;
import io.kcadvisor.analysis.AnalysisSettings;
import io.kcadvisor.system.InvalidFieldsException;
import io.kcadvisor.system.InvalidFieldsException.FieldProblem;
import io.kcadvisor.topic.ClusterCatalog;
import io.kcadvisor.topic.TopicInfo;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Starts, reads, cancels and deletes scans, through whichever instance users ask.
 */
@Service
public class ScanService {

	private final ClusterCatalog catalog;

	private final ScanRepository repository;

	private final ScanAdmission admission;

	private final ScanScheduler scheduler;

	private final AnalysisService analyses;

	private final ScanSettings settings;

	private final AnalysisSettings analysisSettings;

	private final TransactionTemplate transactions;

	private final Clock clock;

	ScanService(ClusterCatalog catalog, ScanRepository repository, ScanAdmission admission, ScanScheduler scheduler,
			AnalysisService analyses, ScanSettings settings, AnalysisSettings analysisSettings,
			TransactionTemplate transactions, Clock clock) {
		this.catalog = catalog;
		this.repository = repository;
		this.admission = admission;
		this.scheduler = scheduler;
		this.analyses = analyses;
		this.settings = settings;
		this.analysisSettings = analysisSettings;
		this.transactions = transactions;
		this.clock = clock;
	}

	/**
	 * Returns the scans' limits, for the web edge to validate requests with.
	 * @return the settings
	 */
	public ScanSettings settings() {
		return this.settings;
	}

	/**
	 * Starts a scan of the topics of a cluster that a request's expression matches: one
	 * job per topic, which any instance may take.
	 * @param cluster the cluster's name
	 * @param request the validated request
	 * @return the scan, queued
	 * @throws io.kcadvisor.problem.ProblemException when the cluster is unknown, does not
	 * answer, or may not be described (404, 504, 403), when the expression matches no
	 * topic or too many (400), or when as many scans as allowed are unfinished (429)
	 */
	public Scan start(String cluster, ScanRequest request) {
		this.admission.check();
		List<TopicInfo> all = this.catalog.topics(cluster);
		List<TopicInfo> matched = TopicMatcher.matching(request.topics(), all);
		if (matched.isEmpty()) {
			throw invalidTopics("matches none of the " + all.size() + " topics of cluster '" + cluster + "'");
		}
		if (matched.size() > this.settings.maxTopics()) {
			throw invalidTopics("matches " + matched.size() + " topics, more than the " + this.settings.maxTopics()
					+ " a scan may cover (advisor.scan.max-topics): narrow the expression");
		}
		Scan scan = new Scan(AnalysisIds.next(), ScanStatus.QUEUED, cluster, request, matched.stream()
			.map((topic) -> new ScanTopic(topic.name(), ScanStatus.QUEUED, null, topic.sizeBytes(), null, null, null))
			.toList(), this.clock.instant(), null);
		this.transactions.executeWithoutResult((status) -> {
			this.admission.admit();
			this.repository.insert(scan);
			this.scheduler.schedule(scan.id(), matched.stream().map(TopicInfo::name).toList());
		});
		return scan;
	}

	private static InvalidFieldsException invalidTopics(String message) {
		return new InvalidFieldsException(List.of(new FieldProblem("topics", message)));
	}

	/**
	 * Returns a scan with its topics, ranked.
	 * @param id its id
	 * @return the scan
	 * @throws ScanNotFoundException when no scan has that id
	 */
	public Scan get(String id) {
		return this.repository.find(id, finishedSince()).orElseThrow(() -> new ScanNotFoundException(id));
	}

	/**
	 * Cancels a scan that has not ended, with the analyses of its running topics, or
	 * deletes one that has (its topics' analyses are kept for their own retention).
	 * @param id its id
	 * @return the cancelled scan, or {@code null} when it was deleted
	 * @throws ScanNotFoundException when no scan has that id
	 */
	public Scan cancelOrDelete(String id) {
		Optional<List<String>> running = this.repository.cancel(id, this.clock.instant());
		if (running.isPresent()) {
			running.get().forEach(this::cancelAnalysis);
			return get(id);
		}
		get(id);
		this.repository.delete(id);
		return null;
	}

	private void cancelAnalysis(String analysisId) {
		try {
			this.analyses.cancel(analysisId);
		}
		catch (AnalysisNotFoundException ex) {
			// deleted meanwhile
		}
	}

	private Instant finishedSince() {
		return this.clock.instant().minus(this.analysisSettings.retention());
	}

}
