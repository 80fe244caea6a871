package io.kcadvisor.scan;

import java.time.Duration;
import java.util.List;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * What the database that instances share says of scans, their topics, jobs and analyses,
 * read until it says what a test waits for: the instances write it a moment apart.
 */
final class StoredScans {

	private static final Duration COUNT_WAIT = Duration.ofSeconds(30);

	private static final Duration ROWS_WAIT = Duration.ofMinutes(2);

	private static final Duration STEP = Duration.ofMillis(100);

	private StoredScans() {
	}

	/**
	 * Counts rows until there are as many as expected, for 30 seconds at most.
	 * @param database the database
	 * @param expected the count waited for
	 * @param query a query counting rows
	 * @param params its parameters
	 * @return the last count
	 */
	static int awaitCount(JdbcClient database, int expected, String query, Object... params)
			throws InterruptedException {
		long deadline = System.nanoTime() + COUNT_WAIT.toNanos();
		int count = database.sql(query).params(params).query(Integer.class).single();
		while (count != expected && System.nanoTime() < deadline) {
			Thread.sleep(STEP.toMillis());
			count = database.sql(query).params(params).query(Integer.class).single();
		}
		return count;
	}

	/**
	 * Queries until a query finds rows, for two minutes at most.
	 * @param database the database
	 * @param query a query of one column
	 * @param params its parameters
	 * @return the rows found, or none
	 */
	static List<String> awaitRows(JdbcClient database, String query, Object... params) throws InterruptedException {
		long deadline = System.nanoTime() + ROWS_WAIT.toNanos();
		List<String> rows = database.sql(query).params(params).query(String.class).list();
		while (rows.isEmpty() && System.nanoTime() < deadline) {
			Thread.sleep(STEP.toMillis());
			rows = database.sql(query).params(params).query(String.class).list();
		}
		return rows;
	}

}
