package io.kcadvisor.system;

import java.util.Locale;

/**
 * What the service quotes back of a value it refuses: a short prefix, so that a long
 * value does not come back whole.
 */
public final class Echo {

	/** The most characters of a value quoted back. */
	static final int MAX_CHARACTERS = 40;

	private Echo() {
	}

	/**
	 * Returns a value as it is quoted back.
	 * @param value the value
	 * @return the value, or its first characters and an ellipsis
	 */
	public static String quoted(String value) {
		return (value.length() <= MAX_CHARACTERS) ? value : value.substring(0, MAX_CHARACTERS) + "…";
	}

	/**
	 * Cuts a value short where a message quotes it, saying how long it was.
	 * @param message the message, perhaps quoting the value in single quotes
	 * @param value the value
	 * @return the message, quoting at most the value's first characters
	 */
	static String cut(String message, String value) {
		if (value.length() <= MAX_CHARACTERS || message == null) {
			return message;
		}
		String length = String.format(Locale.ROOT, " (%,d characters)", value.length());
		String cut = message.replace("'" + value + "'", "'" + quoted(value) + "'" + length);
		return cut.replace(value, quoted(value));
	}

}
