package io.kcadvisor.analysis;

import io.kcadvisor.storage.Instance;
import io.kcadvisor.storage.StorageUnavailableException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.springframework.stereotype.Component;

/**
 * Where analyses are: those this instance measures, live, and every analysis as last
 * stored in the database, which all instances share. Analyses that finished longer than
 * {@code retention} ago are never found.
 */
@Component
class AnalysisStore {

	private final AnalysisRepository repository;

	private final MeasuredAnalyses measured;

	private final AnalysisScheduler scheduler;

	private final Instance instance;

	private final AnalysisSettings settings;

	private final Clock clock;

	AnalysisStore(AnalysisRepository repository, MeasuredAnalyses measured, AnalysisScheduler scheduler,
			Instance instance, AnalysisSettings settings, Clock clock) {
		this.repository = repository;
		this.measured = measured;
		this.scheduler = scheduler;
		this.instance = instance;
		this.settings = settings;
		this.clock = clock;
	}

	/**
	 * Stores a new analysis that this instance measures.
	 * @param analysis the analysis
	 * @throws StorageUnavailableException when the database is out of reach
	 */
	void add(Analysis analysis) {
		this.repository.insert(analysis, this.instance.id());
		this.measured.add(analysis);
	}

	/**
	 * Stores the request and sample of an analysis whose sample has been read.
	 * @param analysis the analysis, not ended
	 * @throws StorageUnavailableException when the database is out of reach
	 */
	void sampled(Analysis analysis) {
		this.repository.sampled(analysis.id(), analysis.request(), analysis.sample());
	}

	/**
	 * Deletes a new analysis that could not be admitted. Should the database be out of
	 * reach, the stored analysis, which nothing measures, fails as interrupted once its
	 * heartbeat times out.
	 * @param analysis the analysis
	 */
	void remove(Analysis analysis) {
		this.measured.forget(analysis);
		try {
			this.repository.delete(analysis.id());
		}
		catch (StorageUnavailableException ex) {
			// failed as abandoned later
		}
	}

	Optional<Analysis> find(String id) {
		return this.measured.find(id).or(() -> this.repository.find(id, finishedSince()));
	}

	/**
	 * Finds analyses, reading those this instance does not measure in one query.
	 * @param ids their ids
	 * @return those found, by id
	 */
	Map<String, Analysis> findAll(Collection<String> ids) {
		Map<String, Analysis> found = new LinkedHashMap<>();
		List<String> stored = new ArrayList<>();
		for (String id : ids) {
			this.measured.find(id).ifPresentOrElse((analysis) -> found.put(id, analysis), () -> stored.add(id));
		}
		this.repository.findAll(stored, finishedSince()).forEach((analysis) -> found.put(analysis.id(), analysis));
		return found;
	}

	/**
	 * Cancels an analysis that is queued or running, wherever it is measured: in the
	 * database at once, and its sweep here at once, or on the instance measuring it at
	 * its next look at the database.
	 * @param id its id
	 * @return the cancelled analysis, or empty when it had ended or does not exist
	 */
	Optional<Analysis> cancel(String id) {
		if (!this.repository.cancel(id, this.clock.instant())) {
			return Optional.empty();
		}
		this.measured.find(id).ifPresent((analysis) -> {
			// the cancellation stored wins, even over an end not written yet
			this.scheduler.cancel(analysis);
			this.measured.forget(analysis);
		});
		return find(id);
	}

	/**
	 * Deletes an analysis.
	 * @param id its id
	 * @return {@code true} when it existed
	 */
	boolean delete(String id) {
		return this.repository.delete(id);
	}

	private Instant finishedSince() {
		return this.clock.instant().minus(this.settings.retention());
	}

}
