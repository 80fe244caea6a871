package io.kcadvisor.topic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.acl.AccessControlEntry;
import org.apache.kafka.common.acl.AclBinding;
import org.apache.kafka.common.acl.AclOperation;
import org.apache.kafka.common.acl.AclPermissionType;
import org.apache.kafka.common.resource.PatternType;
import org.apache.kafka.common.resource.ResourcePattern;
import org.apache.kafka.common.resource.ResourceType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.ResponseEntity;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.ActiveProfiles;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A broker with an authorizer whose ACLs refuse the service an operation on a topic: the
 * analysis is refused with 403, naming the operation and the topic. Every client of this
 * broker is the anonymous principal, allowed whatever no ACL names, so that one DENY ACL
 * takes exactly one operation away.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.kafka.clusters.local.bootstrap-servers=${spring.embedded.kafka.brokers}",
				"advisor.kafka.request-timeout=5s" })
@ActiveProfiles("brief-timing")
@EmbeddedKafka(count = 1,
		brokerProperties = { "authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer",
				"allow.everyone.if.no.acl.found=true" })
class TopicAccessDeniedTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static TestTopics topics;

	@LocalServerPort
	private int port;

	@BeforeAll
	static void denyOneOperationEach(@Autowired EmbeddedKafkaBroker broker) throws Exception {
		topics = new TestTopics(broker.getBrokersAsString());
		for (String topic : List.of("unreadable", "configs-hidden")) {
			topics.create(topic, 1, Map.of());
			topics.produce(topic, "none", false, 100, Map.of());
		}
		// once a topic has an ACL, only what its ACLs allow is allowed: all, but
		// one operation
		topics.admin()
			.createAcls(List.of(acl("unreadable", AclOperation.ALL, AclPermissionType.ALLOW),
					acl("unreadable", AclOperation.READ, AclPermissionType.DENY),
					acl("configs-hidden", AclOperation.ALL, AclPermissionType.ALLOW),
					acl("configs-hidden", AclOperation.DESCRIBE_CONFIGS, AclPermissionType.DENY)))
			.all()
			.get();
	}

	@AfterAll
	static void disconnect() {
		topics.close();
	}

	@Test
	void aTopicThePrincipalMayNotReadIsRefusedNamingRead() {
		JsonNode problem = refused("unreadable");
		assertThat(problem.path("detail").asString()).contains("not authorized for READ on topic 'unreadable'");
	}

	@Test
	void aTopicWhoseConfigsThePrincipalMayNotDescribeIsRefusedNamingDescribeConfigs() {
		JsonNode problem = refused("configs-hidden");
		assertThat(problem.path("detail").asString())
			.contains("not authorized for DESCRIBE_CONFIGS on topic 'configs-hidden'");
	}

	/**
	 * One topic's ACL does not hide the others: the cluster's topics are listed, the one
	 * whose configuration the service may not describe without it.
	 */
	@Test
	void aTopicWhoseConfigsAreHiddenIsListedWithoutThemBesideTheOthers() {
		ResponseEntity<String> response = new AdvisorApi(this.port).client()
			.get()
			.uri("/api/v1/clusters/local/topics")
			.retrieve()
			.toEntity(String.class);
		assertThat(response.getStatusCode().value()).as(response.getBody()).isEqualTo(200);
		Map<String, JsonNode> listed = new HashMap<>();
		JSON.readTree(response.getBody()).forEach((topic) -> listed.put(topic.path("name").asString(), topic));
		assertThat(listed).containsKeys("configs-hidden", "unreadable");
		assertThat(listed.get("configs-hidden").path("config").isEmpty()).as(response.getBody()).isTrue();
		assertThat(listed.get("unreadable").path("config").path("compression.type").asString()).isEqualTo("producer");
		assertThat(listed.get("configs-hidden").path("records").asLong()).isEqualTo(100);
	}

	private JsonNode refused(String topic) {
		ResponseEntity<String> response = new AdvisorApi(this.port)
			.analyse(AdvisorApi.form("cluster", "local", "topic", topic, "preset", "quick"));
		assertThat(response.getStatusCode().value()).as(response.getBody()).isEqualTo(403);
		assertThat(response.getHeaders().getContentType()).hasToString("application/problem+json");
		JsonNode problem = JSON.readTree(response.getBody());
		assertThat(problem.path("type").asString()).endsWith("/not-authorized");
		assertThat(problem.path("detail").asString()).contains("cluster 'local'");
		return problem;
	}

	private static AclBinding acl(String topic, AclOperation operation, AclPermissionType permission) {
		return new AclBinding(new ResourcePattern(ResourceType.TOPIC, topic, PatternType.LITERAL),
				new AccessControlEntry("User:ANONYMOUS", "*", operation, permission));
	}

}
