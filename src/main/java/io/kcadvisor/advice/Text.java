package io.kcadvisor.advice;

import io.kcadvisor.sweep.Result;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * How results and figures read in advice text, and sizes wherever a person reads them: in
 * binary units (KiB, MiB), as batch sizes are set, limits configured and files listed.
 */
public final class Text {

	private static final String[] UNITS = { "B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB" };

	private static final MathContext THREE_DIGITS = new MathContext(3, RoundingMode.HALF_UP);

	private Text() {
	}

	/**
	 * Returns a result's configuration, for example
	 * {@code zstd 3 at batch.size 65536 (64 KiB)} or
	 * {@code gzip 6 with 100 records per batch}.
	 * @param result the result
	 * @return the label
	 */
	static String label(Result result) {
		return codecAndLevel(result) + batching(result);
	}

	/**
	 * Returns a result's configuration, saying "the same batch.size" when it batches like
	 * another result.
	 * @param result the result
	 * @param other the result it is compared with
	 * @return the label
	 */
	static String label(Result result, Result other) {
		if (Objects.equals(result.batchSize(), other.batchSize()) && result.batchSize() != null) {
			return codecAndLevel(result) + " at the same batch.size";
		}
		return label(result);
	}

	/**
	 * Joins words as a list reads, for example {@code a, b and c}.
	 * @param words the words
	 * @return the list
	 */
	public static String and(List<String> words) {
		if (words.size() < 2) {
			return String.join("", words);
		}
		return String.join(", ", words.subList(0, words.size() - 1)) + " and " + words.get(words.size() - 1);
	}

	/**
	 * Returns the codec and level, for example {@code zstd 3} or {@code snappy}.
	 * @param result the result
	 * @return the codec and level
	 */
	static String codecAndLevel(Result result) {
		return result.codec().kafkaName() + ((result.level() != null) ? " " + result.level() : "");
	}

	private static String batching(Result result) {
		if (result.batchSize() != null) {
			return " at batch.size " + setting(result.batchSize());
		}
		return " with " + number(result.recordsPerBatch()) + " records per batch";
	}

	/**
	 * Returns the compressed bytes as a share of the raw bytes, for example
	 * {@code 38.2%}.
	 * @param result the result
	 * @return the share with one decimal
	 */
	static String shareOfRaw(Result result) {
		return percent((double) result.compressedBytes() / result.uncompressedBytes());
	}

	/**
	 * Returns a fraction as a percentage with one decimal, for example {@code 5.3%}, and
	 * one that would round to 0.0% but is not 0 as {@code under 0.1%}, so that a
	 * difference does not read as none.
	 * @param fraction the fraction
	 * @return the percentage
	 */
	static String percent(double fraction) {
		if (fraction != 0 && Math.abs(fraction) < 0.0005) {
			return "under 0.1%";
		}
		return String.format(Locale.ROOT, "%.1f%%", fraction * 100);
	}

	/**
	 * Returns a byte count in binary units, to three significant digits, for example
	 * {@code 1.31 MiB} or {@code 512 B}.
	 * @param bytes the bytes
	 * @return the text
	 */
	public static String bytes(double bytes) {
		int unit = 0;
		double value = bytes;
		// up a unit from what would print as 1024 of this one
		while (Math.abs(value) >= 1023.5 && unit < UNITS.length - 1) {
			value /= 1024;
			unit++;
		}
		if (unit == 0) {
			return String.format(Locale.ROOT, "%,.0f B", value);
		}
		return significant(value) + " " + UNITS[unit];
	}

	/**
	 * Returns a size that is a setting exactly, in binary units, for example
	 * {@code 64 KiB}, or the bytes when not a whole number of KiB.
	 * @param bytes the size in bytes
	 * @return the text
	 */
	public static String binary(long bytes) {
		if (bytes >= 1 << 20 && bytes % (1 << 20) == 0) {
			return (bytes >> 20) + " MiB";
		}
		if (bytes >= 1 << 10 && bytes % (1 << 10) == 0) {
			return (bytes >> 10) + " KiB";
		}
		return String.format(Locale.ROOT, "%,d B", bytes);
	}

	/**
	 * Returns the value of a size property as it is pasted, with its binary units beside
	 * it when it is a whole number of KiB, for example {@code 262144 (256 KiB)} or
	 * {@code 52497}.
	 * @param bytes the property's value in bytes
	 * @return the text
	 */
	static String setting(long bytes) {
		String binary = binary(bytes);
		return binary.endsWith(" B") ? String.valueOf(bytes) : bytes + " (" + binary + ")";
	}

	/**
	 * Returns a figure to three significant digits, as measurements warrant.
	 * @param value the figure
	 * @return the text
	 */
	public static String significant(double value) {
		double magnitude = Math.abs(value);
		if (magnitude >= 100) {
			return String.format(Locale.ROOT, "%.0f", value);
		}
		if (magnitude >= 10) {
			return String.format(Locale.ROOT, "%.1f", value);
		}
		if (magnitude >= 1) {
			return String.format(Locale.ROOT, "%.2f", value);
		}
		return BigDecimal.valueOf(value).round(THREE_DIGITS).toPlainString();
	}

	/**
	 * Returns a speed in MB/s, whole from 10 MB/s, with one decimal below.
	 * @param mbps the speed
	 * @return for example {@code 240 MB/s} or {@code 4.5 MB/s}
	 */
	static String speed(double mbps) {
		return number(mbps) + " MB/s";
	}

	/**
	 * Returns a CPU time to three significant digits, in µs below a millisecond, else in
	 * ms.
	 * @param micros the time in microseconds
	 * @return for example {@code 264 µs} or {@code 38.7 ms}
	 */
	static String micros(double micros) {
		return (micros < 1000) ? significant(micros) + " µs" : significant(micros / 1000) + " ms";
	}

	/**
	 * Returns a factor with one decimal, for example {@code 2.6×}.
	 * @param factor the factor
	 * @return the factor
	 */
	static String times(double factor) {
		return String.format(Locale.ROOT, "%.1f×", factor);
	}

	/**
	 * Returns a count with thousands separated, for example {@code 3,000} partitions.
	 * @param count the count
	 * @return the text
	 */
	public static String count(long count) {
		return String.format(Locale.ROOT, "%,d", count);
	}

	/**
	 * Returns a number, whole from 10 and with thousands separated ({@code 12,000}), with
	 * one decimal below 10, and with two significant digits below 0.1, so that a small
	 * number does not read as none.
	 * @param value the number
	 * @return the text
	 */
	public static String number(double value) {
		if (value != 0 && Math.abs(value) < 0.1) {
			return new BigDecimal(value).round(new MathContext(2)).stripTrailingZeros().toPlainString();
		}
		return (Math.abs(value) >= 10) ? String.format(Locale.ROOT, "%,.0f", value)
				: String.format(Locale.ROOT, "%.1f", value);
	}

}
