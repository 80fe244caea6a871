package io.kcadvisor.topic;

import io.kcadvisor.system.LenientRestClient;
import java.time.Duration;
import java.util.List;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The service's API as the topic tests call it: any status is an answer to look at, not
 * an exception.
 */
final class AdvisorApi {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final RestClient client;

	AdvisorApi(int port) {
		this.client = LenientRestClient.of(port);
	}

	RestClient client() {
		return this.client;
	}

	/**
	 * Submits an analysis as a multipart form.
	 */
	ResponseEntity<String> analyse(MultiValueMap<String, Object> form) {
		return this.client.post()
			.uri("/api/v1/analyses")
			.contentType(MediaType.MULTIPART_FORM_DATA)
			.body(form)
			.retrieve()
			.toEntity(String.class);
	}

	/**
	 * Returns the analysis once it ended, or as it is after a minute.
	 */
	JsonNode awaitEnd(String id) throws InterruptedException {
		long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
		JsonNode analysis;
		do {
			Thread.sleep(100);
			analysis = JSON.readTree(this.client.get().uri("/api/v1/analyses/" + id).retrieve().body(String.class));
		}
		while (List.of("QUEUED", "RUNNING").contains(analysis.path("status").asString())
				&& System.nanoTime() < deadline);
		return analysis;
	}

	/**
	 * Returns a form of the given names and values, in pairs.
	 */
	static MultiValueMap<String, Object> form(String... fields) {
		MultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
		for (int i = 0; i < fields.length; i += 2) {
			form.add(fields[i], fields[i + 1]);
		}
		return form;
	}

}
