package io.kcadvisor.analysis;

import io.kcadvisor.storage.TestDatabases;

/**
 * The repository on a real PostgreSQL server.
 */
class AnalysisRepositoryOnPostgresTests extends AnalysisRepositoryTests {

	@Override
	String url() {
		return TestDatabases.newPostgresDatabase();
	}

}
