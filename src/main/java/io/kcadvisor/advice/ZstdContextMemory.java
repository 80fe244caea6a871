package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sweep.Result;
import java.util.Optional;

/**
 * Weighs the native memory of the Java producer's zstd contexts. The producer compresses
 * each batch it fills through a stream of its own ({@code MemoryRecordsBuilder} wraps the
 * batch's buffer in {@code ZstdCompression}'s stream when the batch opens): a
 * {@code BufferedOutputStream} of 16 KiB over zstd-jni's
 * {@code ZstdOutputStreamNoFinalizer}, whose zstd context allocates its workspace when
 * the first bytes reach it, clearing its tables at once, and frees it when the batch is
 * closed. A producer writing to many partitions at once fills one batch per partition, so
 * it holds one context per partition; but where linger.ms closes its batches, only as
 * many as it holds such batches at once ({@link BufferMemory#lingering}), and none
 * between closes when they stay below the 16 KiB in front of the context. At levels 20 to
 * 22 a context takes hundreds of MiB, outside the heap and outside {@code buffer.memory}.
 * Decompressing needs no tables: zstd gives a consumer's stream only a buffer for the
 * window, filled as far as the batch's records go.
 */
final class ZstdContextMemory {

	/** Contexts from this size on are worth a warning: zstd's at levels 20 to 22. */
	static final long LARGE_CONTEXT = 128L * 1024 * 1024;

	/** The bytes Kafka buffers in front of the zstd stream. */
	private static final int BUFFERED = 16 * 1024;

	/** The highest level below the large contexts, offered instead. */
	private static final int LOWER_LEVEL = 19;

	private ZstdContextMemory() {
	}

	/**
	 * Returns the warning for a result whose zstd context is large.
	 * @param result the result
	 * @param request the request, for the partitions
	 * @return the warning, empty for other codecs and lower levels
	 */
	static Optional<String> warning(Result result, AdviceRequest request) {
		if (result.codec() != Codec.ZSTD) {
			return Optional.empty();
		}
		long context = result.compression().compressorMemory();
		if (context < LARGE_CONTEXT) {
			return Optional.empty();
		}
		Integer partitions = request.workload().partitions();
		String held = "Writing to several partitions at once, as it does with keys, it holds one per partition.";
		long lingering = BufferMemory.lingering(result, request);
		if (lingering != Long.MAX_VALUE && result.recordBytes() / result.batches() < BUFFERED) {
			held = "Its batches, which linger.ms " + PropertiesWriter.lingerMs(result, request) + " closes with about "
					+ Text.bytes((double) result.recordBytes() / result.batches()) + " of records, less than "
					+ "the 16 KiB buffered in front of the context, take one only while they are closed, one at a "
					+ "time in each thread that closes them, not one per partition.";
		}
		else if (partitions != null && partitions > 1 && lingering < partitions) {
			held = BufferMemory.lingeringBatches(result, request, lingering) + " at once over the "
					+ Text.count(partitions) + " partitions, up to " + Text.bytes(lingering * context) + ".";
		}
		else if (partitions != null) {
			held = (partitions == 1) ? "Writing to one partition, it holds one at a time."
					: "Writing to all " + Text.count(partitions)
							+ " partitions at once, as it does with keys, it holds " + Text.count(partitions)
							+ " of them, up to " + Text.bytes(partitions * context) + ".";
		}
		return Optional.of("At zstd level " + result.level() + " the Java producer's zstd context for each batch takes "
				+ "up to " + Text.bytes(context) + " of native memory, outside the heap and outside buffer.memory: the "
				+ "producer compresses each batch it fills through a zstd stream of its own, whose context is "
				+ "allocated, its tables cleared at once, when the batch holds 16 KiB of records (or is closed) and "
				+ "freed when the batch is closed. " + held + " Give the producer's process that memory beyond its "
				+ "heap, or choose level " + LOWER_LEVEL + " or lower (up to "
				+ Text.bytes(CompressionConfig.of(Codec.ZSTD, LOWER_LEVEL).compressorMemory()) + " per batch). A "
				+ "topic set to zstd at this level makes the partition leader build such a context for every batch "
				+ "of another codec it recompresses. Consumers and brokers that only decompress need no tables, only "
				+ "a buffer for the window that fills as far as a batch's records go.");
	}

}
