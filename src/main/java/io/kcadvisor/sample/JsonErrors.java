package io.kcadvisor.sample;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.exc.UnexpectedEndOfInputException;

/**
 * What Jackson found wrong in a {@code json-array} sample, in the words of someone who
 * wrote the JSON rather than of its parser.
 */
final class JsonErrors {

	private static final Pattern BAD_TOKEN = Pattern.compile("(?i)(unrecognized|non-standard) token '([^']*)'");

	private JsonErrors() {
	}

	/**
	 * Names where a problem is: in the element being read, or after the one before it
	 * when what is missing is the comma or ] that should follow it.
	 * @param content the part being split
	 * @param number the element being read, counting from 1, or 0 outside the array
	 * @param inElement whether the element's first token was read
	 * @param offset the byte offset of the problem
	 * @return where it is, such as {@code element 3 at byte 40}
	 */
	static String location(byte[] content, int number, boolean inElement, long offset) {
		if (number == 0) {
			return "byte " + offset;
		}
		if (!inElement && number > 1 && !followsSeparator(content, offset)) {
			return "byte " + offset + ", after element " + (number - 1);
		}
		return "element " + number + " at byte " + offset;
	}

	/**
	 * Returns whether the last character before an offset, whitespace aside, is a comma
	 * or the array's [, so that a value is expected there.
	 */
	private static boolean followsSeparator(byte[] content, long offset) {
		for (int i = (int) Math.min(offset, content.length) - 1; i >= 0; i--) {
			byte b = content[i];
			if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
				return b == ',' || b == '[';
			}
		}
		return true;
	}

	/**
	 * Says in words what Jackson found wrong, naming the character at the offset.
	 * @param ex what Jackson raised
	 * @param content the part being split
	 * @param offset the byte offset of the problem
	 * @param maxDepth the deepest nesting accepted
	 * @return the reason, to follow where the problem is
	 */
	static String reason(JacksonException ex, byte[] content, long offset, int maxDepth) {
		if (ex instanceof UnexpectedEndOfInputException
				|| ex.getOriginalMessage().toLowerCase(Locale.ROOT).startsWith("unexpected end-of-input")) {
			return "the text ends before the array is closed";
		}
		if (isTooDeep(ex)) {
			return "nested deeper than " + maxDepth + " levels, the limit";
		}
		String message = cutAt(cutAt(ex.getOriginalMessage(), "\n"), ": enable `");
		String lower = message.toLowerCase(Locale.ROOT);
		Matcher token = BAD_TOKEN.matcher(message);
		if (token.lookingAt()) {
			return "'" + token.group(2) + "' is not a JSON value"
					+ (token.group(1).equalsIgnoreCase("unrecognized") ? " (strings need double quotes)" : "");
		}
		if (lower.startsWith("illegal unquoted character")) {
			return "a control character in a string, where JSON needs it escaped with a backslash";
		}
		if (lower.startsWith("unexpected character") || lower.startsWith("unexpected close marker")) {
			String found = characterAt(content, offset);
			if (lower.contains("expected a valid value") || lower.contains("expected a value")) {
				return found + " cannot start a JSON value";
			}
			if (lower.contains("comma to separate array")) {
				return "found " + found + " where a comma or ] should be";
			}
			if (lower.contains("comma to separate object")) {
				return "found " + found + " where a comma or } should be";
			}
			if (lower.contains("double-quote to start")) {
				return "found " + found + " where a property name in double quotes should be";
			}
			if (lower.contains("colon")) {
				return "found " + found + " where a colon should be";
			}
			return "unexpected " + found;
		}
		return message.isEmpty() ? "not valid JSON"
				: "not valid JSON: " + message.substring(0, 1).toLowerCase(Locale.ROOT) + message.substring(1);
	}

	/**
	 * Returns whether Jackson refused JSON for nesting deeper than the limit, rather than
	 * for a string, number or name longer than allowed.
	 * @param ex what Jackson raised
	 * @return {@code true} for nesting too deep
	 */
	static boolean isTooDeep(JacksonException ex) {
		return ex instanceof StreamConstraintsException && ex.getOriginalMessage().contains("nesting depth");
	}

	/**
	 * The character that starts at an offset, quoted, or named when it cannot be shown.
	 */
	private static String characterAt(byte[] content, long offset) {
		if (offset < 0 || offset >= content.length) {
			return "a character";
		}
		int start = (int) offset;
		int length = ((content[start] & 0x80) == 0) ? 1
				: Math.max(1, Utf8.sequenceLength(content, start, content.length));
		int codePoint = new String(content, start, length, StandardCharsets.UTF_8).codePointAt(0);
		if (Character.isISOControl(codePoint) || Character.isWhitespace(codePoint)) {
			return String.format(Locale.ROOT, "the character U+%04X", codePoint);
		}
		return "'" + Character.toString(codePoint) + "'";
	}

	private static String cutAt(String message, String marker) {
		int index = message.indexOf(marker);
		return (index >= 0) ? message.substring(0, index) : message;
	}

}
