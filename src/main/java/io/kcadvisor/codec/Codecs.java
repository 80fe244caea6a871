package io.kcadvisor.codec;

/**
 * Creates the compressor and decompressor for each codec, and says how much native memory
 * their contexts hold.
 */
final class Codecs {

	/**
	 * zlib's deflate state at Java's window of 15 bits and memory level 8: its window,
	 * hash chains and pending buffer, {@code (1 << 17) + (1 << 17)} bytes by zlib's own
	 * sizing, and a few KiB of small objects.
	 */
	private static final long DEFLATE = 264 * 1024;

	/** zlib's inflate state: a 32 KiB window and about 7 KiB of small objects. */
	private static final long INFLATE = 39 * 1024;

	/**
	 * lz4's high-compression state ({@code LZ4_streamHC_t}), which liblz4 allocates for
	 * each call; its fast mode keeps a 16 KiB state on the stack.
	 */
	private static final long LZ4_HC = 262_200;

	private static final long LZ4_FAST = 16 * 1024;

	/**
	 * snappy's working memory for each call: a hash table of at most 2^14 two-byte
	 * entries and its scratch buffers for a 64 KiB block in and out.
	 */
	private static final long SNAPPY = 172 * 1024;

	private Codecs() {
	}

	static Compressor compressor(CompressionConfig config) {
		CodecOptions options = config.options();
		return switch (config.codec()) {
			case NONE -> new NoneCodec();
			case GZIP -> new GzipCompressor(config.level(), options.framing(ProposedOption.GZIP_BUFFER));
			case SNAPPY -> new SnappyCompressor(options.framing(ProposedOption.SNAPPY_BLOCK));
			case LZ4 -> new Lz4FrameCompressor(config.level(), options.framing(ProposedOption.LZ4_BLOCK));
			case ZSTD -> new ZstdCompressor(config.level(), options.framing(ProposedOption.ZSTD_WINDOW_LOG));
		};
	}

	static Decompressor decompressor(CompressionConfig config) {
		return switch (config.codec()) {
			case NONE -> new NoneCodec();
			case GZIP -> new GzipDecompressor();
			case SNAPPY -> new SnappyDecompressor();
			case LZ4 -> new Lz4FrameDecompressor();
			case ZSTD -> new ZstdDecompressor();
		};
	}

	static long compressorMemory(CompressionConfig config) {
		return switch (config.codec()) {
			case NONE -> 0;
			case GZIP -> DEFLATE;
			case SNAPPY -> SNAPPY;
			case LZ4 -> (config.level() == Lz4FrameCompressor.FAST_LEVEL) ? LZ4_FAST : LZ4_HC;
			case ZSTD ->
				ZstdMemory.compressionContext(config.level(), config.options().framing(ProposedOption.ZSTD_WINDOW_LOG));
		};
	}

	static long decompressorMemory(CompressionConfig config) {
		return switch (config.codec()) {
			case NONE, SNAPPY, LZ4 -> 0;
			case GZIP -> INFLATE;
			case ZSTD -> ZstdMemory.DECOMPRESSION_CONTEXT;
		};
	}

}
