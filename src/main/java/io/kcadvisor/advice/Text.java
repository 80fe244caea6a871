package io.kcadvisor.advice;

import io.kcadvisor.sweep.Result;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * How results and figures read in advice text.
 */
public final class Text {

	private Text() {
	}

	/**
	 * Returns a result's configuration, for example {@code zstd 3 at batch.size 65536} or
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
			return " at batch.size " + result.batchSize();
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
	 * Returns a fraction as a percentage with one decimal, for example {@code 5.3%}.
	 * @param fraction the fraction
	 * @return the percentage
	 */
	static String percent(double fraction) {
		return String.format(Locale.ROOT, "%.1f%%", fraction * 100);
	}

	/**
	 * Returns a number of bytes in megabytes (10^6 bytes), or in kilobytes below 1 MB:
	 * two or more figures, so that a sample of 0.12 MB and one of 0.14 MB do not both
	 * read 0.1 MB.
	 * @param bytes the bytes
	 * @return for example {@code 3.9 MB}, {@code 15 MB} or {@code 420 kB}
	 */
	static String megabytes(double bytes) {
		return (bytes < 1_000_000) ? number(bytes / 1000) + " kB" : number(bytes / 1_000_000) + " MB";
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
	 * Returns a factor with one decimal, for example {@code 2.6×}.
	 * @param factor the factor
	 * @return the factor
	 */
	static String times(double factor) {
		return String.format(Locale.ROOT, "%.1f×", factor);
	}

	/**
	 * Returns a number, whole from 10, with one decimal below, and with two significant
	 * digits below 0.1, so that a small number does not read as none.
	 * @param value the number
	 * @return the text
	 */
	public static String number(double value) {
		if (value != 0 && Math.abs(value) < 0.1) {
			return new BigDecimal(value).round(new MathContext(2)).stripTrailingZeros().toPlainString();
		}
		return (Math.abs(value) >= 10) ? String.format(Locale.ROOT, "%.0f", value)
				: String.format(Locale.ROOT, "%.1f", value);
	}

}
