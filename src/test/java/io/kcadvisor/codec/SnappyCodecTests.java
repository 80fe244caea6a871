package io.kcadvisor.codec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.xerial.snappy.Snappy;
import org.xerial.snappy.SnappyInputStream;
import org.xerial.snappy.SnappyOutputStream;

import static io.kcadvisor.codec.CodecContractTests.assertSameBytes;
import static org.assertj.core.api.Assertions.assertThat;

class SnappyCodecTests {

	private static final CompressionConfig SNAPPY = CompressionConfig.defaults(Codec.SNAPPY);

	@Test
	void emptyInputGivesTheBareHeaderAsSnappyOutputStreamDoes() throws IOException {
		ByteArrayOutputStream xerial = new ByteArrayOutputStream();
		new SnappyOutputStream(xerial).close();
		assertThat(DirectBuffers.compress(SNAPPY, new byte[0])).isEqualTo(xerial.toByteArray()).hasSize(16);
	}

	@Test
	void readsARawSnappyBlockWithoutHeaderAsSnappyInputStreamDoes() throws IOException {
		byte[] input = Samples.mixed(50_000, 9);
		byte[] raw = Snappy.compress(input);
		assertSameBytes(DirectBuffers.decompress(SNAPPY, raw, input.length), input);
		assertSameBytes(xerialRead(raw), input);
	}

	@Test
	void readsConcatenatedStreamsAsSnappyInputStreamDoes() throws IOException {
		byte[] first = Samples.repetitiveText(70_000);
		byte[] second = Samples.mixed(30_000, 10);
		byte[] stream = GzipCodecTests.concat(DirectBuffers.compress(SNAPPY, first),
				DirectBuffers.compress(SNAPPY, second));
		byte[] both = GzipCodecTests.concat(first, second);
		assertSameBytes(DirectBuffers.decompress(SNAPPY, stream, both.length), both);
		assertSameBytes(xerialRead(stream), both);
	}

	private static byte[] xerialRead(byte[] stream) throws IOException {
		try (InputStream in = new SnappyInputStream(new ByteArrayInputStream(stream))) {
			return in.readAllBytes();
		}
	}

	@Nested
	class KafkaBlock extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return SNAPPY;
		}

	}

	@Nested
	class SmallestBlock extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return new CompressionConfig(Codec.SNAPPY, null,
					new CodecOptions(null, ProposedOption.SNAPPY_BLOCK.min(), null, null));
		}

	}

	@Nested
	class LargeBlock extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return new CompressionConfig(Codec.SNAPPY, null, new CodecOptions(null, 1 << 20, null, null));
		}

	}

}
