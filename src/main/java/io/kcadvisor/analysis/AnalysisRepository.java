package io.kcadvisor.analysis;

import io.kcadvisor.storage.JsonDocuments;
import io.kcadvisor.storage.StorageUnavailableException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Stores analyses in the {@code analyses} table: what was asked for, the sample's
 * summary, progress, the first answer while running, results, notes and failure, never a
 * byte of the sample. Only the instance measuring an analysis writes its progress and
 * end, and only while it is queued or running there, so that a cancellation by another
 * instance always wins. Every access throws {@link StorageUnavailableException} when the
 * database is out of reach.
 */
@Repository
class AnalysisRepository {

	/** The statuses of an analysis that has not ended, as stored. */
	static final List<String> UNFINISHED = List.of(AnalysisStatus.QUEUED.name(), AnalysisStatus.RUNNING.name());

	private static final String COLUMNS = "id, status, request, sample, completed, total, outcome, notes, "
			+ "failure_type, failure_detail, created_at, finished_at, first_answer";

	private final JdbcClient jdbc;

	private final JsonDocuments json;

	private final AnalysisRowMapper rows;

	AnalysisRepository(JdbcClient jdbc, JsonDocuments json) {
		this.jdbc = jdbc;
		this.json = json;
		this.rows = new AnalysisRowMapper(json);
	}

	/**
	 * Stores a new analysis.
	 * @param analysis the analysis, queued
	 * @param measuredBy the id of the instance that measures it
	 */
	void insert(Analysis analysis, String measuredBy) {
		StorageUnavailableException.whileReachable(() -> this.jdbc
			.sql("INSERT INTO analyses (id, status, measured_by, heartbeat_at, request, sample, completed, total, "
					+ "created_at) VALUES (:id, :status, :measuredBy, :createdAt, :request, :sample, :completed, "
					+ ":total, :createdAt)")
			.param("id", analysis.id())
			.param("status", analysis.status().name())
			.param("measuredBy", measuredBy)
			.param("request", this.json.write(analysis.request()))
			.param("sample", this.json.write(analysis.sample()))
			.param("completed", analysis.progress().completed())
			.param("total", analysis.progress().total())
			.param("createdAt", timestamp(analysis.createdAt()))
			.update());
	}

	/**
	 * Finds an analysis, unless it finished before a moment.
	 * @param id its id
	 * @param finishedSince when analyses that finished earlier count as expired
	 * @return the analysis as last stored
	 */
	Optional<Analysis> find(String id, Instant finishedSince) {
		return StorageUnavailableException.whileReachable(() -> this.jdbc
			.sql("SELECT " + COLUMNS + " FROM analyses WHERE id = :id AND (finished_at IS NULL OR finished_at >= "
					+ ":finishedSince)")
			.param("id", id)
			.param("finishedSince", timestamp(finishedSince))
			.query(this.rows)
			.optional());
	}

	/**
	 * Finds analyses, unless they finished before a moment.
	 * @param ids their ids
	 * @param finishedSince when analyses that finished earlier count as expired
	 * @return those found, as last stored
	 */
	List<Analysis> findAll(Collection<String> ids, Instant finishedSince) {
		if (ids.isEmpty()) {
			return List.of();
		}
		return StorageUnavailableException.whileReachable(() -> this.jdbc
			.sql("SELECT " + COLUMNS + " FROM analyses WHERE id IN (:ids) AND (finished_at IS NULL OR finished_at >= "
					+ ":finishedSince)")
			.param("ids", ids)
			.param("finishedSince", timestamp(finishedSince))
			.query(this.rows)
			.list());
	}

	/**
	 * Stores where an analysis is, as the instance measuring it sees it, while it is
	 * still queued or running in the database.
	 * @param id the analysis's id
	 * @param state its state
	 * @param now the time, its heartbeat
	 * @return {@code false} when the stored analysis has ended or is gone: cancelled or
	 * deleted elsewhere, or failed as abandoned
	 */
	boolean save(String id, AnalysisState state, Instant now) {
		AnalysisFailure error = state.error();
		return StorageUnavailableException.whileReachable(() -> this.jdbc
			.sql("UPDATE analyses SET status = :status, completed = :completed, total = :total, outcome = :outcome, "
					+ "notes = :notes, failure_type = :failureType, failure_detail = :failureDetail, "
					+ "finished_at = :finishedAt, heartbeat_at = :now, first_answer = :firstAnswer WHERE id = :id AND "
					+ "status IN (:unfinished)")
			.param("id", id)
			.param("status", state.status().name())
			.param("completed", state.progress().completed())
			.param("total", state.progress().total())
			.param("outcome", this.json.write(state.outcome()))
			.param("notes", this.json.write(state.notes()))
			.param("failureType", (error != null) ? error.type().slug() : null)
			.param("failureDetail", (error != null) ? error.detail() : null)
			.param("finishedAt", timestamp(state.finishedAt()))
			.param("now", timestamp(now))
			.param("firstAnswer", this.json.write(state.firstAnswer()))
			.param("unfinished", UNFINISHED)
			.update()) == 1;
	}

	/**
	 * Stores what was asked for and what the sample is, once a sample read after the
	 * analysis was stored is known.
	 * @param id the analysis's id
	 * @param request the request, as it applies to the sample
	 * @param sample the sample's summary
	 */
	void sampled(String id, AnalysisRequest request, SampleSummary sample) {
		StorageUnavailableException.whileReachable(
				() -> this.jdbc.sql("UPDATE analyses SET request = :request, sample = :sample WHERE id = :id")
					.param("id", id)
					.param("request", this.json.write(request))
					.param("sample", this.json.write(sample))
					.update());
	}

	/**
	 * Cancels an analysis that is queued or running, wherever it is measured.
	 * @param id its id
	 * @param now the time it ends
	 * @return {@code true} when it was cancelled, {@code false} when it had ended or does
	 * not exist
	 */
	boolean cancel(String id, Instant now) {
		return StorageUnavailableException.whileReachable(() -> this.jdbc
			.sql("UPDATE analyses SET status = :cancelled, finished_at = :now WHERE id = :id AND status IN "
					+ "(:unfinished)")
			.param("cancelled", AnalysisStatus.CANCELLED.name())
			.param("now", timestamp(now))
			.param("id", id)
			.param("unfinished", UNFINISHED)
			.update()) == 1;
	}

	/**
	 * Deletes an analysis.
	 * @param id its id
	 * @return {@code true} when it existed
	 */
	boolean delete(String id) {
		return StorageUnavailableException
			.whileReachable(() -> this.jdbc.sql("DELETE FROM analyses WHERE id = :id").param("id", id).update()) == 1;
	}

	/**
	 * Deletes the analyses that finished before a moment.
	 * @param cutoff the moment
	 * @return how many were deleted
	 */
	int deleteFinishedBefore(Instant cutoff) {
		return StorageUnavailableException
			.whileReachable(() -> this.jdbc.sql("DELETE FROM analyses WHERE finished_at < :cutoff")
				.param("cutoff", timestamp(cutoff))
				.update());
	}

	private static OffsetDateTime timestamp(Instant instant) {
		return AnalysisRowMapper.timestamp(instant);
	}

}
