package io.kcadvisor.scan;

import io.kcadvisor.storage.TestDatabases;

/**
 * Admission of scans on PostgreSQL, which several instances share.
 */
class ScanAdmissionOnPostgresTests extends ScanAdmissionTests {

	@Override
	String url() {
		return TestDatabases.newPostgresDatabase();
	}

	@Override
	String waitingForALock() {
		return "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'";
	}

}
