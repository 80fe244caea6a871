package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.config.SaslConfigs;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourceType;
import org.apache.kafka.common.security.auth.SecurityProtocol;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A broker that takes only SASL/PLAIN logins and authorizes with ACLs, as secured
 * clusters do: the service logs in with the credentials its operator configured, reads a
 * topic, and never returns or logs a password; a principal that may read the topic but
 * not describe the cluster (whose log directories give what the topic stores) lists and
 * analyses it without what it stores today, and is told which operation that needs; a
 * wrong password is refused without echoing it.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = "advisor.kafka.request-timeout=10s")
@ActiveProfiles("brief-timing")
@ExtendWith(OutputCaptureExtension.class)
class TopicSaslTests {

	/** The super-user and the ordinary user the test kit's broker knows. */
	private static final String ADMIN = "plain-admin";

	private static final String ADMIN_PASSWORD = "plain-admin-secret";

	private static final String READER = "plain-user1";

	private static final String READER_PASSWORD = "plain-user1-secret";

	private static final String WRONG_PASSWORD = "not-the-password-123";

	private static final String TOPIC = "orders";

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static KafkaClusterTestKit broker;

	@LocalServerPort
	private int port;

	/** Read when the service starts, after the broker below started. */
	@DynamicPropertySource
	static void clusters(DynamicPropertyRegistry registry) {
		cluster(registry, "admin", ADMIN, ADMIN_PASSWORD);
		cluster(registry, "reader", READER, READER_PASSWORD);
		cluster(registry, "wrong", READER, WRONG_PASSWORD);
	}

	private static void cluster(DynamicPropertyRegistry registry, String name, String user, String password) {
		String prefix = "advisor.kafka.clusters." + name;
		registry.add(prefix + ".bootstrap-servers", () -> broker.bootstrapServers());
		login(user, password).forEach((key, value) -> registry.add(prefix + ".properties[" + key + "]", () -> value));
	}

	private static Map<String, Object> login(String user, String password) {
		return Map.of(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, SecurityProtocol.SASL_PLAINTEXT.name,
				SaslConfigs.SASL_MECHANISM, "PLAIN", SaslConfigs.SASL_JAAS_CONFIG,
				"org.apache.kafka.common.security.plain.PlainLoginModule required username=\"" + user + "\" password=\""
						+ password + "\";");
	}

	@BeforeAll
	static void startTheBrokerProduceAndGrantTheReaderTheTopicOnly() throws Exception {
		broker = new KafkaClusterTestKit.Builder(new TestKitNodes.Builder().setCombined(true)
			.setNumBrokerNodes(1)
			.setNumControllerNodes(1)
			.setBrokerSecurityProtocol(SecurityProtocol.SASL_PLAINTEXT)
			.setControllerSecurityProtocol(SecurityProtocol.SASL_PLAINTEXT)
			.build()).build();
		broker.format();
		broker.startup();
		broker.waitForReadyBrokers();
		try (TestTopics topics = new TestTopics(broker.bootstrapServers(), login(ADMIN, ADMIN_PASSWORD))) {
			topics.create(TOPIC, 2, Map.of());
			topics.produce(TOPIC, "gzip", true, 400, Map.of());
			topics.admin()
				.createAcls(List.of(allow(AclOperation.READ), allow(AclOperation.DESCRIBE),
						allow(AclOperation.DESCRIBE_CONFIGS)))
				.all()
				.get();
		}
	}

	@AfterAll
	static void stop() throws Exception {
		broker.close();
	}

	@Test
	void analysesATopicOverSaslAndNeverShowsOrLogsAPassword(CapturedOutput output) throws Exception {
		ResponseEntity<String> created = post("admin");
		assertThat(created.getStatusCode().value()).as(created.getBody()).isEqualTo(202);
		JsonNode analysis = api().awaitEnd(JSON.readTree(created.getBody()).path("id").asString());
		assertThat(analysis.path("status").asString()).as(analysis.toString()).isEqualTo("SUCCEEDED");
		assertThat(analysis.path("current").path("compressionType").asString()).isEqualTo("producer");
		assertThat(analysis.path("current").path("storedBytesPerRecord").asDouble()).isPositive();
		String clusters = api().client().get().uri("/api/v1/clusters").retrieve().body(String.class);
		String topics = api().client().get().uri("/api/v1/clusters/admin/topics").retrieve().body(String.class);
		assertThat(JSON.readTree(topics).findValuesAsString("name")).contains(TOPIC);
		for (String shown : List.of(analysis.toString(), clusters, topics, output.getAll())) {
			assertThat(shown).doesNotContain(ADMIN_PASSWORD, READER_PASSWORD, WRONG_PASSWORD);
		}
	}

	@Test
	void aPrincipalThatMayReadTheTopicButNotDescribeTheClusterAnalysesItWithoutWhatItStoresToday() throws Exception {
		ResponseEntity<String> listed = api().client()
			.get()
			.uri("/api/v1/clusters/reader/topics")
			.retrieve()
			.toEntity(String.class);
		assertThat(listed.getStatusCode().value()).as(listed.getBody()).isEqualTo(200);
		JsonNode topic = JSON.readTree(listed.getBody()).get(0);
		assertThat(topic.path("name").asString()).isEqualTo(TOPIC);
		assertThat(topic.path("sizeBytes").asLong()).isZero();
		ResponseEntity<String> created = post("reader");
		assertThat(created.getStatusCode().value()).as(created.getBody()).isEqualTo(202);
		JsonNode analysis = api().awaitEnd(JSON.readTree(created.getBody()).path("id").asString());
		assertThat(analysis.path("status").asString()).as(analysis.toString()).isEqualTo("SUCCEEDED");
		assertThat(analysis.path("current").isNull()).isTrue();
		assertThat(analysis.path("notes").toString()).contains("needs DESCRIBE on the cluster");
	}

	@Test
	void aWrongPasswordIsRefusedWithoutEchoingIt(CapturedOutput output) {
		ResponseEntity<String> created = post("wrong");
		JsonNode problem = refused(created, 403);
		assertThat(problem.path("detail").asString()).contains("could not authenticate to cluster 'wrong'");
		ResponseEntity<String> listed = api().client()
			.get()
			.uri("/api/v1/clusters/wrong/topics")
			.retrieve()
			.toEntity(String.class);
		refused(listed, 403);
		assertThat(created.getBody() + listed.getBody() + output.getAll()).doesNotContain(WRONG_PASSWORD);
	}

	private static JsonNode refused(ResponseEntity<String> response, int status) {
		assertThat(response.getStatusCode().value()).as(response.getBody()).isEqualTo(status);
		assertThat(response.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
		return JSON.readTree(response.getBody());
	}

	private ResponseEntity<String> post(String cluster) {
		return api().analyse(AdvisorApi.form("cluster", cluster, "topic", TOPIC, "preset", "quick"));
	}

	private static AclBinding allow(AclOperation operation) {
		return new AclBinding(new ResourcePattern(ResourceType.TOPIC, TOPIC, PatternType.LITERAL),
				new AccessControlEntry("User:" + READER, "*", operation, AclPermissionType.ALLOW));
	}

	private AdvisorApi api() {
		return new AdvisorApi(this.port);
	}

}
