package io.kcadvisor.codec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static io.kcadvisor.codec.CodecContractTests.assertSameBytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class GzipCodecTests {

	private static final CompressionConfig GZIP = CompressionConfig.defaults(Codec.GZIP);

	@Test
	void headerIsTheOneTheRunningJdkWrites() throws IOException {
		ByteArrayOutputStream jdk = new ByteArrayOutputStream();
		new GZIPOutputStream(jdk).close();
		byte[] ours = DirectBuffers.compress(GZIP, new byte[0]);
		assertThat(Arrays.copyOf(ours, 10)).isEqualTo(Arrays.copyOf(jdk.toByteArray(), 10));
		assertThat(ours).isEqualTo(jdk.toByteArray());
	}

	@Test
	void readsConcatenatedMembersAsGzipInputStreamDoes() throws IOException {
		byte[] first = Samples.repetitiveText(40_000);
		byte[] second = Samples.mixed(30_000, 7);
		byte[] stream = concat(DirectBuffers.compress(GZIP, first), DirectBuffers.compress(GZIP, second));
		byte[] decoded = DirectBuffers.decompress(GZIP, stream, first.length + second.length);
		assertSameBytes(decoded, concat(first, second));
		assertSameBytes(decoded, jdkRead(stream));
	}

	@Test
	void ignoresTrailingBytesThatDoNotStartAMemberAsGzipInputStreamDoes() throws IOException {
		byte[] input = Samples.repetitiveText(10_000);
		byte[] stream = concat(DirectBuffers.compress(GZIP, input), new byte[] { 0x1f, 0x00, 0x7f, 0x13 });
		assertSameBytes(DirectBuffers.decompress(GZIP, stream, input.length), input);
		assertSameBytes(jdkRead(stream), input);
	}

	@Test
	void readsOptionalHeaderFieldsAndChecksTheHeaderCrc() throws IOException {
		byte[] input = Samples.mixed(20_000, 8);
		byte[] stream = withFullHeader(input);
		assertSameBytes(DirectBuffers.decompress(GZIP, stream, input.length), jdkRead(stream));
		byte[] badHeaderCrc = stream.clone();
		badHeaderCrc[10 + 2 + 3 + 5 + 8] ^= 1;
		assertThatExceptionOfType(CodecException.class)
			.isThrownBy(() -> DirectBuffers.decompress(GZIP, badHeaderCrc, input.length))
			.withMessageContaining("header checksum");
	}

	@Test
	void rejectsATrailerThatDoesNotMatchTheData() {
		byte[] input = Samples.repetitiveText(10_000);
		byte[] stream = DirectBuffers.compress(GZIP, input);
		stream[stream.length - 5] ^= 1;
		assertThatExceptionOfType(CodecException.class)
			.isThrownBy(() -> DirectBuffers.decompress(GZIP, stream, input.length))
			.withMessageContaining("trailer");
	}

	private static byte[] withFullHeader(byte[] input) {
		ByteBuffer stream = ByteBuffer.allocate(input.length + 1000).order(ByteOrder.LITTLE_ENDIAN);
		stream.put(new byte[] { 0x1f, (byte) 0x8b, 8, 4 | 8 | 16 | 2, 0, 0, 0, 0, 0, 3 });
		stream.putShort((short) 3).put(new byte[] { 'a', 'b', 'c' });
		stream.put("name\0".getBytes()).put("comment\0".getBytes());
		CRC32 crc = new CRC32();
		crc.update(stream.array(), 0, stream.position());
		stream.putShort((short) crc.getValue());
		Deflater deflater = new Deflater(6, true);
		deflater.setInput(input);
		deflater.finish();
		while (!deflater.finished()) {
			stream
				.position(stream.position() + deflater.deflate(stream.array(), stream.position(), stream.remaining()));
		}
		deflater.end();
		crc.reset();
		crc.update(input);
		stream.putInt((int) crc.getValue()).putInt(input.length);
		return Arrays.copyOf(stream.array(), stream.position());
	}

	private static byte[] jdkRead(byte[] stream) throws IOException {
		try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(stream))) {
			return in.readAllBytes();
		}
	}

	static byte[] concat(byte[] first, byte[] second) {
		byte[] both = Arrays.copyOf(first, first.length + second.length);
		System.arraycopy(second, 0, both, first.length, second.length);
		return both;
	}

	@Nested
	class DefaultLevel extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return GZIP;
		}

	}

	@Nested
	class Level1 extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return CompressionConfig.of(Codec.GZIP, 1);
		}

	}

	@Nested
	class SmallestBuffer extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return new CompressionConfig(Codec.GZIP, 9,
					new CodecOptions(ProposedOption.GZIP_BUFFER.min(), null, null, null));
		}

	}

}
