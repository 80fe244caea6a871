package io.kcadvisor.scan;

import io.kcadvisor.storage.TestDatabases;

/**
 * Admission of scans on the embedded database, H2 in file mode.
 */
class ScanAdmissionOnH2Tests extends ScanAdmissionTests {

	@Override
	String url() {
		// the test holds the lock while it looks for the admission waiting, longer than
		// H2's second by default
		return TestDatabases.newH2Database() + ";LOCK_TIMEOUT=30000";
	}

	@Override
	String waitingForALock() {
		return "SELECT COUNT(*) FROM INFORMATION_SCHEMA.SESSIONS WHERE BLOCKER_ID IS NOT NULL";
	}

}
