package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.system.LenientRestClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.springframework.core.io.ByteArrayResource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Talks to the running service over HTTP, as a script would, without throwing on error
 * statuses.
 */
final class ApiClient {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final RestClient client;

	ApiClient(int port) {
		this.client = LenientRestClient.of(port);
	}

	static MultiValueMap<String, Object> form(String filename, byte[] sample, String... fields) {
		MultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
		if (sample != null) {
			form.add("sample", file(filename, sample));
		}
		for (int i = 0; i < fields.length; i += 2) {
			form.add(fields[i], fields[i + 1]);
		}
		return form;
	}

	static ByteArrayResource file(String filename, byte[] content) {
		return new ByteArrayResource(content) {
			@Override
			public String getFilename() {
				return filename;
			}
		};
	}

	static byte[] utf8(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

	ResponseEntity<String> post(MultiValueMap<String, Object> form) {
		return post("/api/v1/analyses", form);
	}

	ResponseEntity<String> post(String path, MultiValueMap<String, Object> form) {
		return post(path, form, new HttpHeaders());
	}

	ResponseEntity<String> post(String path, MultiValueMap<String, Object> form, HttpHeaders headers) {
		return this.client.post()
			.uri(path)
			.headers((sent) -> sent.addAll(headers))
			.contentType(MediaType.MULTIPART_FORM_DATA)
			.body(form)
			.retrieve()
			.toEntity(String.class);
	}

	ResponseEntity<String> postRaw(MediaType contentType, String body) {
		return this.client.post()
			.uri("/api/v1/analyses")
			.contentType(contentType)
			.body(body)
			.retrieve()
			.toEntity(String.class);
	}

	ResponseEntity<String> get(String path, String... accept) {
		return this.client.get().uri(path).headers((headers) -> {
			if (accept.length > 0) {
				headers.set(HttpHeaders.ACCEPT, accept[0]);
			}
		}).retrieve().toEntity(String.class);
	}

	ResponseEntity<String> delete(String path) {
		return this.client.delete().uri(path).retrieve().toEntity(String.class);
	}

	JsonNode await(String id, Predicate<JsonNode> done, Duration timeout) throws InterruptedException {
		return poll("/api/v1/analyses/" + id, done, timeout);
	}

	JsonNode poll(String path, Predicate<JsonNode> done, Duration timeout) throws InterruptedException {
		long deadline = System.nanoTime() + timeout.toNanos();
		JsonNode body = json(get(path));
		while (!done.test(body) && System.nanoTime() < deadline) {
			Thread.sleep(50);
			body = json(get(path));
		}
		return body;
	}

	JsonNode awaitFinal(String id) throws InterruptedException {
		return await(id, (analysis) -> Map.of("SUCCEEDED", 1, "FAILED", 1, "CANCELLED", 1)
			.containsKey(analysis.path("status").asString()), Duration.ofSeconds(60));
	}

	/**
	 * Analyses sensor readings and waits for the analysis to succeed.
	 * @param records how many readings
	 * @param fields the form's other fields, names and values
	 * @return the analysis's id
	 */
	String analysed(int records, String... fields) throws InterruptedException {
		String id = json(post(form("events.jsonl", utf8(sensorReadings(records)), fields))).path("id").asString();
		assertThat(awaitFinal(id).path("status").asString()).isEqualTo("SUCCEEDED");
		return id;
	}

	/**
	 * Returns JSON lines of sensor readings, as varied as real ones.
	 * @param records how many lines
	 * @return the lines
	 */
	static String sensorReadings(int records) {
		return IntStream.range(0, records)
			.mapToObj((i) -> "{\"device\":\"sensor-" + (i % 40) + "\",\"seq\":" + i + ",\"site\":\"plant-" + (i % 3)
					+ "\",\"temperature\":" + (20 + i % 7) + "." + (i % 10) + ",\"ok\":" + (i % 11 != 0) + "}")
			.collect(Collectors.joining("\n", "", "\n"));
	}

	static JsonNode json(ResponseEntity<String> response) {
		return JSON.readTree(response.getBody());
	}

}
