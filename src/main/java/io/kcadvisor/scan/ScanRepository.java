package io.kcadvisor.scan;

import io.kcadvisor.scan.ScanTopic.TopicFailure;
import io.kcadvisor.storage.JsonDocuments;
import io.kcadvisor.storage.StorageUnavailableException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Stores scans in the {@code scans} table and their topics in {@code scan_topics}. A
 * topic's row is changed only while it is queued or running, so that a cancellation
 * always wins. Every access throws {@link StorageUnavailableException} when the database
 * is out of reach.
 */
@Repository
class ScanRepository {

	static final List<String> UNFINISHED = List.of(ScanStatus.QUEUED.name(), ScanStatus.RUNNING.name());

	private static final String SELECT_SCAN = "SELECT id, status, cluster_name, request, created_at, finished_at "
			+ "FROM scans WHERE id = :id";

	private final JdbcClient jdbc;

	private final JsonDocuments json;

	ScanRepository(JdbcClient jdbc, JsonDocuments json) {
		this.jdbc = jdbc;
		this.json = json;
	}

	void insert(Scan scan) {
		reachable(() -> this.jdbc
			.sql("INSERT INTO scans (id, status, cluster_name, request, total, created_at) VALUES (:id, :status, "
					+ ":cluster, :request, :total, :createdAt)")
			.param("id", scan.id())
			.param("status", scan.status().name())
			.param("cluster", scan.cluster())
			.param("request", this.json.write(scan.request()))
			.param("total", scan.topics().size())
			.param("createdAt", timestamp(scan.createdAt()))
			.update());
		for (ScanTopic topic : scan.topics()) {
			reachable(() -> this.jdbc
				.sql("INSERT INTO scan_topics (scan_id, topic, status, size_bytes) VALUES (?, ?, ?, ?)")
				.params(scan.id(), topic.topic(), topic.status().name(), topic.sizeBytes())
				.update());
		}
	}

	/**
	 * Finds a scan with its topics, unless it finished before a moment.
	 */
	Optional<Scan> find(String id, Instant finishedSince) {
		return reachable(
				() -> this.jdbc.sql(SELECT_SCAN + " AND (finished_at IS NULL OR finished_at >= :finishedSince)")
					.param("id", id)
					.param("finishedSince", timestamp(finishedSince))
					.query((rs, row) -> scan(rs, topics(id)))
					.optional());
	}

	private List<ScanTopic> topics(String scan) {
		return this.jdbc
			.sql("SELECT topic, status, analysis_id, size_bytes, saving, failure, note FROM scan_topics "
					+ "WHERE scan_id = :scan")
			.param("scan", scan)
			.query((rs, row) -> new ScanTopic(rs.getString("topic"), ScanStatus.valueOf(rs.getString("status")),
					rs.getString("analysis_id"), rs.getLong("size_bytes"),
					this.json.read(rs.getString("saving"), TopicSaving.class),
					this.json.read(rs.getString("failure"), TopicFailure.class), rs.getString("note")))
			.list();
	}

	/**
	 * Finds a scan without its topics, such as for one of its jobs.
	 */
	Optional<Scan> withoutTopics(String id) {
		return reachable(
				() -> this.jdbc.sql(SELECT_SCAN).param("id", id).query((rs, row) -> scan(rs, List.of())).optional());
	}

	private Scan scan(ResultSet rs, List<ScanTopic> topics) throws SQLException {
		return new Scan(rs.getString("id"), ScanStatus.valueOf(rs.getString("status")), rs.getString("cluster_name"),
				this.json.read(rs.getString("request"), ScanRequest.class), topics, instant(rs, "created_at"),
				instant(rs, "finished_at"));
	}

	/**
	 * Returns a scan's status.
	 * @return the status, or empty when the scan is gone
	 */
	Optional<ScanStatus> status(String id) {
		return reachable(() -> this.jdbc.sql("SELECT status FROM scans WHERE id = :id")
			.param("id", id)
			.query((rs, row) -> ScanStatus.valueOf(rs.getString("status")))
			.optional());
	}

	/**
	 * Marks a topic taken by an instance, unless it has ended, and its scan running.
	 * @return {@code false} when the topic has ended, or its scan is gone
	 */
	boolean take(String scan, String topic, String instance) {
		int taken = reachable(() -> this.jdbc
			.sql("UPDATE scan_topics SET status = :running, taken_by = :instance, analysis_id = NULL WHERE scan_id = "
					+ ":scan AND topic = :topic AND status IN (:unfinished)")
			.param("running", ScanStatus.RUNNING.name())
			.param("instance", instance)
			.param("scan", scan)
			.param("topic", topic)
			.param("unfinished", UNFINISHED)
			.update());
		reachable(() -> this.jdbc.sql("UPDATE scans SET status = :running WHERE id = :scan AND status = :queued")
			.param("running", ScanStatus.RUNNING.name())
			.param("scan", scan)
			.param("queued", ScanStatus.QUEUED.name())
			.update());
		return taken == 1;
	}

	/**
	 * Hands a running topic back to the queue, for any instance to take again.
	 */
	void requeue(String scan, String topic) {
		reachable(() -> this.jdbc
			.sql("UPDATE scan_topics SET status = :queued, analysis_id = NULL WHERE scan_id = :scan AND topic = "
					+ ":topic AND status = :running")
			.param("queued", ScanStatus.QUEUED.name())
			.param("scan", scan)
			.param("topic", topic)
			.param("running", ScanStatus.RUNNING.name())
			.update());
	}

	void analysing(String scan, String topic, String analysisId) {
		reachable(() -> this.jdbc
			.sql("UPDATE scan_topics SET analysis_id = :analysis WHERE scan_id = :scan AND topic = :topic AND status "
					+ "IN (:unfinished)")
			.param("analysis", analysisId)
			.param("scan", scan)
			.param("topic", topic)
			.param("unfinished", UNFINISHED)
			.update());
	}

	/**
	 * Ends a topic, unless it has ended, and then its scan when it was the last.
	 */
	void finish(String scan, String topic, TopicEnding ending, Instant now) {
		reachable(() -> this.jdbc.sql(
				"UPDATE scan_topics SET status = :status, saving = :saving, failure = :failure, note = :note, finished_at = :now WHERE scan_id = :scan AND topic = :topic AND status IN "
						+ "(:unfinished)")
			.param("status", ending.status().name())
			.param("saving", this.json.write(ending.saving()))
			.param("failure", this.json.write(ending.failure()))
			.param("note", ending.note())
			.param("now", timestamp(now))
			.param("scan", scan)
			.param("topic", topic)
			.param("unfinished", UNFINISHED)
			.update());
		reachable(() -> this.jdbc
			.sql("UPDATE scans SET status = :succeeded, finished_at = :now WHERE id = :scan AND status IN "
					+ "(:unfinished) AND NOT EXISTS (SELECT 1 FROM scan_topics WHERE scan_id = :scan AND status IN "
					+ "(:unfinished))")
			.param("succeeded", ScanStatus.SUCCEEDED.name())
			.param("now", timestamp(now))
			.param("scan", scan)
			.param("unfinished", UNFINISHED)
			.update());
	}

	/**
	 * Cancels a scan that has not ended, and its topics still queued; those running are
	 * cancelled by their jobs.
	 * @return the analyses of its running topics, or empty when it had ended or does not
	 * exist
	 */
	Optional<List<String>> cancel(String id, Instant now) {
		int cancelled = reachable(() -> this.jdbc
			.sql("UPDATE scans SET status = :cancelled, finished_at = :now WHERE id = :id AND status IN (:unfinished)")
			.param("cancelled", ScanStatus.CANCELLED.name())
			.param("now", timestamp(now))
			.param("id", id)
			.param("unfinished", UNFINISHED)
			.update());
		if (cancelled == 0) {
			return Optional.empty();
		}
		reachable(() -> this.jdbc
			.sql("UPDATE scan_topics SET status = :cancelled, finished_at = :now WHERE scan_id = :id AND status = "
					+ ":queued")
			.param("cancelled", ScanStatus.CANCELLED.name())
			.param("now", timestamp(now))
			.param("id", id)
			.param("queued", ScanStatus.QUEUED.name())
			.update());
		return Optional.of(reachable(() -> this.jdbc
			.sql("SELECT analysis_id FROM scan_topics WHERE scan_id = :id AND status = :running AND analysis_id IS "
					+ "NOT NULL")
			.param("id", id)
			.param("running", ScanStatus.RUNNING.name())
			.query(String.class)
			.list()));
	}

	boolean delete(String id) {
		return reachable(() -> this.jdbc.sql("DELETE FROM scans WHERE id = :id").param("id", id).update()) == 1;
	}

	int deleteFinishedBefore(Instant cutoff) {
		return reachable(() -> this.jdbc.sql("DELETE FROM scans WHERE finished_at < :cutoff")
			.param("cutoff", timestamp(cutoff))
			.update());
	}

	private static <T> T reachable(Supplier<T> access) {
		return StorageUnavailableException.whileReachable(access);
	}

	private static OffsetDateTime timestamp(Instant instant) {
		return (instant != null) ? instant.atOffset(ZoneOffset.UTC) : null;
	}

	private static Instant instant(ResultSet rs, String column) throws SQLException {
		OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
		return (value != null) ? value.toInstant() : null;
	}

}
