package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Translates a result into librdkafka producer properties (the C, Python, Go and .NET
 * clients).
 * <ul>
 * <li>{@code compression.codec}: the codec.</li>
 * <li>{@code compression.level} (-1 to 12), only for a level other than the codec's
 * default, as for the Java producer: librdkafka's own default (-1) is the same level
 * (gzip 6, zstd 3, and lz4's fast mode, which is Java's lz4 level 9). gzip levels carry
 * over as they are; other lz4 levels are kept within librdkafka's high-compression range
 * 3 to 12 (its levels below 3 are the fast mode); zstd levels are kept within 1 to 12
 * (its -1 means zstd's default 3, and it takes no lower level).</li>
 * <li>{@code batch.size}: librdkafka fills a batch up to batch.size of uncompressed bytes
 * and compresses afterwards, while the Java producer fills it up to batch.size of
 * estimated compressed bytes, so the Java batch holds about {@code batch.size × ratio}
 * raw bytes; that is librdkafka's batch.size (with a fixed number of records per batch,
 * the measured uncompressed bytes per batch).</li>
 * <li>{@code message.max.bytes} when that exceeds librdkafka's default 1000000, which
 * also caps a batch's uncompressed size; {@code batch.num.messages} when a batch holds
 * more than librdkafka's default 10000 records.</li>
 * <li>{@code linger.ms}: the same as the Java producer's, so that batches fill as they
 * were modelled (librdkafka's own default has been 5 since 1.5).</li>
 * </ul>
 */
final class Librdkafka {

	/** The lowest compression.level librdkafka takes (the codec's default). */
	static final int MIN_LEVEL = -1;

	/** The highest compression.level librdkafka takes. */
	static final int MAX_LEVEL = 12;

	private static final int LZ4_LOWEST_HC = 3;

	private static final int ZSTD_LOWEST = 1;

	private static final long DEFAULT_MESSAGE_MAX_BYTES = 1_000_000;

	private static final long MAX_MESSAGE_MAX_BYTES = 1_000_000_000;

	private static final long DEFAULT_BATCH_NUM_MESSAGES = 10_000;

	private static final long MAX_BATCH_NUM_MESSAGES = 1_000_000;

	private Librdkafka() {
	}

	/**
	 * Returns the librdkafka producer properties.
	 * @param result the result
	 * @param request the request, for linger.ms
	 * @return the properties, in a stable order
	 */
	static Map<String, String> properties(Result result, AdviceRequest request) {
		Map<String, String> properties = new LinkedHashMap<>();
		properties.put("compression.codec", result.codec().kafkaName());
		level(result).ifPresent((level) -> properties.put("compression.level", String.valueOf(level)));
		long batchSize = Math.min(batchSize(result), MAX_MESSAGE_MAX_BYTES);
		properties.put("batch.size", String.valueOf(batchSize));
		if (batchSize > DEFAULT_MESSAGE_MAX_BYTES) {
			properties.put("message.max.bytes", String.valueOf(batchSize));
		}
		long records = (long) Math.ceil(result.recordsPerBatch());
		if (!result.lingerLimited() && records > DEFAULT_BATCH_NUM_MESSAGES) {
			properties.put("batch.num.messages", String.valueOf(Math.min(records, MAX_BATCH_NUM_MESSAGES)));
		}
		properties.put("linger.ms", String.valueOf(PropertiesWriter.lingerMs(result, request)));
		return properties;
	}

	/**
	 * Returns librdkafka's {@code compression.level} for a result.
	 * @param result the result
	 * @return the level, empty for none, snappy and default levels
	 */
	static Optional<Integer> level(Result result) {
		Codec codec = result.codec();
		Integer level = result.level();
		if (!codec.hasLevel() || level == null || level.equals(codec.defaultLevel())) {
			return Optional.empty();
		}
		int lowest = (codec == Codec.LZ4) ? LZ4_LOWEST_HC : (codec == Codec.ZSTD) ? ZSTD_LOWEST : MIN_LEVEL;
		return Optional.of(Math.max(lowest, Math.min(MAX_LEVEL, level)));
	}

	/**
	 * Returns a warning when librdkafka cannot set the result's level.
	 * @param result the result
	 * @return the warning, empty when the level carries over
	 */
	static Optional<String> levelWarning(Result result) {
		return level(result).filter((level) -> !level.equals(result.level())).map((level) -> {
			String why = (result.level() > MAX_LEVEL) ? "its highest level is " + MAX_LEVEL
					: (result.codec() == Codec.ZSTD) ? "its -1 means zstd's default 3, and it takes no lower level"
							: "its lz4 levels below 3 are the fast mode";
			return "librdkafka cannot set " + Text.codecAndLevel(result) + " (" + why
					+ "): its settings use compression.level=" + level
					+ ", so its batches will differ in size and speed.";
		});
	}

	private static long batchSize(Result result) {
		if (result.batchSize() == null) {
			return (long) Math.ceil((double) result.uncompressedBytes() / result.batches());
		}
		return (long) Math.ceil(result.batchSize() * result.ratio());
	}

}
