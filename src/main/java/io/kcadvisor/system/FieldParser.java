package io.kcadvisor.system;

import io.kcadvisor.system.InvalidFieldsException.FieldProblem;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * Parses request fields given as text, collecting every problem so that one answer names
 * all invalid fields. A long invalid value is quoted back as a short prefix.
 */
public final class FieldParser {

	private final List<FieldProblem> problems = new ArrayList<>();

	/**
	 * Parses a field with a parser that throws {@link IllegalArgumentException} with a
	 * message saying what is accepted.
	 * @param <T> the parsed type
	 * @param field the field's name
	 * @param value the text, or {@code null}
	 * @param parser the parser
	 * @param fallback the value when the field is absent or blank
	 * @return the parsed value, or the fallback when absent or invalid
	 */
	public <T> T parse(String field, String value, Function<String, T> parser, T fallback) {
		if (value == null || value.isBlank()) {
			return fallback;
		}
		String text = value.trim();
		try {
			return parser.apply(text);
		}
		catch (IllegalArgumentException ex) {
			this.problems.add(new FieldProblem(field, Echo.cut(ex.getMessage(), text)));
			return fallback;
		}
	}

	/**
	 * Parses a comma-separated list, each element with a parser.
	 * @param <T> the element type
	 * @param field the field's name
	 * @param value the text, or {@code null}
	 * @param parser parses one element
	 * @param maxElements the most elements accepted
	 * @return the distinct elements in order, or {@code null} when absent or invalid
	 */
	public <T> List<T> list(String field, String value, Function<String, T> parser, int maxElements) {
		return parse(field, value, (text) -> {
			Set<T> elements = new LinkedHashSet<>();
			for (String element : text.split(",")) {
				if (!element.isBlank()) {
					elements.add(parseElement(element.trim(), parser));
				}
			}
			if (elements.isEmpty()) {
				throw new IllegalArgumentException("must list at least one value");
			}
			if (elements.size() > maxElements) {
				throw new IllegalArgumentException("must list at most " + maxElements + " values");
			}
			return List.copyOf(elements);
		}, null);
	}

	private static <T> T parseElement(String element, Function<String, T> parser) {
		try {
			return parser.apply(element);
		}
		catch (IllegalArgumentException ex) {
			throw new IllegalArgumentException(Echo.cut(ex.getMessage(), element), ex);
		}
	}

	/**
	 * Parses a whole number in a range.
	 * @param field the field's name
	 * @param value the text, or {@code null}
	 * @param min the smallest accepted
	 * @param max the largest accepted
	 * @return the number, or {@code null} when absent or invalid
	 */
	public Integer integer(String field, String value, int min, int max) {
		return parse(field, value, (text) -> wholeNumber(text, min, max), null);
	}

	/**
	 * Parses a number above zero.
	 * @param field the field's name
	 * @param value the text, or {@code null}
	 * @param max the largest accepted
	 * @return the number, or {@code null} when absent or invalid
	 */
	public Double positiveNumber(String field, String value, double max) {
		return parse(field, value, (text) -> {
			double number;
			try {
				number = Double.parseDouble(text);
			}
			catch (NumberFormatException ex) {
				throw aboveZero(max, text);
			}
			if (!(number > 0 && number <= max)) {
				throw aboveZero(max, text);
			}
			return number;
		}, null);
	}

	/**
	 * Parses a whole number in a range.
	 * @param text the text
	 * @param min the smallest accepted
	 * @param max the largest accepted
	 * @return the number
	 * @throws IllegalArgumentException when it is not a whole number in range
	 */
	public static int wholeNumber(String text, int min, int max) {
		try {
			int number = Integer.parseInt(text.trim());
			if (number >= min && number <= max) {
				return number;
			}
		}
		catch (NumberFormatException ex) {
			// reported below
		}
		throw new IllegalArgumentException(
				String.format(Locale.ROOT, "must be a whole number from %,d to %,d, was '%s'", min, max, text));
	}

	private static IllegalArgumentException aboveZero(double max, String text) {
		String most = (max == Math.rint(max) && Math.abs(max) < 1e15) ? String.format(Locale.ROOT, "%,d", (long) max)
				: String.valueOf(max);
		return new IllegalArgumentException("must be a number above 0 and at most " + most + ", was '" + text + "'");
	}

	/**
	 * Records a problem found without parsing, such as a missing field.
	 * @param field the field's name
	 * @param message what is wrong and what is accepted
	 */
	public void reject(String field, String message) {
		this.problems.add(new FieldProblem(field, message));
	}

	/**
	 * Returns the problems found so far.
	 * @return the problems, in the order found
	 */
	public List<FieldProblem> problems() {
		return List.copyOf(this.problems);
	}

	/**
	 * Throws when any field was invalid.
	 * @throws InvalidFieldsException naming every invalid field
	 */
	public void throwIfInvalid() {
		if (!this.problems.isEmpty()) {
			throw new InvalidFieldsException(this.problems);
		}
	}

}
