package io.kcadvisor.scan;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.analysis.web.RunningService;
import io.kcadvisor.storage.Instance;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * Two instances of the service sharing one PostgreSQL database and one broker: a scan
 * submitted to one is worked on by both, each topic analysed where its job was taken;
 * scans submitted to both at once are admitted within the limit on unfinished scans; and
 * a scan goes on to its end when one instance stops in the middle of it, the other taking
 * over its topics.
 */
@Timeout(value = 6, unit = TimeUnit.MINUTES)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ScansOnTwoInstancesTests {

	private static final int SUBMISSIONS_AT_ONCE = 8;

	private static SharedDeployment deployment;

	private static RunningService first;

	private static RunningService second;

	@BeforeAll
	static void startBoth() throws Exception {
		deployment = SharedDeployment.start("advisor.scan.max-concurrent=1");
		for (int index = 0; index < 8; index++) {
			deployment.produce("shared.t" + index, (index % 2 == 0) ? "none" : "gzip", 2000);
		}
		for (int index = 0; index < 6; index++) {
			deployment.produce("survive.t" + index, "none", 3000);
		}
		first = deployment.startInstance();
		second = deployment.startInstance();
	}

	@AfterAll
	static void stopBoth() {
		second.close();
		first.close();
		deployment.close();
	}

	@Test
	@Order(1)
	void bothInstancesTakeTopicJobsAndAnalyseEachTopicWhereTheyTookIt() throws Exception {
		String id = ScanApi.create(first, "shared\\..*", "quick");

		JsonNode scan = ScanApi.await(second, id, (body) -> body.path("status").asString().equals("SUCCEEDED"));

		assertThat(scan.path("topics")).hasSize(8)
			.allSatisfy((topic) -> assertThat(topic.path("status").asString()).isEqualTo("SUCCEEDED"));
		JdbcClient database = JdbcClient.create(first.bean(DataSource.class));
		assertThat(database.sql("SELECT DISTINCT taken_by FROM scan_topics WHERE scan_id = ?")
			.param(id)
			.query(String.class)
			.list()).as("the instances that took topic jobs")
			.containsExactlyInAnyOrder(instance(first), instance(second));
		// each analysis's end is written by the instance measuring it, within its
		// progress interval of the topic's
		assertThat(StoredScans.awaitCount(database, 8,
				"SELECT COUNT(*) FROM scan_topics t JOIN analyses a ON a.id = t.analysis_id WHERE t.scan_id = ? AND "
						+ "a.measured_by = t.taken_by AND a.status = 'SUCCEEDED'",
				id))
			.as("topics analysed where their job ran")
			.isEqualTo(8);
		assertThat(database.sql("SELECT COUNT(*) FROM scheduled_tasks WHERE task_instance LIKE ?")
			.param(id + "/%")
			.query(Integer.class)
			.single()).as("jobs left").isZero();
		assertThat(ScanApi.read(ScanApi.get(first, id))).as("the same scan through either instance")
			.isEqualTo(ScanApi.read(ScanApi.get(second, id)));
	}

	@Test
	@Order(2)
	void scansSubmittedToBothInstancesAtOnceAreAdmittedWithinTheLimit() throws Exception {
		CountDownLatch go = new CountDownLatch(1);
		List<Future<ResponseEntity<String>>> submissions = new ArrayList<>();
		ExecutorService clients = Executors.newFixedThreadPool(SUBMISSIONS_AT_ONCE);
		try {
			for (int index = 0; index < SUBMISSIONS_AT_ONCE; index++) {
				RunningService service = (index % 2 == 0) ? first : second;
				submissions.add(clients.submit(() -> {
					go.await();
					return ScanApi.submit(service, "shared\\..*", "quick");
				}));
			}
			go.countDown();
			List<ResponseEntity<String>> answers = new ArrayList<>();
			for (Future<ResponseEntity<String>> submission : submissions) {
				answers.add(submission.get(1, TimeUnit.MINUTES));
			}

			assertThat(answers.stream().map((answer) -> answer.getStatusCode().value()).toList())
				.as("answers with advisor.scan.max-concurrent=1")
				.containsOnlyOnce(202);
			assertThat(answers).filteredOn((answer) -> answer.getStatusCode().value() != 202)
				.allSatisfy(ScansOnTwoInstancesTests::isRefusedAsBusy);
			JdbcClient database = JdbcClient.create(first.bean(DataSource.class));
			assertThat(database.sql("SELECT COUNT(*) FROM scans WHERE status IN ('QUEUED', 'RUNNING')")
				.query(Integer.class)
				.single()).as("unfinished scans").isOne();
			ScanApi.delete(first,
					database.sql("SELECT id FROM scans WHERE status IN ('QUEUED', 'RUNNING')")
						.query(String.class)
						.single());
		}
		finally {
			clients.shutdownNow();
		}
	}

	private static void isRefusedAsBusy(ResponseEntity<String> answer) {
		assertThat(answer.getStatusCode().value()).as(answer.getBody()).isEqualTo(429);
		assertThat(answer.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
		assertThat(answer.getHeaders().getFirst("Retry-After")).isNotBlank();
		JsonNode problem = ScanApi.read(answer.getBody());
		assertThat(problem.path("type").asString()).isEqualTo("/problems/service-busy");
		assertThat(problem.path("detail").asString()).isEqualTo(
				"As many scans as allowed (1, advisor.scan.max-concurrent) are running. Try again once one has ended.");
	}

	@Test
	@Order(3)
	void aScanGoesOnToItsEndWhenAnInstanceStopsInTheMiddleOfIt() throws Exception {
		String id = ScanApi.create(first, "survive\\..*", "standard");
		JdbcClient database = JdbcClient.create(first.bean(DataSource.class));
		String stopping = instance(second);
		List<String> runningThere = StoredScans.awaitRows(database,
				"SELECT analysis_id FROM scan_topics WHERE scan_id = ? AND taken_by = ? AND status = 'RUNNING' "
						+ "AND analysis_id IS NOT NULL",
				id, stopping);
		assertThat(runningThere).as("topics analysed by the second instance").isNotEmpty();

		second.close();

		JsonNode scan = ScanApi.await(first, id, (body) -> body.path("status").asString().equals("SUCCEEDED"));
		assertThat(scan.path("topics")).hasSize(6)
			.allSatisfy((topic) -> assertThat(topic.path("status").asString()).isEqualTo("SUCCEEDED"));
		assertThat(database
			.sql("SELECT DISTINCT a.measured_by FROM scan_topics t JOIN analyses a ON a.id = "
					+ "t.analysis_id WHERE t.scan_id = ?")
			.param(id)
			.query(String.class)
			.list()).as("where the topics' final analyses were measured").contains(instance(first));
		String interrupted = runningThere.get(0);
		assertThat(scan.path("topics").findValuesAsString("analysisId")).doesNotContain(interrupted);
		assertThat(database.sql("SELECT status FROM analyses WHERE id = ?")
			.param(interrupted)
			.query(String.class)
			.single()).as("the analysis the stopped instance was measuring").isIn("CANCELLED", "FAILED");
	}

	private static String instance(RunningService service) {
		return service.bean(Instance.class).id();
	}

}
