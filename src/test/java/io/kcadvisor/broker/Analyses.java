package io.kcadvisor.broker;

import org.springframework.http.MediaType;
import org.springframework.util.MultiValueMap;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Runs analyses through the service's API, as a user's client does.
 */
final class Analyses {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private Analyses() {
	}

	/**
	 * Submits an analysis and waits until it has ended.
	 * @param port the service's port
	 * @param form the upload form: the sample and the analysis's fields
	 * @return the analysis
	 * @throws IllegalStateException when it ended without succeeding
	 */
	static JsonNode run(int port, MultiValueMap<String, Object> form) throws InterruptedException {
		RestClient client = RestClient.create("http://localhost:" + port);
		String id = JSON
			.readTree(client.post()
				.uri("/api/v1/analyses")
				.contentType(MediaType.MULTIPART_FORM_DATA)
				.body(form)
				.retrieve()
				.body(String.class))
			.path("id")
			.asString();
		JsonNode analysis;
		String status;
		do {
			Thread.sleep(100);
			analysis = JSON.readTree(client.get().uri("/api/v1/analyses/" + id).retrieve().body(String.class));
			status = analysis.path("status").asString();
		}
		while (status.equals("QUEUED") || status.equals("RUNNING"));
		if (!status.equals("SUCCEEDED")) {
			throw new IllegalStateException("The analysis ended " + status + ": " + analysis);
		}
		return analysis;
	}

}
