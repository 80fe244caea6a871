package io.kcadvisor.codec;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;

import com.github.luben.zstd.ZstdCompressCtx;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.record.RecordBatch;
import org.apache.kafka.common.utils.BufferSupplier;
import org.apache.kafka.common.utils.ByteBufferOutputStream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static io.kcadvisor.codec.CodecContractTests.assertSameBytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class ZstdCodecTests {

	private static final CompressionConfig ZSTD = CompressionConfig.defaults(Codec.ZSTD);

	@Test
	void emptyInputGivesTheFrameKafkaWritesForAnEmptyStream() throws IOException {
		ByteBufferOutputStream kafka = new ByteBufferOutputStream(64);
		OutputStream out = Compression.zstd().build().wrapForOutput(kafka, RecordBatch.CURRENT_MAGIC_VALUE);
		out.close();
		ByteBuffer written = kafka.buffer().flip();
		assertThat(DirectBuffers.compress(ZSTD, new byte[0])).isEqualTo(DirectBuffers.remaining(written));
	}

	@Test
	void frameHasNoContentSizeAndEndsWithAnEmptyLastBlockAfterTheFlushedOne() {
		byte[] stream = DirectBuffers.compress(ZSTD, Samples.mixed(300_000, 14));
		int frameHeaderDescriptor = stream[4] & 0xFF;
		assertThat(frameHeaderDescriptor & 0xE0).as("content size flag and single segment").isZero();
		assertThat(Arrays.copyOfRange(stream, stream.length - 3, stream.length)).containsExactly(1, 0, 0);
	}

	@Test
	void readsConcatenatedAndSkippableFramesAsKafkaDoes() throws IOException {
		byte[] first = Samples.repetitiveText(70_000);
		byte[] second = Samples.mixed(30_000, 15);
		byte[] skippable = { 0x50, 0x2A, 0x4D, 0x18, 3, 0, 0, 0, 7, 7, 7 };
		byte[] stream = GzipCodecTests.concat(GzipCodecTests.concat(DirectBuffers.compress(ZSTD, first), skippable),
				DirectBuffers.compress(ZSTD, second));
		byte[] both = GzipCodecTests.concat(first, second);
		assertSameBytes(DirectBuffers.decompress(ZSTD, stream, both.length), both);
		assertSameBytes(kafkaRead(stream), both);
	}

	@Test
	void readsFramesWithContentSizeAndChecksumAndRejectsAChecksumMismatch() {
		byte[] input = Samples.mixed(100_000, 16);
		byte[] stream;
		try (ZstdCompressCtx context = new ZstdCompressCtx()) {
			stream = context.setLevel(5).setChecksum(true).setContentSize(true).compress(input);
		}
		assertSameBytes(DirectBuffers.decompress(ZSTD, stream, input.length), input);
		stream[stream.length - 1] ^= 1;
		assertThatExceptionOfType(CodecException.class)
			.isThrownBy(() -> DirectBuffers.decompress(ZSTD, stream, input.length))
			.withMessageContaining("checksum");
	}

	static byte[] kafkaRead(byte[] stream) throws IOException {
		try (InputStream in = Compression.zstd()
			.build()
			.wrapForInput(ByteBuffer.wrap(stream), RecordBatch.CURRENT_MAGIC_VALUE, BufferSupplier.create())) {
			return in.readAllBytes();
		}
	}

	@Nested
	class DefaultLevel extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return ZSTD;
		}

	}

	@Nested
	class NegativeLevel extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return CompressionConfig.of(Codec.ZSTD, -7);
		}

	}

	@Nested
	class SmallestLongWindow extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return new CompressionConfig(Codec.ZSTD, 3,
					new CodecOptions(null, null, null, ProposedOption.ZSTD_WINDOW_LOG.lowest()));
		}

	}

	@Nested
	class LargestLongWindow extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return new CompressionConfig(Codec.ZSTD, 3,
					new CodecOptions(null, null, null, ProposedOption.ZSTD_WINDOW_LOG.max()));
		}

	}

}
