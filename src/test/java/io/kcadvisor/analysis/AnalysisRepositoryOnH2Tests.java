package io.kcadvisor.analysis;

import io.kcadvisor.storage.TestDatabases;

/**
 * The repository on the embedded database, H2 in file mode.
 */
class AnalysisRepositoryOnH2Tests extends AnalysisRepositoryTests {

	@Override
	String url() {
		return TestDatabases.newH2Database();
	}

}
