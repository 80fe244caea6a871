package io.kcadvisor.system;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * How the CSV downloads write their fields (RFC 4180), the same in each: numbers as JSON
 * writes them, text quoted where it must be, nothing for a value not known.
 */
public final class Csv {

	private Csv() {
	}

	/**
	 * Quotes a value that holds a comma, a quote or a line break, doubling its quotes.
	 * @param value the value
	 * @return the field
	 */
	public static String quoted(String value) {
		boolean plain = value.chars().noneMatch((c) -> c == ',' || c == '"' || c == '\n' || c == '\r');
		return plain ? value : '"' + value.replace("\"", "\"\"") + '"';
	}

	/**
	 * Writes a number as JSON does, without an exponent, or nothing when it is not known.
	 * @param value the number, or {@code null}
	 * @return the field
	 */
	public static String number(Double value) {
		return (value != null) ? BigDecimal.valueOf(value).stripTrailingZeros().toPlainString() : "";
	}

	/**
	 * Writes a value that needs no quotes, such as a whole number or a name Kafka
	 * restricts, or nothing when it is not known.
	 * @param value the value, or {@code null}
	 * @return the field
	 */
	public static String text(Object value) {
		return Objects.toString(value, "");
	}

}
