package io.kcadvisor.scan;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.analysis.web.RunningService;
import io.kcadvisor.storage.Instance;
import io.kcadvisor.storage.TestDatabases;
import io.kcadvisor.topic.TestTopics;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;

import org.springframework.http.MediaType;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Two instances of the service sharing one PostgreSQL database and one broker: a scan
 * submitted to one is worked on by both, each topic analysed where its job was taken; and
 * a scan goes on to its end when one instance stops in the middle of it, the other taking
 * over its topics.
 */
@Timeout(value = 6, unit = TimeUnit.MINUTES)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ScansOnTwoInstancesTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static EmbeddedKafkaKraftBroker broker;

	private static TestTopics topics;

	private static RunningService first;

	private static RunningService second;

	@BeforeAll
	static void startBoth() throws Exception {
		broker = new EmbeddedKafkaKraftBroker(1, 1);
		broker.afterPropertiesSet();
		topics = new TestTopics(broker.getBrokersAsString());
		for (int index = 0; index < 8; index++) {
			produce("shared.t" + index, (index % 2 == 0) ? "none" : "gzip", 2000);
		}
		for (int index = 0; index < 6; index++) {
			produce("survive.t" + index, "none", 3000);
		}
		String database = TestDatabases.newPostgresDatabase();
		String[] settings = { "advisor.kafka.clusters.local.bootstrap-servers=" + broker.getBrokersAsString(),
				"advisor.sweep.workers=2", "advisor.scan.polling-interval=200ms",
				"advisor.scan.heartbeat-interval=500ms", "advisor.scan.missed-heartbeats=4",
				"advisor.storage.progress-interval=100ms", "advisor.storage.heartbeat-interval=500ms",
				"advisor.storage.heartbeat-timeout=5s" };
		first = RunningService.start(database, settings);
		second = RunningService.start(database, settings);
	}

	private static void produce(String topic, String codec, int records) throws Exception {
		topics.create(topic, 2, Map.of());
		topics.produce(topic, codec, true, records, Map.of("linger.ms", 10));
	}

	@AfterAll
	static void stopBoth() {
		second.close();
		first.close();
		topics.close();
		broker.destroy();
	}

	@Test
	@Order(1)
	void bothInstancesTakeTopicJobsAndAnalyseEachTopicWhereTheyTookIt() throws Exception {
		String id = create(first, "shared\\..*", "quick");

		JsonNode scan = await(second, id, (body) -> body.path("status").asString().equals("SUCCEEDED"));

		assertThat(scan.path("topics")).hasSize(8)
			.allSatisfy((topic) -> assertThat(topic.path("status").asString()).isEqualTo("SUCCEEDED"));
		JdbcClient database = JdbcClient.create(first.bean(DataSource.class));
		assertThat(database.sql("SELECT DISTINCT taken_by FROM scan_topics WHERE scan_id = ?")
			.param(id)
			.query(String.class)
			.list()).as("the instances that took topic jobs")
			.containsExactlyInAnyOrder(instance(first), instance(second));
		// each analysis's end is written by the instance measuring it, within its
		// progress
		// interval of the topic's
		assertThat(awaitCount(database,
				"SELECT COUNT(*) FROM scan_topics t JOIN analyses a ON a.id = t.analysis_id WHERE t.scan_id = ? AND "
						+ "a.measured_by = t.taken_by AND a.status = 'SUCCEEDED'",
				id, 8))
			.as("topics analysed where their job ran")
			.isEqualTo(8);
		assertThat(database.sql("SELECT COUNT(*) FROM scheduled_tasks WHERE task_instance LIKE ?")
			.param(id + "/%")
			.query(Integer.class)
			.single()).as("jobs left").isZero();
		assertThat(JSON.readTree(get(first, id))).as("the same scan through either instance")
			.isEqualTo(JSON.readTree(get(second, id)));
	}

	@Test
	@Order(2)
	void aScanGoesOnToItsEndWhenAnInstanceStopsInTheMiddleOfIt() throws Exception {
		String id = create(first, "survive\\..*", "standard");
		JdbcClient database = JdbcClient.create(first.bean(DataSource.class));
		String stopping = instance(second);
		long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
		List<String> runningThere;
		do {
			Thread.sleep(100);
			runningThere = database
				.sql("SELECT analysis_id FROM scan_topics WHERE scan_id = ? AND taken_by = ? AND status = 'RUNNING' "
						+ "AND analysis_id IS NOT NULL")
				.params(id, stopping)
				.query(String.class)
				.list();
		}
		while (runningThere.isEmpty() && System.nanoTime() < deadline);
		assertThat(runningThere).as("topics analysed by the second instance").isNotEmpty();

		second.close();

		JsonNode scan = await(first, id, (body) -> body.path("status").asString().equals("SUCCEEDED"));
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

	private static int awaitCount(JdbcClient database, String query, String id, int expected)
			throws InterruptedException {
		long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
		int count;
		do {
			count = database.sql(query).param(id).query(Integer.class).single();
			Thread.sleep(100);
		}
		while (count != expected && System.nanoTime() < deadline);
		return count;
	}

	private static String create(RunningService service, String topicsExpression, String preset) throws Exception {
		MultiValueMap<String, String> form = new LinkedMultiValueMap<>();
		form.add("cluster", "local");
		form.add("topics", topicsExpression);
		form.add("preset", preset);
		form.add("sampleRecords", "1500");
		String body = client(service).post()
			.uri("/api/v1/scans")
			.contentType(MediaType.APPLICATION_FORM_URLENCODED)
			.body(form)
			.retrieve()
			.body(String.class);
		return JSON.readTree(body).path("id").asString();
	}

	private static JsonNode await(RunningService service, String id, Predicate<JsonNode> condition)
			throws InterruptedException {
		long deadline = System.nanoTime() + Duration.ofMinutes(4).toNanos();
		JsonNode scan;
		do {
			Thread.sleep(250);
			scan = JSON.readTree(get(service, id));
		}
		while (!condition.test(scan) && System.nanoTime() < deadline);
		assertThat(condition.test(scan)).as(scan.toString()).isTrue();
		return scan;
	}

	private static String get(RunningService service, String id) {
		return client(service).get().uri("/api/v1/scans/" + id).retrieve().body(String.class);
	}

	private static String instance(RunningService service) {
		return service.bean(Instance.class).id();
	}

	private static RestClient client(RunningService service) {
		return RestClient.create("http://127.0.0.1:" + service.port());
	}

}
