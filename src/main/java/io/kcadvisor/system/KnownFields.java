package io.kcadvisor.system;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.springframework.web.multipart.MultipartRequest;

/**
 * The fields of a request's form, so that a field the form does not have is an error: a
 * misspelt {@code presets=quick} would otherwise be ignored, and the request run with the
 * default it meant to change. A name close to a field's, or a Kafka setting's name for it
 * ({@code linger.ms} for {@code lingerMs}), is answered with that field.
 */
public final class KnownFields {

	private static final int MAX_SUGGESTED_EDITS = 2;

	private final List<String> names;

	private KnownFields(List<String> names) {
		this.names = names;
	}

	/**
	 * The fields of a form, named as its record's components are.
	 * @param form the form
	 * @return its fields
	 */
	public static KnownFields of(Class<? extends Record> form) {
		return new KnownFields(
				Arrays.stream(form.getRecordComponents()).map((component) -> component.getName()).toList());
	}

	/**
	 * The fields of a request that has no form of its own, such as a query string's.
	 * @param names the fields
	 * @return its fields
	 */
	public static KnownFields of(String... names) {
		return new KnownFields(List.of(names));
	}

	/**
	 * The names a request gives fields: its parameters (query string, form fields, text
	 * parts) and, in a multipart request, its file parts.
	 * @param request the request
	 * @return the names, sorted
	 */
	public static Set<String> given(HttpServletRequest request) {
		Set<String> given = new TreeSet<>(Collections.list(request.getParameterNames()));
		if (request instanceof MultipartRequest multipart) {
			multipart.getFileNames().forEachRemaining(given::add);
		}
		return given;
	}

	/**
	 * Rejects each name that is not one of the form's fields.
	 * @param fields where problems are collected
	 * @param given the names the request gives
	 */
	public void check(FieldParser fields, Iterable<String> given) {
		for (String name : given) {
			if (!this.names.contains(name)) {
				fields.reject(name, unknown(name));
			}
		}
	}

	/**
	 * Says that a name is not a field, and which field it may have meant.
	 * @param name the name given
	 * @return what is wrong and what is accepted
	 */
	private String unknown(String name) {
		String key = key(name);
		List<String> near = this.names.stream()
			.filter((field) -> edits(key, key(field)) <= MAX_SUGGESTED_EDITS)
			.toList();
		if (!near.isEmpty()) {
			return "is not a field of this request: did you mean "
					+ near.stream().map((field) -> "'" + field + "'").collect(Collectors.joining(" or ")) + "?";
		}
		return "is not a field of this request; its fields are " + String.join(", ", this.names);
	}

	/** Letters and digits only, lower-cased: linger.ms and lingerMs are one key. */
	private static String key(String name) {
		return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
	}

	/** Levenshtein distance: insertions, deletions and substitutions. */
	private static int edits(String from, String to) {
		int[] previous = new int[to.length() + 1];
		int[] current = new int[to.length() + 1];
		for (int j = 0; j <= to.length(); j++) {
			previous[j] = j;
		}
		for (int i = 1; i <= from.length(); i++) {
			current[0] = i;
			for (int j = 1; j <= to.length(); j++) {
				int substitution = previous[j - 1] + ((from.charAt(i - 1) == to.charAt(j - 1)) ? 0 : 1);
				current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
			}
			int[] swap = previous;
			previous = current;
			current = swap;
		}
		return previous[to.length()];
	}

}
