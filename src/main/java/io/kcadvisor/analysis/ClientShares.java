package io.kcadvisor.analysis;

import java.util.HashMap;
import java.util.Map;

/**
 * The places each client holds: its analyses queued or running and its uploads being
 * split, at most {@code max-analyses} at once. Not thread-safe: the {@link Admission}
 * guards it.
 */
final class ClientShares {

	private final int maxPlaces;

	private final Map<String, Integer> places = new HashMap<>();

	ClientShares(int maxPlaces) {
		this.maxPlaces = maxPlaces;
	}

	/**
	 * Returns whether a client holds as many places as one may.
	 * @param client the client
	 * @return {@code true} when it may take no more
	 */
	boolean isFull(String client) {
		return this.places.getOrDefault(client, 0) >= this.maxPlaces;
	}

	void take(String client) {
		this.places.merge(client, 1, Integer::sum);
	}

	void giveBack(String client) {
		this.places.computeIfPresent(client, (key, held) -> (held > 1) ? held - 1 : null);
	}

	int maxPlaces() {
		return this.maxPlaces;
	}

}
