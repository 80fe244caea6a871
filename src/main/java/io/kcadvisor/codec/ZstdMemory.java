package io.kcadvisor.codec;

/**
 * The native memory of a zstd compression context that streams a frame of unknown size,
 * as Kafka's producer and {@link ZstdCompressor} do, sized as zstd 1.5.6 sizes its
 * workspace ({@code ZSTD_estimateCStreamSize_usingCCtxParams} in
 * {@code zstd_compress.c}): the input buffer of a whole window and a block, the output
 * buffer of a block, the hash table, the chain table, the hash table of 3-byte matches,
 * the optimal parser's tables, the long-distance matcher's tables and sequences, and a
 * few fixed structures. The parameters of a level are those of zstd's {@code clevels.h}
 * for an unknown source size. Levels that zstd may run with its row-based match finder
 * (greedy to lazy2) are counted with the larger chain table, as zstd's own estimate
 * counts them, so that no platform takes more.
 * <p>
 * zstd allocates it all when the first bytes reach the context and frees it when the
 * context is freed. It clears the tables at once; it writes the window only as far as the
 * bytes of the frame go.
 */
final class ZstdMemory {

	/** {@code ZSTD_BLOCKSIZE_MAX}. */
	private static final int BLOCK_SIZE_MAX = 128 * 1024;

	/**
	 * The structures of every context: the context itself, the entropy workspace, two
	 * compressed block states and the workspace's slack (5248 + 8920 + 2 × 5632 + 128
	 * bytes on 64-bit platforms).
	 */
	private static final long FIXED = 5248 + 8920 + 2 * 5632 + 128;

	/** The optimal parser's tables, for the btopt strategies and above. */
	private static final long OPTIMAL_PARSER = 149_248;

	/** {@code WILDCOPY_OVERLENGTH}. */
	private static final int WILDCOPY_OVERLENGTH = 32;

	/** {@code ZSTD_HASHLOG3_MAX}. */
	private static final int HASH_LOG_3_MAX = 17;

	/**
	 * The window log from which zstd turns the long-distance matcher on by itself, for
	 * the btopt strategies and above.
	 */
	private static final int LONG_MATCHER_WINDOW_LOG = 27;

	/** A decompression context, {@code ZSTD_sizeof_DCtx}: no window buffer. */
	static final long DECOMPRESSION_CONTEXT = 95_976;

	/**
	 * zstd's strategies, in zstd's order: a higher one searches harder.
	 */
	enum Strategy {

		FAST, DFAST, GREEDY, LAZY, LAZY2, BTLAZY2, BTOPT, BTULTRA, BTULTRA2;

		boolean mayUseRows() {
			return this == GREEDY || this == LAZY || this == LAZY2;
		}

	}

	/**
	 * The compression parameters of a level.
	 *
	 * @param windowLog log2 of the window
	 * @param chainLog log2 of the chain table's entries
	 * @param hashLog log2 of the hash table's entries
	 * @param minMatch the shortest match searched
	 * @param strategy the strategy
	 */
	record Parameters(int windowLog, int chainLog, int hashLog, int minMatch, Strategy strategy) {
	}

	/**
	 * zstd's default parameters for a source of unknown size, by level from 0, the base
	 * of the negative levels, to 22.
	 */
	private static final Parameters[] UNKNOWN_SIZE = { p(19, 12, 13, 6, Strategy.FAST), p(19, 13, 14, 7, Strategy.FAST),
			p(20, 15, 16, 6, Strategy.FAST), p(21, 16, 17, 5, Strategy.DFAST), p(21, 18, 18, 5, Strategy.DFAST),
			p(21, 18, 19, 5, Strategy.GREEDY), p(21, 18, 19, 5, Strategy.LAZY), p(21, 19, 20, 5, Strategy.LAZY),
			p(21, 19, 20, 5, Strategy.LAZY2), p(22, 20, 21, 5, Strategy.LAZY2), p(22, 21, 22, 5, Strategy.LAZY2),
			p(22, 21, 22, 5, Strategy.LAZY2), p(22, 22, 23, 5, Strategy.LAZY2), p(22, 22, 22, 5, Strategy.BTLAZY2),
			p(22, 22, 23, 5, Strategy.BTLAZY2), p(22, 23, 23, 5, Strategy.BTLAZY2), p(22, 22, 22, 5, Strategy.BTOPT),
			p(23, 23, 22, 4, Strategy.BTOPT), p(23, 23, 22, 3, Strategy.BTULTRA), p(23, 24, 22, 3, Strategy.BTULTRA2),
			p(25, 25, 23, 3, Strategy.BTULTRA2), p(26, 26, 24, 3, Strategy.BTULTRA2),
			p(27, 27, 25, 3, Strategy.BTULTRA2) };

	/** The level zstd takes for level 0. */
	private static final int DEFAULT_LEVEL = 3;

	private ZstdMemory() {
	}

	/**
	 * Returns the parameters zstd compresses a frame of unknown size with at a level.
	 * @param level any level zstd accepts
	 * @return the parameters of {@code clevels.h}
	 */
	static Parameters parameters(int level) {
		int row = (level == 0) ? DEFAULT_LEVEL : Math.max(0, Math.min(level, UNKNOWN_SIZE.length - 1));
		return UNKNOWN_SIZE[row];
	}

	/**
	 * Returns the bytes a compression context streaming a frame of unknown size
	 * allocates.
	 * @param level the level
	 * @param longWindowLog the window log of long mode, or 0 for long mode off
	 * @return the bytes
	 */
	static long compressionContext(int level, int longWindowLog) {
		Parameters parameters = parameters(level);
		Strategy strategy = parameters.strategy();
		int windowLog = (longWindowLog > 0) ? longWindowLog : parameters.windowLog();
		boolean longMatcher = longWindowLog > 0
				|| (strategy.compareTo(Strategy.BTOPT) >= 0 && windowLog >= LONG_MATCHER_WINDOW_LOG);
		long window = 1L << windowLog;
		int block = (int) Math.min(BLOCK_SIZE_MAX, window);
		long buffers = window + block + compressBound(block) + 1;
		return FIXED + buffers + tokens(block, parameters.minMatch()) + tables(parameters, windowLog)
				+ ((strategy.compareTo(Strategy.BTOPT) >= 0) ? OPTIMAL_PARSER : 0)
				+ (longMatcher ? longMatcher(windowLog, block) : 0);
	}

	/** The hash, chain and 3-byte hash tables, of 4-byte entries. */
	private static long tables(Parameters parameters, int windowLog) {
		long hash = 4L << parameters.hashLog();
		long chain = (parameters.strategy() != Strategy.FAST) ? 4L << parameters.chainLog() : 0;
		if (parameters.strategy().mayUseRows()) {
			chain = Math.max(chain, aligned(1L << parameters.hashLog()));
		}
		long hash3 = (parameters.minMatch() == 3) ? 4L << Math.min(HASH_LOG_3_MAX, windowLog) : 0;
		return hash + chain + hash3;
	}

	/** A block's literals and sequences. */
	private static long tokens(int block, int minMatch) {
		long sequences = block / ((minMatch == 3) ? 3 : 4);
		return WILDCOPY_OVERLENGTH + block + aligned(sequences * 8) + 3 * sequences;
	}

	/**
	 * The long-distance matcher's hash table of 8-byte entries (a 128th of the window),
	 * its buckets, and its sequences of a block.
	 */
	private static long longMatcher(int windowLog, int block) {
		int hashLog = Math.max(6, windowLog - 7);
		int bucketLog = Math.min(3, hashLog);
		return (1L << (hashLog - bucketLog)) + (8L << hashLog) + aligned((block / 64) * 12L);
	}

	/** {@code ZSTD_compressBound}. */
	private static long compressBound(int length) {
		return length + (length >> 8) + ((length < BLOCK_SIZE_MAX) ? (BLOCK_SIZE_MAX - length) >> 11 : 0);
	}

	private static long aligned(long bytes) {
		return (bytes + 63) & ~63L;
	}

	private static Parameters p(int windowLog, int chainLog, int hashLog, int minMatch, Strategy strategy) {
		return new Parameters(windowLog, chainLog, hashLog, minMatch, strategy);
	}

}
