package io.kcadvisor.storage;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * Real databases for tests: a PostgreSQL server the tests start themselves, once per test
 * JVM, from the binaries on the test class path, with a new database for each use; and H2
 * file databases under {@code target/}. Each comes with the service's migrations applied.
 */
public final class TestDatabases {

	private static final AtomicInteger DATABASES = new AtomicInteger();

	private static EmbeddedPostgres postgres;

	private TestDatabases() {
	}

	/**
	 * Returns the URL of a new, empty PostgreSQL database on the tests' server.
	 * @return a JDBC URL with user and password
	 */
	public static synchronized String newPostgresDatabase() {
		String name = "advisor_" + DATABASES.incrementAndGet();
		try (Connection connection = server().getPostgresDatabase().getConnection();
				Statement statement = connection.createStatement()) {
			statement.execute("CREATE DATABASE " + name);
		}
		catch (SQLException ex) {
			throw new IllegalStateException(ex);
		}
		return server().getJdbcUrl("postgres", name);
	}

	/**
	 * Returns the URL of a new H2 file database under {@code target/}.
	 * @return a JDBC URL
	 */
	public static String newH2Database() {
		return "jdbc:h2:file:./target/test-data/" + UUID.randomUUID() + "/advisor;DB_CLOSE_ON_EXIT=FALSE;WRITE_DELAY=0";
	}

	/**
	 * Returns a data source for a database, migrated.
	 * @param url the database's JDBC URL
	 * @return the data source
	 */
	public static DataSource migrated(String url) {
		DataSource dataSource = new DriverManagerDataSource(url);
		Flyway.configure().dataSource(dataSource).load().migrate();
		return dataSource;
	}

	private static synchronized EmbeddedPostgres server() {
		if (postgres == null) {
			try {
				postgres = EmbeddedPostgres.builder().start();
			}
			catch (IOException ex) {
				throw new UncheckedIOException(ex);
			}
			Runtime.getRuntime().addShutdownHook(new Thread(TestDatabases::close));
		}
		return postgres;
	}

	private static synchronized void close() {
		try {
			postgres.close();
		}
		catch (IOException ex) {
			// the JVM exits anyway
		}
	}

}
