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
			case GZIP -> new GzipCompressor(config.level(), options.gzipBuffer());
			case SNAPPY -> new SnappyCompressor(options.snappyBlock());
			case LZ4 -> new Lz4FrameCompressor(config.level(), options.lz4Block());
			case ZSTD -> new ZstdCompressor(config.level(), options.zstdWindowLog());
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
