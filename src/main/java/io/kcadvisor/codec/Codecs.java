package io.kcadvisor.codec;

/**
 * Creates the compressor and decompressor for each codec.
 */
final class Codecs {

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

}
