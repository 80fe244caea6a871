package io.kcadvisor.storage;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * Every value of every table of the service's schema as text, to look for what must never
 * be stored.
 */
public final class TableDump {

	private TableDump() {
	}

	/**
	 * Dumps every table.
	 * @param dataSource the database
	 * @return each row's values, a line per row, after its table's name
	 * @throws SQLException when the database cannot be read
	 */
	public static String of(DataSource dataSource) throws SQLException {
		StringBuilder dump = new StringBuilder();
		try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
			for (String table : tables(statement)) {
				dump.append(table).append('\n');
				try (ResultSet rows = statement.executeQuery("SELECT * FROM \"" + table + "\"")) {
					int columns = rows.getMetaData().getColumnCount();
					while (rows.next()) {
						for (int column = 1; column <= columns; column++) {
							dump.append(rows.getString(column)).append('\t');
						}
						dump.append('\n');
					}
				}
			}
		}
		return dump.toString();
	}

	private static List<String> tables(Statement statement) throws SQLException {
		List<String> tables = new ArrayList<>();
		try (ResultSet names = statement.executeQuery("SELECT TABLE_NAME FROM INFORMATION_SCHEMA.TABLES WHERE "
				+ "LOWER(TABLE_SCHEMA) = 'public' ORDER BY TABLE_NAME")) {
			while (names.next()) {
				tables.add(names.getString(1));
			}
		}
		return tables;
	}

}
