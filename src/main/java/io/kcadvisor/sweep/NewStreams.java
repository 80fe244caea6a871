package io.kcadvisor.sweep;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a new stream costs a batch beyond the codec's work on its bytes, measured once per
 * compression by the first sweep that measures it. Kafka opens a new stream for every
 * batch it compresses or decompresses (for zstd a new native context, for gzip a new
 * deflater or inflater), where the sweep reuses one per configuration to time the codec
 * as the native tools do. From zstd level 12 up, setting a context up for a stream of
 * unknown size costs more than compressing tens of kilobytes with it.
 * <p>
 * A stream's cost is a new codec's first call on a small section, with its making and its
 * closing, less its second call on the same section, as a reused codec makes it. It is
 * repeated, compression and decompression apart, until the repetitions have taken 60 ms
 * of CPU time (at least once), and the median of the later half taken: the first
 * repetitions in a process cost up to twice as much, until the allocator settles as it
 * has in a producer that opens streams all day. Each codec is first used once at its
 * default level, untimed, so that loading its native library is not counted. Thread-safe:
 * workers that measure one compression at once keep the first cost measured.
 */
final class NewStreams {

	/**
	 * A small records section: what the codecs are given does not change what opening
	 * costs.
	 */
	private static final byte[] SECTION = "{\"order\":1041,\"status\":\"PAID\",\"amount\":129.90,\"currency\":\"EUR\"}"
		.getBytes(StandardCharsets.UTF_8);

	private static final int MAX_REPETITIONS = 2000;

	private static final long BUDGET_NANOS = 60_000_000L;

	private final Map<CompressionConfig, Cost> measured = new ConcurrentHashMap<>();

	private final Set<Codec> warm = ConcurrentHashMap.newKeySet();

	/**
	 * Returns what a new stream of a compression costs a batch, measured on the calling
	 * thread the first time it is asked for.
	 * @param compression the compression
	 * @param stop the sweep's stop signal, checked between repetitions
	 * @return the cost, none for {@link Codec#NONE}
	 */
	Cost of(CompressionConfig compression, SweepStop stop) {
		Cost cost = this.measured.get(compression);
		if (cost == null) {
			if (compression.codec() == Codec.NONE) {
				cost = Cost.NONE;
			}
			else {
				if (!this.warm.contains(compression.codec())) {
					measure(CompressionConfig.defaults(compression.codec()), 0, stop);
					this.warm.add(compression.codec());
				}
				cost = measure(compression, BUDGET_NANOS, stop);
			}
			Cost first = this.measured.putIfAbsent(compression, cost);
			cost = (first != null) ? first : cost;
		}
		return cost;
	}

	/**
	 * Returns whether a compression's cost was measured already.
	 * @param compression the compression
	 * @return {@code true} when {@link #of} returns it without measuring
	 */
	boolean known(CompressionConfig compression) {
		return compression.codec() == Codec.NONE || this.measured.containsKey(compression);
	}

	private static Cost measure(CompressionConfig compression, long budgetNanos, SweepStop stop) {
		ByteBuffer section = ByteBuffer.allocateDirect(SECTION.length).put(SECTION).flip();
		ByteBuffer output = ByteBuffer.allocateDirect(SECTION.length);
		ByteBuffer frame;
		try (Compressor compressor = compression.newCompressor()) {
			frame = ByteBuffer.allocateDirect(compressor.maxCompressedLength(SECTION.length));
			compressOnce(compressor, section, frame);
		}
		Repetitions compressing = new Repetitions(budgetNanos);
		while (compressing.more()) {
			stop.check();
			// made, called twice and closed: the stream's cost is all that less two
			// calls as a reused codec makes them
			long started = CpuClock.now();
			long second;
			try (Compressor compressor = compression.newCompressor()) {
				compressOnce(compressor, section, frame);
				second = compressOnce(compressor, section, frame);
			}
			compressing.add(CpuClock.now() - started, second);
		}
		Repetitions decompressing = new Repetitions(budgetNanos);
		while (decompressing.more()) {
			stop.check();
			long started = CpuClock.now();
			long second;
			try (Decompressor decompressor = compression.newDecompressor()) {
				decompressOnce(decompressor, frame, output);
				second = decompressOnce(decompressor, frame, output);
			}
			decompressing.add(CpuClock.now() - started, second);
		}
		return new Cost(compressing.cost(), decompressing.cost());
	}

	private static long compressOnce(Compressor compressor, ByteBuffer section, ByteBuffer frame) {
		section.rewind();
		frame.clear();
		long started = CpuClock.now();
		compressor.compress(section, frame);
		long took = CpuClock.now() - started;
		frame.flip();
		return took;
	}

	private static long decompressOnce(Decompressor decompressor, ByteBuffer frame, ByteBuffer output) {
		frame.rewind();
		output.clear();
		long started = CpuClock.now();
		decompressor.decompress(frame, output);
		return CpuClock.now() - started;
	}

	/**
	 * A stream's repetitions, made until they have taken the budget; its cost is the
	 * median of their later half, once the allocator has settled as it has in a producer
	 * that opens streams all day.
	 */
	private static final class Repetitions {

		private final long budgetNanos;

		private long[] costs = new long[64];

		private int count;

		private long spent;

		Repetitions(long budgetNanos) {
			this.budgetNanos = budgetNanos;
		}

		boolean more() {
			return this.count == 0 || (this.spent < this.budgetNanos && this.count < MAX_REPETITIONS);
		}

		/**
		 * Adds a repetition.
		 * @param nanos what making, calling twice and closing a codec took
		 * @param secondCall what its second call took
		 */
		void add(long nanos, long secondCall) {
			if (this.count == this.costs.length) {
				this.costs = Arrays.copyOf(this.costs, this.count * 2);
			}
			this.costs[this.count++] = nanos - 2 * secondCall;
			this.spent += nanos;
		}

		double cost() {
			long[] later = Arrays.copyOfRange(this.costs, this.count / 2, this.count);
			Arrays.sort(later);
			int n = later.length;
			double median = (n % 2 == 1) ? later[n / 2] : (later[n / 2 - 1] + later[n / 2]) / 2.0;
			return Math.max(0, median);
		}

	}

	/**
	 * What a new stream costs a batch, in CPU nanoseconds on one core.
	 *
	 * @param compressNanos opening and closing a compression stream, beyond compressing
	 * @param decompressNanos opening and closing a decompression stream, beyond
	 * decompressing
	 */
	record Cost(double compressNanos, double decompressNanos) {

		static final Cost NONE = new Cost(0, 0);

	}

}
