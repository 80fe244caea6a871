package io.kcadvisor.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import io.kcadvisor.analysis.ServiceBusyException;
import io.kcadvisor.storage.TestDatabases;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Admission of scans on each database the service runs on, with at most one unfinished:
 * while a scan is admitted in a transaction that has not ended, another admission waits
 * for that transaction, and then counts the scan it inserted. Every subclass runs these
 * against a real database.
 */
abstract class ScanAdmissionTests {

	private static final Duration WAIT = Duration.ofSeconds(30);

	private final DataSource dataSource = TestDatabases.migrated(url());

	private final JdbcClient database = JdbcClient.create(this.dataSource);

	private final TransactionTemplate transactions = new TransactionTemplate(
			new DataSourceTransactionManager(this.dataSource));

	private final ScanAdmission admission = new ScanAdmission(this.database, new ScanSettings(0, 500, 1, 2000, 20000,
			Duration.ofSeconds(2), Duration.ofSeconds(10), 6, Duration.ofSeconds(10)));

	private final ExecutorService threads = Executors.newFixedThreadPool(2);

	/**
	 * Returns the URL of a new database.
	 * @return a JDBC URL
	 */
	abstract String url();

	/**
	 * Returns a query counting the connections that wait for a lock another holds.
	 * @return the query
	 */
	abstract String waitingForALock();

	@AfterEach
	void stopThreads() {
		this.threads.shutdownNow();
	}

	@Test
	void anAdmissionWaitsForTheTransactionOfTheOneBeforeAndThenCountsItsScan() throws Exception {
		CountDownLatch admitted = new CountDownLatch(1);
		CountDownLatch end = new CountDownLatch(1);
		Future<?> first = this.threads.submit(() -> this.transactions.executeWithoutResult((status) -> {
			this.admission.admit();
			insertScan();
			admitted.countDown();
			await(end);
		}));
		assertThat(admitted.await(WAIT.toSeconds(), TimeUnit.SECONDS)).as("the first scan admitted").isTrue();

		Future<?> second = this.threads.submit(() -> this.transactions.executeWithoutResult((status) -> {
			this.admission.admit();
			insertScan();
		}));
		boolean waited = awaitWaiting(second);
		end.countDown();
		first.get(WAIT.toSeconds(), TimeUnit.SECONDS);

		assertThat(waited).as("the second admission waited for the first's transaction").isTrue();
		assertThatExceptionOfType(ExecutionException.class)
			.isThrownBy(() -> second.get(WAIT.toSeconds(), TimeUnit.SECONDS))
			.havingCause()
			.isInstanceOf(ServiceBusyException.class)
			.withMessage("As many scans as allowed (1, advisor.scan.max-concurrent) are running. Try again once one "
					+ "has ended.");
		assertThat(this.database.sql("SELECT COUNT(*) FROM scans").query(Integer.class).single()).as("scans stored")
			.isOne();
	}

	@Test
	void aScanIsAdmittedOnceAnotherHasEnded() {
		this.transactions.executeWithoutResult((status) -> {
			this.admission.admit();
			insertScan();
		});
		this.database.sql("UPDATE scans SET status = 'SUCCEEDED'").update();

		this.transactions.executeWithoutResult((status) -> {
			this.admission.admit();
			insertScan();
		});

		assertThat(this.database.sql("SELECT COUNT(*) FROM scans").query(Integer.class).single()).as("scans stored")
			.isEqualTo(2);
	}

	private void insertScan() {
		this.database
			.sql("INSERT INTO scans (id, status, cluster_name, request, total, created_at) VALUES (?, 'QUEUED', "
					+ "'local', '{}', 1, ?)")
			.params(UUID.randomUUID().toString(), OffsetDateTime.now())
			.update();
	}

	private boolean awaitWaiting(Future<?> admission) throws InterruptedException {
		long deadline = System.nanoTime() + WAIT.toNanos();
		while (!admission.isDone() && System.nanoTime() < deadline) {
			if (this.database.sql(waitingForALock()).query(Integer.class).single() > 0) {
				return true;
			}
			Thread.sleep(10);
		}
		return false;
	}

	private static void await(CountDownLatch latch) {
		try {
			latch.await(WAIT.toSeconds(), TimeUnit.SECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

}
