package io.kcadvisor.scan;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.analysis.web.RunningService;
import java.time.Duration;
import java.util.function.Predicate;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The scans' API of a running instance, called as users call it: scans of cluster
 * {@code local}, read until they reach a state.
 */
final class ScanApi {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final Duration AWAIT_STEP = Duration.ofMillis(250);

	private ScanApi() {
	}

	/**
	 * Starts a scan of 1,500 records per topic, whatever the answer.
	 * @param service the instance to ask
	 * @param topics the topics' expression
	 * @param preset the preset
	 * @return the answer, with its body
	 */
	static ResponseEntity<String> submit(RunningService service, String topics, String preset) {
		MultiValueMap<String, String> form = new LinkedMultiValueMap<>();
		form.add("cluster", "local");
		form.add("topics", topics);
		form.add("preset", preset);
		form.add("sampleRecords", "1500");
		return client(service).post()
			.uri("/api/v1/scans")
			.contentType(MediaType.APPLICATION_FORM_URLENCODED)
			.body(form)
			.retrieve()
			.onStatus((status) -> true, (request, response) -> {
			})
			.toEntity(String.class);
	}

	/**
	 * Starts a scan of 1,500 records per topic.
	 * @param service the instance to ask
	 * @param topics the topics' expression
	 * @param preset the preset
	 * @return its id
	 */
	static String create(RunningService service, String topics, String preset) {
		ResponseEntity<String> answer = submit(service, topics, preset);
		assertThat(answer.getStatusCode().value()).as(answer.getBody()).isEqualTo(202);
		return read(answer.getBody()).path("id").asString();
	}

	/**
	 * Reads a scan until a condition holds, for four minutes at most.
	 * @param service the instance to ask
	 * @param id the scan's id
	 * @param condition the condition
	 * @return the scan, once the condition holds
	 */
	static JsonNode await(RunningService service, String id, Predicate<JsonNode> condition)
			throws InterruptedException {
		long deadline = System.nanoTime() + Duration.ofMinutes(4).toNanos();
		JsonNode scan;
		do {
			Thread.sleep(AWAIT_STEP.toMillis());
			scan = read(get(service, id));
		}
		while (!condition.test(scan) && System.nanoTime() < deadline);
		assertThat(condition.test(scan)).as(scan.toString()).isTrue();
		return scan;
	}

	static String get(RunningService service, String id) {
		return client(service).get().uri("/api/v1/scans/" + id).retrieve().body(String.class);
	}

	static void delete(RunningService service, String id) {
		client(service).delete().uri("/api/v1/scans/" + id).retrieve().toBodilessEntity();
	}

	static JsonNode read(String body) {
		return JSON.readTree(body);
	}

	private static RestClient client(RunningService service) {
		return RestClient.create("http://127.0.0.1:" + service.port());
	}

}
