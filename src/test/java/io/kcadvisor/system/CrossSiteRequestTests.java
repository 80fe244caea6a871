package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A page of another site cannot make its visitor's browser start, cancel or delete
 * analyses, neither through the form nor through the API: a browser says where a request
 * comes from ({@code Sec-Fetch-Site}, or else {@code Origin}), and the service refuses
 * what does not come from its own pages. Clients that are not browsers, such as curl and
 * the generated clients, say nothing and are served.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "advisor.sweep.workers=1")
class CrossSiteRequestTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	private RestClient client;

	private final List<String> accepted = new ArrayList<>();

	@AfterEach
	void deleteWhatWasAccepted() {
		this.accepted.forEach((id) -> this.client.delete().uri("/api/v1/analyses/" + id).retrieve().toBodilessEntity());
	}

	@BeforeEach
	void connect() {
		this.client = LenientRestClient.of(this.port);
	}

	@ParameterizedTest(name = "{0} {1} from Sec-Fetch-Site {2}, Origin {3}")
	@CsvSource(nullValues = "-", textBlock = """
			POST, /api/v1/analyses, cross-site,  https://evil.example
			POST, /api/v1/analyses, same-site,   http://sibling.localhost
			POST, /api/v1/analyses, -,           https://evil.example
			POST, /api/v1/analyses, -,           null
			POST, /analyses,        cross-site,  https://evil.example
			POST, /analyses,        -,           http://localhost:1
			""")
	void anAnalysisSentFromAnotherSiteIsForbidden(String method, String path, String site, String origin) {
		ResponseEntity<String> refused = post(path, site, origin);
		assertThat(refused.getStatusCode()).isEqualTo(HttpStatus.FORBIDDEN);
		if (path.startsWith("/api/")) {
			JsonNode problem = JSON.readTree(refused.getBody());
			assertThat(problem.path("type").asString()).isEqualTo("/problems/cross-site-request");
			assertThat(problem.path("detail").asString()).contains("another site");
		}
		else {
			assertThat(refused.getHeaders().getContentType().isCompatibleWith(MediaType.TEXT_HTML)).isTrue();
			assertThat(refused.getBody()).contains("Another site sent this form");
		}
	}

	@ParameterizedTest(name = "{0} from Sec-Fetch-Site {1}, Origin {2}")
	@CsvSource(nullValues = "-", textBlock = """
			/api/v1/analyses, same-origin, http://localhost:{port}
			/api/v1/analyses, -,           http://localhost:{port}
			/api/v1/analyses, none,        -
			/api/v1/analyses, -,           -
			/analyses,        same-origin, http://localhost:{port}
			""")
	void anAnalysisSentFromTheServicesOwnPagesOrWithoutABrowserIsTaken(String path, String site, String origin) {
		ResponseEntity<String> taken = post(path, site,
				(origin != null) ? origin.replace("{port}", Integer.toString(this.port)) : null);
		assertThat(taken.getStatusCode().value()).isIn(202, 303);
	}

	@Test
	void anAnalysisCannotBeDeletedFromAnotherSite() {
		String id = JSON.readTree(post("/api/v1/analyses", null, null).getBody()).path("id").asString();
		ResponseEntity<String> refused = this.client.delete()
			.uri("/api/v1/analyses/" + id)
			.header("Sec-Fetch-Site", "cross-site")
			.header(HttpHeaders.ORIGIN, "https://evil.example")
			.retrieve()
			.toEntity(String.class);
		assertThat(refused.getStatusCode()).isEqualTo(HttpStatus.FORBIDDEN);
		assertThat(this.client.get().uri("/api/v1/analyses/" + id).retrieve().toEntity(String.class).getStatusCode())
			.isEqualTo(HttpStatus.OK);
	}

	private ResponseEntity<String> post(String path, String site, String origin) {
		MultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
		form.add("sample", new ByteArrayResource("a\nb\n".getBytes(StandardCharsets.UTF_8)) {
			@Override
			public String getFilename() {
				return "events.txt";
			}
		});
		form.add("preset", "quick");
		ResponseEntity<String> response = this.client.post().uri(path).headers((headers) -> {
			if (!path.startsWith("/api/")) {
				headers.setAccept(List.of(MediaType.TEXT_HTML));
			}
			if (site != null) {
				headers.set("Sec-Fetch-Site", site);
			}
			if (origin != null) {
				headers.set(HttpHeaders.ORIGIN, origin);
			}
		}).contentType(MediaType.MULTIPART_FORM_DATA).body(form).retrieve().toEntity(String.class);
		URI location = response.getHeaders().getLocation();
		if (location != null) {
			String where = location.getPath();
			this.accepted.add(where.substring(where.lastIndexOf('/') + 1));
		}
		return response;
	}

}
