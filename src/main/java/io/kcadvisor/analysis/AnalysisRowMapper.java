package io.kcadvisor.analysis;

import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.storage.JsonDocuments;
import io.kcadvisor.sweep.SweepOutcome;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;

import org.springframework.jdbc.core.RowMapper;
import tools.jackson.core.type.TypeReference;

/**
 * Reads an analysis from a row of the {@code analyses} table, as it was last stored,
 * without records; and says how its instants are stored: as timestamps with time zone, in
 * UTC.
 */
class AnalysisRowMapper implements RowMapper<Analysis> {

	private static final TypeReference<List<String>> NOTES = new TypeReference<>() {
	};

	private final JsonDocuments json;

	AnalysisRowMapper(JsonDocuments json) {
		this.json = json;
	}

	@Override
	public Analysis mapRow(ResultSet row, int rowNumber) throws SQLException {
		String failureType = row.getString("failure_type");
		List<String> notes = this.json.read(row.getString("notes"), NOTES);
		AnalysisState state = new AnalysisState(AnalysisStatus.valueOf(row.getString("status")),
				new Progress(row.getInt("completed"), row.getInt("total")),
				this.json.read(row.getString("outcome"), SweepOutcome.class), (notes != null) ? notes : List.of(),
				(failureType != null)
						? new AnalysisFailure(ProblemType.named(failureType), row.getString("failure_detail")) : null,
				instant(row, "finished_at"));
		return Analysis.stored(row.getString("id"), this.json.read(row.getString("request"), AnalysisRequest.class),
				this.json.read(row.getString("sample"), SampleSummary.class), instant(row, "created_at"), state);
	}

	/**
	 * Returns an instant as it is stored.
	 * @param instant the instant, or {@code null}
	 * @return the timestamp, in UTC, or {@code null}
	 */
	static OffsetDateTime timestamp(Instant instant) {
		return (instant != null) ? instant.atOffset(ZoneOffset.UTC) : null;
	}

	private static Instant instant(ResultSet row, String column) throws SQLException {
		OffsetDateTime value = row.getObject(column, OffsetDateTime.class);
		return (value != null) ? value.toInstant() : null;
	}

}
