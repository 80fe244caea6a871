package io.kcadvisor.codec;

/**
 * Creates the compressor and decompressor for each codec.
 */
final class Codecs {

	private Codecs() {
	}

	static Compressor compressor(CompressionConfig config) {
		return switch (config.codec()) {
			case NONE -> new NoneCodec();
			default -> throw new UnsupportedOperationException("Not yet implemented: " + config.codec());
		};
	}

	static Decompressor decompressor(CompressionConfig config) {
		return switch (config.codec()) {
			case NONE -> new NoneCodec();
			default -> throw new UnsupportedOperationException("Not yet implemented: " + config.codec());
		};
	}

}
