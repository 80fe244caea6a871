package io.kcadvisor.analysis;

import java.security.SecureRandom;
import java.util.Base64;

/**
 * Creates analysis and scan ids: 128 random bits from a cryptographic generator,
 * URL-safe. Holding an id is what grants access to an analysis or scan, so ids must not
 * be guessable.
 */
public final class AnalysisIds {

	private static final SecureRandom RANDOM = new SecureRandom();

	private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();

	private AnalysisIds() {
	}

	/**
	 * Returns a new id.
	 * @return 22 URL-safe characters
	 */
	public static String next() {
		byte[] bytes = new byte[16];
		RANDOM.nextBytes(bytes);
		return ENCODER.encodeToString(bytes);
	}

}
