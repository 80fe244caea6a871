package io.kcadvisor.sample;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CodecException;
import io.kcadvisor.codec.Decompressor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class RecordsInflaterTests {

	private static final int FACTOR = 100;

	private final AtomicInteger calls = new AtomicInteger();

	private final AtomicInteger closed = new AtomicInteger();

	@Test
	void growsTheOutputUntilTheSectionFits() {
		byte[] section = new byte[2048];
		Arrays.fill(section, (byte) 'x');
		try (RecordsInflater inflater = new RecordsInflater((codec) -> new Repeating())) {
			ByteBuffer output = inflater.inflate(Codec.GZIP, section, 0, section.length, 10 << 20);
			assertThat(output.remaining()).isEqualTo(section.length * FACTOR);
			assertThat(output.get(output.limit() - 1)).isEqualTo((byte) 'x');
			assertThat(this.calls).as("attempts: 64 KiB, 128 KiB, 256 KiB").hasValue(3);
		}
		assertThat(this.closed).hasValue(1);
	}

	@Test
	void neverGrowsBeyondTheBound() {
		byte[] section = new byte[1024];
		try (RecordsInflater inflater = new RecordsInflater((codec) -> new Repeating())) {
			assertThatExceptionOfType(CodecException.class)
				.isThrownBy(() -> inflater.inflate(Codec.ZSTD, section, 0, section.length, 100_000))
				.satisfies((ex) -> assertThat(ex.isOutputTooLarge()).isTrue());
			assertThat(this.calls).as("64 KiB, then the bound").hasValue(2);
		}
	}

	@Test
	void passesCorruptDataErrorsOn() {
		try (RecordsInflater inflater = new RecordsInflater((codec) -> new Repeating())) {
			assertThatExceptionOfType(CodecException.class)
				.isThrownBy(() -> inflater.inflate(Codec.LZ4, new byte[] { 1, 2, 3 }, 1, 1, 1 << 20))
				.satisfies((ex) -> assertThat(ex.isOutputTooLarge()).isFalse());
		}
	}

	@Test
	void readsOnlyTheGivenRangeAndReusesOneDecompressorPerCodec() {
		AtomicInteger created = new AtomicInteger();
		try (RecordsInflater inflater = new RecordsInflater((codec) -> {
			created.incrementAndGet();
			return new Repeating();
		})) {
			byte[] bytes = "..ab..".getBytes();
			ByteBuffer output = inflater.inflate(Codec.SNAPPY, bytes, 2, 2, 1 << 20);
			assertThat(output.remaining()).isEqualTo(2 * FACTOR);
			assertThat(output.get(0)).isEqualTo((byte) 'a');
			inflater.inflate(Codec.SNAPPY, bytes, 2, 2, 1 << 20);
			assertThat(created).hasValue(1);
		}
	}

	/**
	 * Writes each input byte a hundred times; a byte of 2 is corrupt input.
	 */
	private final class Repeating implements Decompressor {

		@Override
		public int decompress(ByteBuffer src, ByteBuffer dst) {
			assertThat(src.isDirect()).isTrue();
			assertThat(dst.isDirect()).isTrue();
			RecordsInflaterTests.this.calls.incrementAndGet();
			int written = 0;
			while (src.hasRemaining()) {
				byte b = src.get();
				if (b == 2) {
					throw new CodecException("corrupt");
				}
				for (int i = 0; i < FACTOR; i++) {
					if (!dst.hasRemaining()) {
						throw new CodecException("too large", true, null);
					}
					dst.put(b);
					written++;
				}
			}
			return written;
		}

		@Override
		public void close() {
			RecordsInflaterTests.this.closed.incrementAndGet();
		}

	}

}
