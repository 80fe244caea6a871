package io.kcadvisor.codec;

class NoneCodecTests extends CodecContractTests {

	@Override
	CompressionConfig config() {
		return CompressionConfig.defaults(Codec.NONE);
	}

}
