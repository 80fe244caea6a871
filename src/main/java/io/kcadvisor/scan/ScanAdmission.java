package io.kcadvisor.scan;

import io.kcadvisor.analysis.ServiceBusyException;
import io.kcadvisor.storage.StorageUnavailableException;
import java.time.Duration;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Admits new scans within {@code advisor.scan.max-concurrent} unfinished at once, over
 * every instance sharing the database. A scan is admitted in the transaction that inserts
 * it, holding the lock of the {@code scan_admission} row until that transaction ends, so
 * that instances starting scans at once count the unfinished scans one after the other,
 * each seeing those the others admitted.
 */
@Component
class ScanAdmission {

	private static final Duration BUSY_RETRY = Duration.ofSeconds(30);

	private final JdbcClient jdbc;

	private final ScanSettings settings;

	ScanAdmission(JdbcClient jdbc, ScanSettings settings) {
		this.jdbc = jdbc;
		this.settings = settings;
	}

	/**
	 * Refuses a scan when as many as allowed are unfinished, without a lock: a first
	 * check that spares asking the cluster for its topics when the answer is no anyway.
	 * @throws ServiceBusyException when as many scans as allowed are unfinished
	 */
	void check() {
		int unfinished = StorageUnavailableException
			.whileReachable(() -> this.jdbc.sql("SELECT COUNT(*) FROM scans WHERE status IN (:unfinished)")
				.param("unfinished", ScanRepository.UNFINISHED)
				.query(Integer.class)
				.single());
		if (unfinished >= this.settings.maxConcurrent()) {
			throw new ServiceBusyException("As many scans as allowed (" + this.settings.maxConcurrent()
					+ ", advisor.scan.max-concurrent) are running. Try again once one has ended.", BUSY_RETRY);
		}
	}

	/**
	 * Admits a scan, in the transaction that then inserts it: waits for the admission
	 * lock, which that transaction holds until it ends, and checks again.
	 * @throws ServiceBusyException when as many scans as allowed are unfinished
	 */
	void admit() {
		StorageUnavailableException
			.whileReachable(() -> this.jdbc.sql("SELECT id FROM scan_admission WHERE id = 1 FOR UPDATE")
				.query(Integer.class)
				.single());
		check();
	}

}
