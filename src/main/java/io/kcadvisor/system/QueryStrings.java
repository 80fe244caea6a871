package io.kcadvisor.system;

import io.kcadvisor.system.InvalidFieldsException.FieldProblem;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Finds the parameter of a query string that cannot be decoded, which Tomcat does not
 * name when it refuses the query string: a name or value whose percent-escapes are
 * malformed or do not make UTF-8, or a value without a name.
 */
final class QueryStrings {

	private QueryStrings() {
	}

	/**
	 * Returns the first parameter that cannot be decoded.
	 * @param query the query string as sent, or {@code null}
	 * @return the parameter, named as sent when its name cannot be decoded, and what is
	 * wrong with it; a field with an empty name when it has none; {@code null} when every
	 * parameter decodes
	 */
	static FieldProblem undecodable(String query) {
		if (query == null) {
			return null;
		}
		for (String parameter : query.split("&")) {
			int equals = parameter.indexOf('=');
			String name = (equals >= 0) ? parameter.substring(0, equals) : parameter;
			String value = (equals >= 0) ? parameter.substring(equals + 1) : "";
			if (name.isEmpty() && !value.isEmpty()) {
				return new FieldProblem("", "a parameter has no name: '" + Echo.quoted(parameter) + "'");
			}
			String decodedName = decode(name);
			if (decodedName == null) {
				return new FieldProblem(Echo.quoted(name), "its name is not percent-encoded UTF-8");
			}
			if (decode(value) == null) {
				return new FieldProblem(decodedName, "'" + Echo.quoted(value) + "' is not percent-encoded UTF-8");
			}
		}
		return null;
	}

	/**
	 * Returns how many parameters a query string has, as Tomcat counts them.
	 * @param query the query string as sent, or {@code null}
	 * @return the parameters with a name or a value
	 */
	static int count(String query) {
		if (query == null) {
			return 0;
		}
		int count = 0;
		for (String parameter : query.split("&")) {
			if (!parameter.isEmpty()) {
				count++;
			}
		}
		return count;
	}

	/**
	 * Decodes as Tomcat does: {@code +} is a space, {@code %} and two hexadecimal digits
	 * a byte, and the bytes must make UTF-8.
	 */
	private static String decode(String text) {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length());
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c == '%') {
				int high = (i + 1 < text.length()) ? Character.digit(text.charAt(i + 1), 16) : -1;
				int low = (i + 2 < text.length()) ? Character.digit(text.charAt(i + 2), 16) : -1;
				if (high < 0 || low < 0) {
					return null;
				}
				bytes.write((high << 4) | low);
				i += 2;
			}
			else {
				bytes.write((c == '+') ? ' ' : c);
			}
		}
		try {
			return StandardCharsets.UTF_8.newDecoder()
				.onMalformedInput(CodingErrorAction.REPORT)
				.onUnmappableCharacter(CodingErrorAction.REPORT)
				.decode(ByteBuffer.wrap(bytes.toByteArray()))
				.toString();
		}
		catch (CharacterCodingException ex) {
			return null;
		}
	}

}
