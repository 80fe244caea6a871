package io.kcadvisor.storage;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Locale;
import javax.sql.DataSource;

/**
 * Tells whether a database can be open in this process only: H2 embedded in it (a file,
 * which H2 locks, or memory), as opposed to PostgreSQL or an H2 server that several
 * processes share. On such a database no other instance can be measuring anything.
 */
public final class ExclusiveDatabase {

	private ExclusiveDatabase() {
	}

	/**
	 * Returns whether only this process can open a database.
	 * @param dataSource the database
	 * @return {@code true} for H2 embedded in this process
	 * @throws StorageUnavailableException when the database cannot be reached
	 */
	public static boolean is(DataSource dataSource) {
		try (Connection connection = dataSource.getConnection()) {
			DatabaseMetaData database = connection.getMetaData();
			String url = database.getURL().toLowerCase(Locale.ROOT);
			return "H2".equals(database.getDatabaseProductName()) && !url.startsWith("jdbc:h2:tcp:")
					&& !url.startsWith("jdbc:h2:ssl:") && !url.contains("auto_server=true");
		}
		catch (SQLException ex) {
			throw new StorageUnavailableException(ex);
		}
	}

}
