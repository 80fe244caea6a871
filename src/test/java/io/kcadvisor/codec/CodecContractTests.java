package io.kcadvisor.codec;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import io.kcadvisor.codec.Samples.Sample;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assumptions.assumeThat;

/**
 * What every codec configuration promises, run by one subclass per configuration.
 */
abstract class CodecContractTests {

	private static final byte GUARD = 0x5A;

	private static final int GUARD_LENGTH = 32;

	abstract CompressionConfig config();

	static List<Sample> samples() {
		return Samples.ALL;
	}

	static List<Sample> nonEmptySamples() {
		return Samples.ALL.stream().filter((sample) -> sample.bytes().length > 0).toList();
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("samples")
	void roundTripRestoresTheInput(Sample sample) {
		byte[] compressed = DirectBuffers.compress(config(), sample.bytes());
		assertSameBytes(DirectBuffers.decompress(config(), compressed, sample.bytes().length), sample.bytes());
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("samples")
	void compressWritesOnlyBetweenTheOutputPositionAndMaxCompressedLength(Sample sample) {
		byte[] input = sample.bytes();
		try (Compressor compressor = config().newCompressor()) {
			int bound = compressor.maxCompressedLength(input.length);
			ByteBuffer src = ByteBuffer.allocateDirect(input.length + 7).position(7).put(input).position(7);
			ByteBuffer dst = ByteBuffer.allocateDirect(GUARD_LENGTH + bound + GUARD_LENGTH);
			while (dst.hasRemaining()) {
				dst.put(GUARD);
			}
			dst.limit(GUARD_LENGTH + bound).position(GUARD_LENGTH);
			int written = compressor.compress(src, dst);
			assertThat(written).isLessThanOrEqualTo(bound).isEqualTo(dst.position() - GUARD_LENGTH);
			assertThat(src.position()).isEqualTo(src.limit());
			assertThat(dst.limit()).isEqualTo(GUARD_LENGTH + bound);
			ByteBuffer whole = dst.duplicate().clear();
			for (int i = 0; i < whole.capacity(); i++) {
				if (i < GUARD_LENGTH || i >= GUARD_LENGTH + bound) {
					assertThat(whole.get(i)).as("byte %d outside the output room", i).isEqualTo(GUARD);
				}
			}
			byte[] framed = new byte[written];
			dst.get(GUARD_LENGTH, framed);
			assertSameBytes(framed, DirectBuffers.compress(config(), input));
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("nonEmptySamples")
	void decompressWritesAtTheOutputPositionAndReturnsTheLength(Sample sample) {
		byte[] compressed = DirectBuffers.compress(config(), sample.bytes());
		ByteBuffer dst = ByteBuffer.allocateDirect(sample.bytes().length + 20).position(11);
		try (Decompressor decompressor = config().newDecompressor()) {
			int written = decompressor.decompress(DirectBuffers.of(compressed), dst);
			assertThat(written).isEqualTo(sample.bytes().length);
			assertThat(dst.position()).isEqualTo(11 + written);
			assertSameBytes(DirectBuffers.remaining(dst.flip().position(11)), sample.bytes());
		}
	}

	@Test
	void aReusedCompressorWritesTheSameBytesAsAFreshOne() {
		List<Sample> order = new ArrayList<>(Samples.ALL);
		try (Compressor compressor = config().newCompressor(); Decompressor decompressor = config().newDecompressor()) {
			for (int round = 0; round < 3; round++) {
				for (Sample sample : order) {
					byte[] reused = DirectBuffers.compress(compressor, sample.bytes());
					assertSameBytes(reused, DirectBuffers.compress(config(), sample.bytes()));
					assertSameBytes(DirectBuffers.decompress(decompressor, reused, sample.bytes().length),
							sample.bytes());
				}
				Collections.reverse(order);
			}
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("nonEmptySamples")
	void tooSmallOutputGivesOutputTooLarge(Sample sample) {
		byte[] compressed = DirectBuffers.compress(config(), sample.bytes());
		Throwable thrown = catchThrowable(
				() -> DirectBuffers.decompress(config(), compressed, sample.bytes().length - 1));
		assertThat(thrown).isInstanceOf(CodecException.class);
		assertThat(((CodecException) thrown).isOutputTooLarge()).isTrue();
	}

	@Test
	void truncatedStreamGivesCodecException() {
		assumeThat(config().codec()).isNotEqualTo(Codec.NONE);
		byte[] input = Samples.mixed(200_000, 4);
		byte[] compressed = DirectBuffers.compress(config(), input);
		for (int length : new int[] { 0, 1, 6, compressed.length / 3, compressed.length / 2 + 1,
				compressed.length - 1 }) {
			byte[] truncated = Arrays.copyOf(compressed, length);
			Throwable thrown = catchThrowable(() -> DirectBuffers.decompress(config(), truncated, input.length));
			assertThat(thrown).as("stream cut to %d of %d bytes", length, compressed.length)
				.isInstanceOf(CodecException.class);
			assertThat(((CodecException) thrown).isOutputTooLarge()).isFalse();
			assertThat(thrown.getMessage()).isNotBlank().doesNotContain("null");
		}
	}

	@Test
	void streamWithACorruptFirstByteGivesCodecException() {
		assumeThat(config().codec()).isNotEqualTo(Codec.NONE);
		byte[] input = Samples.repetitiveText(50_000);
		byte[] compressed = DirectBuffers.compress(config(), input);
		compressed[0] ^= 0x10;
		assertThat(catchThrowable(() -> DirectBuffers.decompress(config(), compressed, input.length)))
			.isInstanceOf(CodecException.class);
	}

	@Test
	void garbageGivesCodecException() {
		assumeThat(config().codec()).isNotEqualTo(Codec.NONE);
		for (int seed = 0; seed < 20; seed++) {
			byte[] garbage = Samples.random(1 + seed * 97, seed);
			assertThat(catchThrowable(() -> DirectBuffers.decompress(config(), garbage, 1 << 20)))
				.isInstanceOf(CodecException.class);
		}
	}

	@Test
	@Timeout(120)
	void corruptedStreamsDecodeOrGiveCodecExceptionButNeverAnythingElse() {
		byte[] input = Samples.mixed(60_000, 5);
		byte[] compressed = DirectBuffers.compress(config(), input);
		Random random = new Random(6);
		try (Decompressor decompressor = config().newDecompressor()) {
			for (int attempt = 0; attempt < 500; attempt++) {
				byte[] corrupted = compressed.clone();
				for (int flips = 1 + random.nextInt(3); flips > 0; flips--) {
					corrupted[random.nextInt(corrupted.length)] ^= (byte) (1 + random.nextInt(255));
				}
				int capacity = (attempt % 2 == 0) ? input.length : input.length * 2;
				Throwable thrown = catchThrowable(() -> DirectBuffers.decompress(decompressor, corrupted, capacity));
				if (thrown != null) {
					assertThat(thrown).as("attempt %d", attempt).isInstanceOf(CodecException.class);
				}
			}
			assertSameBytes(DirectBuffers.decompress(decompressor, compressed, input.length), input);
		}
	}

	@Test
	void heapBuffersAreRejected() {
		assumeThat(config().codec()).isNotEqualTo(Codec.NONE);
		try (Compressor compressor = config().newCompressor(); Decompressor decompressor = config().newDecompressor()) {
			assertThatIllegalArgumentException()
				.isThrownBy(() -> compressor.compress(ByteBuffer.allocate(10), ByteBuffer.allocateDirect(1000)));
			assertThatIllegalArgumentException()
				.isThrownBy(() -> decompressor.decompress(ByteBuffer.allocateDirect(10), ByteBuffer.allocate(1000)));
		}
	}

	@Test
	void tooLittleRoomForMaxCompressedLengthIsRejectedBeforeWriting() {
		assumeThat(config().codec()).isNotEqualTo(Codec.NONE);
		try (Compressor compressor = config().newCompressor()) {
			ByteBuffer dst = ByteBuffer.allocateDirect(compressor.maxCompressedLength(1000) - 1);
			assertThatIllegalArgumentException()
				.isThrownBy(() -> compressor.compress(DirectBuffers.of(new byte[1000]), dst));
			assertThat(dst.position()).isZero();
		}
	}

	static void assertSameBytes(byte[] actual, byte[] expected) {
		assertThat(actual.length).as("length").isEqualTo(expected.length);
		assertThat(Arrays.mismatch(actual, expected)).as("index of the first differing byte").isEqualTo(-1);
	}

}
