package io.kcadvisor.analysis;

import io.kcadvisor.storage.StorageUnavailableException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * What the {@code analyses} table says of which instance measures which unfinished
 * analysis: the heartbeats of the instances still measuring, the analyses cancelled
 * elsewhere, and failing what a stopped instance left unfinished. Every access throws
 * {@link StorageUnavailableException} when the database is out of reach.
 */
@Repository
class MeasuringInstances {

	private static final List<String> UNFINISHED = AnalysisRepository.UNFINISHED;

	private final JdbcClient jdbc;

	MeasuringInstances(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	/**
	 * Returns which of some analyses are still queued or running in the database.
	 * @param ids the analyses' ids
	 * @return the ids of those unfinished
	 */
	Set<String> unfinished(Collection<String> ids) {
		if (ids.isEmpty()) {
			return Set.of();
		}
		return StorageUnavailableException.whileReachable(() -> new HashSet<>(
				this.jdbc.sql("SELECT id FROM analyses WHERE id IN (:ids) AND status IN (:unfinished)")
					.param("ids", ids)
					.param("unfinished", UNFINISHED)
					.query(String.class)
					.list()));
	}

	/**
	 * Says that the instance measuring some analyses still does.
	 * @param ids the analyses' ids
	 * @param now the time
	 */
	void heartbeat(Collection<String> ids, Instant now) {
		if (!ids.isEmpty()) {
			StorageUnavailableException.whileReachable(() -> this.jdbc
				.sql("UPDATE analyses SET heartbeat_at = :now WHERE id IN (:ids) AND status IN (:unfinished)")
				.param("now", timestamp(now))
				.param("ids", ids)
				.param("unfinished", UNFINISHED)
				.update());
		}
	}

	/**
	 * Fails the unfinished analyses an instance measures, as it stops.
	 * @param measuredBy the instance's id
	 * @param failure why they failed
	 * @param now the time
	 * @return how many failed
	 */
	int failUnfinished(String measuredBy, AnalysisFailure failure, Instant now) {
		return fail("measured_by = :condition", measuredBy, failure, now);
	}

	/**
	 * Fails the unfinished analyses other instances measure, such as those a predecessor
	 * left on a database only one process can open.
	 * @param measuredBy this instance's id
	 * @param failure why they failed
	 * @param now the time
	 * @return how many failed
	 */
	int failMeasuredByOthers(String measuredBy, AnalysisFailure failure, Instant now) {
		return fail("measured_by <> :condition", measuredBy, failure, now);
	}

	/**
	 * Fails the unfinished analyses that had no heartbeat since a moment: the instances
	 * measuring them have stopped.
	 * @param heartbeatBefore the moment
	 * @param failure why they failed
	 * @param now the time
	 * @return how many failed
	 */
	int failAbandoned(Instant heartbeatBefore, AnalysisFailure failure, Instant now) {
		return fail("heartbeat_at < :condition", timestamp(heartbeatBefore), failure, now);
	}

	private int fail(String condition, Object value, AnalysisFailure failure, Instant now) {
		return StorageUnavailableException.whileReachable(() -> this.jdbc
			.sql("UPDATE analyses SET status = :failed, failure_type = :failureType, failure_detail = :failureDetail, "
					+ "finished_at = :now WHERE status IN (:unfinished) AND " + condition)
			.param("failed", AnalysisStatus.FAILED.name())
			.param("failureType", failure.type().slug())
			.param("failureDetail", failure.detail())
			.param("now", timestamp(now))
			.param("unfinished", UNFINISHED)
			.param("condition", value)
			.update());
	}

	/**
	 * Checks that the database answers.
	 * @throws StorageUnavailableException when it does not
	 */
	void checkReachable() {
		StorageUnavailableException.whileReachable(
				() -> this.jdbc.sql("SELECT COUNT(*) FROM analyses WHERE id = ''").query(Long.class).single());
	}

	private static OffsetDateTime timestamp(Instant instant) {
		return AnalysisRowMapper.timestamp(instant);
	}

}
