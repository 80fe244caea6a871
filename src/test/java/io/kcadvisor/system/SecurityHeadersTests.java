package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every response carries the security headers, pages run only the service's own scripts
 * (the Swagger UI too: headless Chromium renders it under this policy), and the actuator
 * shows only health, info and the Prometheus metrics.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SecurityHeadersTests {

	@LocalServerPort
	private int port;

	@ParameterizedTest(name = "{0}")
	@CsvSource(textBlock = """
			/no-such-page,            text/html
			/api/v1/codecs,           application/json
			/api/v1/analyses/unknown, application/json
			/swagger-ui/index.html,   text/html
			/actuator/health,         application/json
			""")
	void pagesAndAnswersCarryTheSecurityHeaders(String path, String accept) {
		HttpHeaders headers = get(path, accept).getHeaders();
		String policy = headers.getFirst("Content-Security-Policy");
		assertThat(policy).contains("default-src 'self'")
			.contains("object-src 'none'")
			.contains("frame-ancestors 'none'")
			.doesNotContain("*")
			.doesNotContain("http:")
			.doesNotContain("https:");
		assertThat(directive(policy, "script-src")).isEqualTo("script-src 'self'");
		assertThat(headers.getFirst("X-Content-Type-Options")).isEqualTo("nosniff");
		assertThat(headers.getFirst("X-Frame-Options")).isEqualTo("DENY");
		assertThat(headers.getFirst("Referrer-Policy")).isEqualTo("no-referrer");
	}

	@Test
	void onlyTheSwaggerUiMayUseInlineStyles() {
		assertThat(directive(policy("/no-such-page"), "style-src")).isEqualTo("style-src 'self'");
		assertThat(directive(policy("/swagger-ui/index.html"), "style-src"))
			.isEqualTo("style-src 'self' 'unsafe-inline'");
	}

	@Test
	void theActuatorExposesOnlyHealthInfoAndPrometheus() {
		List<String> links = new ArrayList<>();
		JsonMapper.builder()
			.build()
			.readTree(get("/actuator", MediaType.APPLICATION_JSON_VALUE).getBody())
			.path("_links")
			.propertyNames()
			.forEach(links::add);
		assertThat(links).containsExactlyInAnyOrder("self", "health", "health-path", "info", "prometheus");
	}

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "env", "beans", "configprops", "heapdump", "threaddump", "loggers", "metrics", "mappings",
			"shutdown", "scheduledtasks" })
	void otherActuatorEndpointsAreNotThere(String endpoint) {
		assertThat(get("/actuator/" + endpoint, MediaType.APPLICATION_JSON_VALUE).getStatusCode())
			.isEqualTo(HttpStatus.NOT_FOUND);
	}

	private ResponseEntity<String> get(String path, String accept) {
		return RestClient.create("http://localhost:" + this.port)
			.get()
			.uri(path)
			.header(HttpHeaders.ACCEPT, accept)
			.retrieve()
			.onStatus((status) -> true, (request, response) -> {
			})
			.toEntity(String.class);
	}

	private String policy(String path) {
		return get(path, MediaType.TEXT_HTML_VALUE).getHeaders().getFirst("Content-Security-Policy");
	}

	private static String directive(String policy, String name) {
		for (String directive : policy.split(";")) {
			if (directive.trim().startsWith(name + " ")) {
				return directive.trim();
			}
		}
		throw new AssertionError("No " + name + " in " + policy);
	}

}
