package io.kcadvisor.scan;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.analysis.web.RunningService;
import io.kcadvisor.analysis.web.ServiceProcess;
import io.kcadvisor.storage.Instance;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * A scan goes on to its end when an instance is killed in the middle of it. That instance
 * runs in a JVM of its own, which the test kills (SIGKILL: no shutdown hook runs, nothing
 * is handed back), its output in {@code target/killed-instance/}. The topic jobs it had
 * claimed keep its name and get no more heartbeats; after
 * {@code advisor.scan.missed-heartbeats} × {@code heartbeat-interval} the instance left
 * revives them and analyses their topics.
 */
@Timeout(value = 6, unit = TimeUnit.MINUTES)
class ScansOnAKilledInstanceTests {

	private static final Path OUTPUT = Path.of("target", "killed-instance", "output.log");

	private static final int TOPICS = 4;

	private static SharedDeployment deployment;

	private static RunningService survivor;

	private static ServiceProcess killed;

	@BeforeAll
	static void startBoth() throws Exception {
		deployment = SharedDeployment.start();
		for (int index = 0; index < TOPICS; index++) {
			deployment.produce("killed.t" + index, "none", 3000);
		}
		survivor = deployment.startInstance();
		killed = deployment.startProcess(OUTPUT);
		killed.awaitStarted(Duration.ofMinutes(2));
	}

	@AfterAll
	static void stopBoth() throws Exception {
		try {
			if (killed != null) {
				killed.close();
			}
		}
		finally {
			if (survivor != null) {
				survivor.close();
			}
			if (deployment != null) {
				deployment.close();
			}
		}
	}

	@Test
	void aScanGoesOnToItsEndWhenAnInstanceIsKilledInTheMiddleOfIt() throws Exception {
		String id = ScanApi.create(survivor, "killed\\..*", "standard");
		JdbcClient database = JdbcClient.create(survivor.bean(DataSource.class));
		String survivorId = survivor.bean(Instance.class).id();
		List<String> killedIds = StoredScans.awaitRows(database,
				"SELECT DISTINCT taken_by FROM scan_topics WHERE scan_id = ? AND taken_by <> ? AND status = 'RUNNING' "
						+ "AND analysis_id IS NOT NULL",
				id, survivorId);
		assertThat(killedIds)
			.as("instances other than this one analysing a topic (the other process %s, see %s)", killed.describe(),
					OUTPUT)
			.hasSize(1);
		String killedId = killedIds.get(0);

		killed.kill();

		List<String> picked = database.sql("SELECT task_instance FROM scheduled_tasks WHERE picked_by = ?")
			.param(killedId)
			.query(String.class)
			.list();
		assertThat(picked).as("topic jobs the killed instance had picked")
			.isNotEmpty()
			.allMatch((job) -> job.startsWith(id + "/"));
		JsonNode scan = ScanApi.await(survivor, id, (body) -> body.path("status").asString().equals("SUCCEEDED"));
		assertThat(scan.path("topics")).hasSize(TOPICS)
			.allSatisfy((topic) -> assertThat(topic.path("status").asString()).isEqualTo("SUCCEEDED"));
		// each analysis's end is written by the instance measuring it, within its
		// progress interval of the topic's
		for (String job : picked) {
			String topic = job.substring(id.length() + 1);
			assertThat(StoredScans.awaitCount(database, 1,
					"SELECT COUNT(*) FROM scan_topics t JOIN analyses a ON a.id = t.analysis_id WHERE t.scan_id = ? AND "
							+ "t.topic = ? AND t.taken_by = ? AND t.status = 'SUCCEEDED' AND a.status = 'SUCCEEDED' AND "
							+ "a.measured_by = t.taken_by",
					id, topic, survivorId))
				.as("topic %s, taken over and analysed by the instance left", topic)
				.isOne();
		}
		assertThat(database.sql("SELECT COUNT(*) FROM scheduled_tasks WHERE task_instance LIKE ?")
			.param(id + "/%")
			.query(Integer.class)
			.single()).as("jobs left").isZero();
		// failed as abandoned once their heartbeat timed out
		assertThat(StoredScans.awaitCount(database, 0,
				"SELECT COUNT(*) FROM analyses WHERE measured_by = ? AND status IN ('QUEUED', 'RUNNING')", killedId))
			.as("analyses the killed instance left unfinished")
			.isZero();
	}

}
