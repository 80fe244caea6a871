package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Requests in a media type a path does not take, asking for one it does not answer with,
 * or with a JSON body that cannot be read: each is a problem with a type, naming what the
 * path does take or answer with, so that the client can fix its request.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class MediaTypeProblemsTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	private RestClient client;

	@BeforeEach
	void connect() {
		this.client = LenientRestClient.of(this.port);
	}

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "{\"cluster\":", "[1]", "null", "" })
	void aScanWhoseJsonCannotBeReadIsABadRequestSayingWhatToSend(String body) {
		ResponseEntity<String> response = this.client.post()
			.uri("/api/v1/scans")
			.contentType(MediaType.APPLICATION_JSON)
			.body(body)
			.retrieve()
			.toEntity(String.class);
		JsonNode problem = assertProblem(response, HttpStatus.BAD_REQUEST);
		assertThat(problem.path("type").asString()).isEqualTo("/problems/unreadable-body");
		assertThat(problem.path("detail").asString()).contains("JSON object").contains("cluster");
	}

	@Test
	void aScanInAMediaTypeItDoesNotTakeNamesTheOnesItDoes() {
		ResponseEntity<String> response = this.client.post()
			.uri("/api/v1/scans")
			.contentType(MediaType.TEXT_PLAIN)
			.body("cluster=local")
			.retrieve()
			.toEntity(String.class);
		JsonNode problem = assertProblem(response, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
		assertThat(problem.path("detail").asString()).contains("application/x-www-form-urlencoded")
			.contains("multipart/form-data")
			.contains("application/json")
			.doesNotContain("sample");
	}

	@Test
	void anAnalysisInAMediaTypeItDoesNotTakeStillAsksForTheSampleFile() {
		ResponseEntity<String> response = this.client.post()
			.uri("/api/v1/analyses")
			.contentType(MediaType.APPLICATION_JSON)
			.body("{\"sample\":\"a\"}")
			.retrieve()
			.toEntity(String.class);
		JsonNode problem = assertProblem(response, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
		assertThat(problem.path("detail").asString()).contains("multipart/form-data")
			.contains("file part named 'sample'");
	}

	@Test
	void eventsAskedForAsJsonNameTheEventStream() {
		ResponseEntity<String> response = this.client.get()
			.uri("/api/v1/analyses/nope/events")
			.accept(MediaType.APPLICATION_JSON)
			.retrieve()
			.toEntity(String.class);
		JsonNode problem = assertProblem(response, HttpStatus.NOT_ACCEPTABLE);
		assertThat(problem.path("detail").asString()).contains("text/event-stream: ask for it");
	}

	@Test
	void anAnalysisAskedForAsXmlNamesJsonAndCsv() {
		ResponseEntity<String> response = this.client.get()
			.uri("/api/v1/analyses/nope")
			.accept(MediaType.APPLICATION_XML)
			.retrieve()
			.toEntity(String.class);
		JsonNode problem = assertProblem(response, HttpStatus.NOT_ACCEPTABLE);
		assertThat(problem.path("detail").asString()).contains("application/json")
			.contains("text/csv")
			.contains("ask for one of them");
	}

	/**
	 * A client that asks for problem details alone is refused, rather than answered 200
	 * with a list of clusters labelled as a problem.
	 */
	@Test
	void aResourceAskedForAsAProblemAloneNamesJson() {
		ResponseEntity<String> response = this.client.get()
			.uri("/api/v1/clusters")
			.accept(MediaType.APPLICATION_PROBLEM_JSON)
			.retrieve()
			.toEntity(String.class);
		JsonNode problem = assertProblem(response, HttpStatus.NOT_ACCEPTABLE);
		assertThat(problem.path("detail").asString()).contains("application/json");
	}

	private static JsonNode assertProblem(ResponseEntity<String> response, HttpStatus status) {
		assertThat(response.getStatusCode()).isEqualTo(status);
		assertThat(response.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
		JsonNode problem = JSON.readTree(response.getBody());
		assertThat(problem.path("type").asString()).startsWith("/problems/");
		assertThat(problem.path("title").asString()).isNotBlank();
		assertThat(problem.path("status").asInt()).isEqualTo(status.value());
		assertThat(problem.path("detail").asString()).isNotBlank();
		return problem;
	}

}
