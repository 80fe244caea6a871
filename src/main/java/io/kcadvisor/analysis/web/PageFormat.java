package io.kcadvisor.analysis.web;

import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.advice.Text;
import io.kcadvisor.codec.CodecOptions;
import io.kcadvisor.sweep.Result;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How figures read on the pages: bytes in binary units everywhere (KiB, MiB, as batch
 * sizes are set and files are listed), settings exactly, ratios, speeds in megabytes per
 * second and CPU cores. The templates call it as {@code fmt}, hence its public methods.
 */
public final class PageFormat {

	private static final DateTimeFormatter DATE_TIME = DateTimeFormatter
		.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
		.withZone(ZoneOffset.UTC);

	/**
	 * Returns a byte count in binary units, as the upload limit and batch sizes read, for
	 * example {@code 1.31 MiB} or {@code 512 B}.
	 * @param bytes the bytes
	 * @return the text
	 */
	public String bytes(double bytes) {
		return Text.bytes(bytes);
	}

	/**
	 * Returns a size that is a setting exactly, in binary units, for example
	 * {@code 64 KiB}, or the bytes when not a whole number of KiB.
	 * @param bytes the size in bytes
	 * @return the text
	 */
	public String binary(long bytes) {
		return Text.binary(bytes);
	}

	/**
	 * Returns a producer {@code batch.size}, for example {@code 64 KiB}.
	 * @param batchSize the batch size in bytes, or {@code null}
	 * @return the text, or a dash for {@code null}
	 */
	public String batchSize(Integer batchSize) {
		return (batchSize != null) ? binary(batchSize) : "—";
	}

	/**
	 * Returns producer {@code batch.size} values, for example
	 * {@code 16 KiB, 64 KiB and 1 MiB}.
	 * @param batchSizes the batch sizes in bytes
	 * @return the text
	 */
	public String batchSizes(List<Integer> batchSizes) {
		return Text.and(batchSizes.stream().map(this::batchSize).toList());
	}

	/**
	 * Returns a compression ratio, for example {@code 4.21×}.
	 * @param ratio the ratio
	 * @return the text
	 */
	public String ratio(double ratio) {
		return String.format(Locale.ROOT, "%.2f×", ratio);
	}

	/**
	 * Returns a speed, for example {@code 312 MB/s} or {@code 4.5 MB/s}.
	 * @param mbps megabytes per second
	 * @return the text
	 */
	public String speed(double mbps) {
		return number(mbps) + " MB/s";
	}

	/**
	 * Returns a fraction as a percentage, for example {@code 23.4%}.
	 * @param fraction the fraction
	 * @return the text
	 */
	public String percent(double fraction) {
		return String.format(Locale.ROOT, "%.1f%%", fraction * 100);
	}

	/**
	 * Returns a change as a signed percentage with a true minus sign, for example
	 * {@code +10.2%} or {@code −9.6%}, and no sign when it rounds to nothing.
	 * @param fraction the change, negative for less
	 * @return the text
	 */
	public String change(double fraction) {
		String magnitude = percent(Math.abs(fraction));
		if (magnitude.equals(percent(0))) {
			return magnitude;
		}
		return ((fraction > 0) ? "+" : "−") + magnitude;
	}

	/**
	 * Returns a number as the advice writes it ({@link Text#number}): whole from 10 with
	 * thousands grouped, one decimal below, two significant digits below 0.1.
	 * @param value the number
	 * @return the text
	 */
	public String number(double value) {
		return Text.number(value);
	}

	/**
	 * Returns a moment to the second, in UTC, for example
	 * {@code 2026-11-22 10:00:07 UTC}, so that analyses started in the same minute tell
	 * apart.
	 * @param instant the moment
	 * @return the text
	 */
	public String dateTime(Instant instant) {
		return DATE_TIME.format(instant);
	}

	/**
	 * Returns a count of things, for example {@code 1 message} or {@code 4,800 messages}.
	 * @param count how many
	 * @param thing the thing, in the singular; its plural adds an s
	 * @return the text
	 */
	public String count(long count, String thing) {
		return Text.count(count) + " " + ((count == 1) ? thing : thing + "s");
	}

	/**
	 * Returns a result's codec and level, for example {@code zstd level 3} or
	 * {@code snappy}.
	 * @param result the result
	 * @return the text
	 */
	public String codecAndLevel(Result result) {
		return result.codec().kafkaName() + ((result.level() != null) ? " level " + result.level() : "");
	}

	/**
	 * Returns how a result batches, for example {@code batch.size 64 KiB} or
	 * {@code 100 records per batch}.
	 * @param result the result
	 * @return the text
	 */
	public String batching(Result result) {
		return (result.batchSize() != null) ? "batch.size " + batchSize(result.batchSize())
				: number(result.recordsPerBatch()) + " records per batch";
	}

	/**
	 * Returns how a recommendation batches, as its producer properties set it: its
	 * batch.size, or for results of a fixed number of records per batch, which is no
	 * producer setting, the batch.size at which a Java producer's batches hold them, with
	 * that number.
	 * @param top the recommendation
	 * @return for example {@code batch.size 64 KiB} or
	 * {@code batch.size 2432 (100 records a batch)}
	 */
	public String batching(Recommendation top) {
		Result result = top.result();
		if (result.batchSize() != null) {
			return batching(result);
		}
		return "batch.size " + top.producerProperties().get("batch.size") + " (" + number(result.recordsPerBatch())
				+ " records a batch)";
	}

	/**
	 * Returns the KIP-780 options of a result, for example {@code lz4 block 1 MiB}.
	 * @param options the options
	 * @return the text, empty when none is set
	 */
	public String options(CodecOptions options) {
		if (options == null || options.isEmpty()) {
			return "";
		}
		List<String> parts = new ArrayList<>();
		options.forEachSet((option, value) -> parts.add(option.describe(value, this::binary)));
		return String.join(", ", parts);
	}

}
