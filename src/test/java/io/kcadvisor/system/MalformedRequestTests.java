package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Requests malformed below the API, sent byte for byte as a careless or hostile client
 * would: those Tomcat refuses before the application sees them, and query strings that
 * cannot be decoded. Each is answered with an RFC 9457 problem with Tomcat's status,
 * never Tomcat's HTML page, a stack trace or the server's version.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ExtendWith(OutputCaptureExtension.class)
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class MalformedRequestTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "/api/v1/analyses/%ZZ", "/api/v1/analyses/[x]", "/api/v1/analyses/a%2Fb",
			"/api/v1/analyses/a%5Cb", "/api/v1/analyses/a%00b", "/analyses/%ZZ", "/%ZZ" })
	void addressesTomcatRefusesAreBadRequestProblems(String target) throws IOException {
		Response response = get(target);
		JsonNode problem = assertProblem(response, 400);
		assertThat(problem.path("type").asString()).isEqualTo("/problems/bad-request");
		assertThat(problem.path("detail").asString()).contains("address");
	}

	@Test
	void anIdTooLongForTheRequestLineIsABadRequestProblem() throws IOException {
		Response response = get("/api/v1/analyses/" + "x".repeat(9000));
		JsonNode problem = assertProblem(response, 400);
		assertThat(problem.path("detail").asString()).contains("8192 bytes");
	}

	@Test
	void aHeaderTooLargeIsAProblemWithTomcatsStatus() throws IOException {
		Response response = exchange("GET /api/v1/codecs HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "x".repeat(20_000)
				+ "\r\nConnection: close\r\n\r\n");
		assertThat(response.status()).isIn(400, 431);
		assertProblem(response, response.status());
	}

	@Test
	void aMalformedHeaderLineIsABadRequestProblem() throws IOException {
		Response response = exchange(
				"GET /api/v1/codecs HTTP/1.1\r\nHost: localhost\r\nNo colon here\r\nConnection: close\r\n\r\n");
		assertThat(assertProblem(response, 400).path("detail").asString()).contains("headers are malformed");
	}

	@ParameterizedTest(name = "{0}")
	@CsvSource(textBlock = """
			objective=%ZZ,                objective, '%ZZ'
			objective=%FF,                objective, '%FF'
			objective=%C3%28,             objective, '%C3%28'
			objective=a%,                 objective, 'a%'
			kafkaVersion=3.7&objective=%2, objective, '%2'
			%ZZ=balanced,                 %ZZ,       '%ZZ'
			""")
	void queryStringsThatCannotBeDecodedNameTheParameter(String query, String parameter, String raw)
			throws IOException {
		JsonNode problem = assertProblem(get("/api/v1/analyses/x?" + query), 400);
		assertThat(problem.path("type").asString()).isEqualTo("/problems/undecodable-parameter");
		assertThat(problem.path("detail").asString()).contains("query string")
			.contains(parameter)
			.contains(raw)
			.doesNotContain("upload");
		assertThat(problem.path("errors").get(0).path("field").asString()).isEqualTo(parameter);
	}

	/**
	 * A page shows the same words as a page, and logs nothing of a user's mistake.
	 */
	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "GET /analyses/x?objective=%ZZ", "GET /compare?ids=%ZZ", "POST /scans?from=%ZZ" })
	void pagesSayAQueryStringCannotBeDecodedAsAPage(String target, CapturedOutput output) throws IOException {
		String form = "cluster=local";
		Response response = exchange(target + " HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n"
				+ (target.startsWith("POST")
						? "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: " + form.length() + "\r\n"
						: "")
				+ "Connection: close\r\n\r\n" + (target.startsWith("POST") ? form : ""));
		assertThat(response.status()).isEqualTo(400);
		assertThat(response.header("content-type")).startsWith("text/html");
		assertThat(response.body()).contains("The address could not be read")
			.contains("query string")
			.contains("&#39;%ZZ&#39;")
			.doesNotContain("\tat ");
		assertThat(output.getAll()).doesNotContain("ERROR").doesNotContain("InvalidParameterException");
	}

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "=smallest", "objective=smallest&=x" })
	void queryStringsWithANamelessParameterSaySo(String query) throws IOException {
		JsonNode problem = assertProblem(get("/api/v1/analyses/x?" + query), 400);
		assertThat(problem.path("type").asString()).isEqualTo("/problems/undecodable-parameter");
		assertThat(problem.path("detail").asString()).contains("no name").doesNotContain("upload");
	}

	@Test
	void queryStringsWithTooManyParametersAreNotAnUploadProblem() throws IOException {
		String query = IntStream.range(0, 1001).mapToObj((i) -> "p" + i + "=1").collect(Collectors.joining("&"));
		JsonNode problem = assertProblem(get("/api/v1/analyses/x?" + query), 400);
		assertThat(problem.path("type").asString()).isEqualTo("/problems/unreadable-parameters");
		assertThat(problem.path("detail").asString()).contains("too many")
			.endsWith("Send each parameter once.")
			.doesNotContain("upload")
			.doesNotContain("in the form");
	}

	@Test
	void anUploadWithTooManyQueryParametersSaysSo() throws IOException {
		String query = IntStream.range(0, 1001).mapToObj((i) -> "p" + i + "=1").collect(Collectors.joining("&"));
		JsonNode problem = assertProblem(upload("/api/v1/analyses?" + query, "preset", "quick"), 400);
		assertThat(problem.path("type").asString()).isEqualTo("/problems/unreadable-parameters");
		assertThat(problem.path("detail").asString()).contains("too many parameters")
			.contains("1,000")
			.endsWith("Send the analysis's fields in the form, each once.")
			.doesNotContain("cut off");
	}

	@Test
	void aFormFieldOverTheLimitIsTooLargeAndLoggedWithoutATrace(CapturedOutput output) throws IOException {
		JsonNode problem = assertProblem(upload("/api/v1/analyses", "preset", "q".repeat(3 << 20)), 413);
		assertThat(problem.path("type").asString()).isEqualTo("/problems/fields-too-large");
		assertThat(problem.path("detail").asString()).contains("65,536 bytes").contains("file part named 'sample'");
		assertThat(output.getAll()).doesNotContain("ERROR").doesNotContain("\tat ");
	}

	@Test
	void theErrorPathItselfIsNotFound() throws IOException {
		JsonNode problem = assertProblem(get("/error"), 404);
		assertThat(problem.path("detail").asString()).contains("/error");
	}

	@Test
	void aQueryStringThatDecodesIsReadAsBefore() throws IOException {
		JsonNode problem = assertProblem(get("/api/v1/analyses/x?objective=sm%61llest&kafkaVersion=3.7+"), 404);
		assertThat(problem.path("type").asString()).isEqualTo("/problems/analysis-not-found");
	}

	private static JsonNode assertProblem(Response response, int status) {
		assertThat(response.status()).isEqualTo(status);
		assertThat(response.header("content-type")).startsWith("application/problem+json");
		assertThat(response.header("server")).isNull();
		assertThat(response.header("x-content-type-options")).isEqualTo("nosniff");
		assertThat(response.body()).doesNotContain("<").doesNotContain("Tomcat").doesNotContain("\tat ");
		JsonNode problem = JSON.readTree(response.body());
		assertThat(problem.path("type").asString()).startsWith("/problems/");
		assertThat(problem.path("title").asString()).isNotBlank();
		assertThat(problem.path("status").asInt()).isEqualTo(status);
		assertThat(problem.path("detail").asString()).isNotBlank();
		return problem;
	}

	/** Posts a multipart upload of a small sample and one field. */
	private Response upload(String target, String field, String value) throws IOException {
		String body = "--f\r\nContent-Disposition: form-data; name=\"" + field + "\"\r\n\r\n" + value + "\r\n"
				+ "--f\r\nContent-Disposition: form-data; name=\"sample\"; filename=\"s.txt\"\r\n\r\na\nb\n\r\n--f--\r\n";
		return exchange("POST " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
				+ "Content-Type: multipart/form-data; boundary=f\r\nContent-Length: " + body.length() + "\r\n\r\n"
				+ body);
	}

	private Response get(String target) throws IOException {
		return exchange("GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
	}

	/** Sends the request exactly as given and reads the whole answer. */
	private Response exchange(String request) throws IOException {
		try (Socket socket = new Socket("127.0.0.1", this.port)) {
			socket.setSoTimeout(30_000);
			OutputStream out = socket.getOutputStream();
			out.write(request.getBytes(StandardCharsets.ISO_8859_1));
			out.flush();
			return Response.parse(socket.getInputStream());
		}
	}

	/**
	 * An HTTP/1.1 answer.
	 *
	 * @param status the status code
	 * @param headers the headers, by lower-case name
	 * @param body the body as UTF-8, chunks joined
	 */
	record Response(int status, Map<String, String> headers, String body) {

		String header(String name) {
			return this.headers.get(name);
		}

		static Response parse(InputStream in) throws IOException {
			String answer = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
			int end = answer.indexOf("\r\n\r\n");
			String[] lines = answer.substring(0, end).split("\r\n");
			Map<String, String> headers = new LinkedHashMap<>();
			for (int i = 1; i < lines.length; i++) {
				int colon = lines[i].indexOf(':');
				headers.put(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
						lines[i].substring(colon + 1).trim());
			}
			String body = answer.substring(end + 4);
			if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
				body = unchunk(body);
			}
			return new Response(Integer.parseInt(lines[0].split(" ")[1]), headers,
					new String(body.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8));
		}

		private static String unchunk(String chunked) {
			ByteArrayOutputStream body = new ByteArrayOutputStream();
			int at = 0;
			while (true) {
				int lineEnd = chunked.indexOf("\r\n", at);
				int size = Integer.parseInt(chunked.substring(at, lineEnd).trim(), 16);
				if (size == 0) {
					return body.toString(StandardCharsets.ISO_8859_1);
				}
				body.writeBytes(
						chunked.substring(lineEnd + 2, lineEnd + 2 + size).getBytes(StandardCharsets.ISO_8859_1));
				at = lineEnd + 2 + size + 2;
			}
		}

	}

}
