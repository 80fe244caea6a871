package io.kcadvisor.system;

import org.springframework.web.client.RestClient;

/**
 * Clients for tests that assert the status of what the service answers: every response is
 * handed back as it is, errors included, instead of being thrown.
 */
public final class LenientRestClient {

	private LenientRestClient() {
	}

	/**
	 * Returns a client of the service on a local port.
	 * @param port the port
	 * @return the client
	 */
	public static RestClient of(int port) {
		return builder("http://localhost:" + port).build();
	}

	/**
	 * Returns a builder of such a client, for one that needs more.
	 * @param baseUrl the service's address
	 * @return the builder
	 */
	public static RestClient.Builder builder(String baseUrl) {
		return RestClient.builder().baseUrl(baseUrl).defaultStatusHandler((status) -> true, (request, response) -> {
		});
	}

}
