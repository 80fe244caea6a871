package io.kcadvisor.codec;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.IntStream;

import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4FrameOutputStream;
import net.jpountz.lz4.LZ4FrameOutputStream.BLOCKSIZE;
import net.jpountz.lz4.LZ4FrameOutputStream.FLG.Bits;
import net.jpountz.xxhash.XXHashFactory;
import org.apache.kafka.common.compress.Lz4BlockInputStream;
import org.apache.kafka.common.compress.Lz4BlockOutputStream;
import org.apache.kafka.common.utils.BufferSupplier;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

import static io.kcadvisor.codec.CodecContractTests.assertSameBytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class Lz4CodecTests {

	private static final CompressionConfig LZ4 = CompressionConfig.defaults(Codec.LZ4);

	@ParameterizedTest(name = "lz4 {0} compresses exactly as lz4 {1}")
	@CsvSource({ "2, 1", "13, 12", "14, 12", "15, 12", "16, 12", "17, 12" })
	void levelsThatLiblz4TreatsAlikeGiveTheSameBytes(int level, int same) {
		for (byte[] input : List.of(Samples.mixed(300_000, 21), Samples.repetitiveText(100_000),
				Samples.random(50_000, 22))) {
			assertSameBytes(DirectBuffers.compress(CompressionConfig.of(Codec.LZ4, level), input),
					DirectBuffers.compress(CompressionConfig.of(Codec.LZ4, same), input));
		}
		assertThat(Codec.LZ4.sameBytesAs(level)).isEqualTo(same);
	}

	@Test
	void everyOtherLevelIsItsOwn() {
		byte[] input = Samples.mixed(300_000, 23);
		List<Integer> own = IntStream.rangeClosed(1, 17)
			.filter((level) -> Codec.LZ4.sameBytesAs(level) == level)
			.boxed()
			.toList();
		assertThat(own).containsExactly(1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
		assertThat(own.stream()
			.map((level) -> HexFormat.of()
				.formatHex(DirectBuffers.compress(CompressionConfig.of(Codec.LZ4, level), input))))
			.doesNotHaveDuplicates();
	}

	@ParameterizedTest
	@EnumSource(OptionalFields.class)
	void readsFramesFromOtherWritersWithOptionalFieldsThatKafkaReads(OptionalFields fields) throws IOException {
		byte[] input = Samples.mixed(600_000, 11);
		ByteArrayOutputStream frame = new ByteArrayOutputStream();
		try (LZ4FrameOutputStream out = new LZ4FrameOutputStream(frame, BLOCKSIZE.SIZE_256KB, input.length,
				fields.bits)) {
			out.write(input);
		}
		assertSameBytes(DirectBuffers.decompress(LZ4, frame.toByteArray(), input.length), input);
		assertSameBytes(kafkaRead(frame.toByteArray()), input);
	}

	@Test
	void readsKafkaFramesWithBlockChecksumsAndRejectsAMismatch() throws IOException {
		byte[] input = Samples.mixed(200_000, 12);
		ByteArrayOutputStream frame = new ByteArrayOutputStream();
		try (Lz4BlockOutputStream out = new Lz4BlockOutputStream(frame, 4, 9, true, false)) {
			out.write(input);
		}
		byte[] stream = frame.toByteArray();
		assertSameBytes(DirectBuffers.decompress(LZ4, stream, input.length), input);
		stream[20] ^= 1;
		assertThatExceptionOfType(CodecException.class)
			.isThrownBy(() -> DirectBuffers.decompress(LZ4, stream, input.length))
			.withMessageContaining("block checksum");
	}

	@Test
	void rejectsAFrameDescriptorChecksumMismatch() {
		byte[] stream = DirectBuffers.compress(LZ4, Samples.repetitiveText(1000));
		stream[6] ^= 1;
		assertThatExceptionOfType(CodecException.class).isThrownBy(() -> DirectBuffers.decompress(LZ4, stream, 1000))
			.withMessageContaining("descriptor checksum");
	}

	@Test
	void rejectsDependentBlocksAsKafkaDoes() {
		byte[] stream = DirectBuffers.compress(LZ4, Samples.repetitiveText(1000));
		stream[4] = 0x40;
		stream[6] = (byte) (XXHashFactory.fastestInstance().hash32().hash(stream, 4, 2, 0) >> 8);
		assertThatExceptionOfType(CodecException.class).isThrownBy(() -> DirectBuffers.decompress(LZ4, stream, 1000))
			.withMessageContaining("dependent blocks");
	}

	@Test
	void storesIncompressibleBlocksRawWithTheHighBitSet() {
		byte[] input = Samples.random(100_000, 13);
		ByteBuffer stream = ByteBuffer.wrap(DirectBuffers.compress(LZ4, input));
		assertThat(Integer.reverseBytes(stream.getInt(7))).isEqualTo(0x80000000 | 65536);
		assertThat(Arrays.copyOfRange(stream.array(), 11, 11 + 65536)).isEqualTo(Arrays.copyOf(input, 65536));
		assertThat(stream.getInt(stream.limit() - 4)).as("end mark").isZero();
	}

	@Test
	void usesTheNativeLibraryAlsoWhenAnApplicationClassLoaderLoadsLz4Java() throws Exception {
		URL codecClasses = Lz4Frame.class.getProtectionDomain().getCodeSource().getLocation();
		URL lz4Java = LZ4Factory.class.getProtectionDomain().getCodeSource().getLocation();
		try (URLClassLoader launcher = new URLClassLoader(new URL[] { codecClasses, lz4Java },
				ClassLoader.getPlatformClassLoader())) {
			Field factory = launcher.loadClass(Lz4Frame.class.getName()).getDeclaredField("LZ4");
			factory.setAccessible(true);
			assertThat(factory.get(null)).hasToString("LZ4Factory:JNI");
		}
	}

	static byte[] kafkaRead(byte[] frame) throws IOException {
		try (InputStream in = new Lz4BlockInputStream(ByteBuffer.wrap(frame), BufferSupplier.create(), false)) {
			return in.readAllBytes();
		}
	}

	enum OptionalFields {

		NONE(Bits.BLOCK_INDEPENDENCE), BLOCK_CHECKSUM(Bits.BLOCK_INDEPENDENCE, Bits.BLOCK_CHECKSUM),
		CONTENT_SIZE(Bits.BLOCK_INDEPENDENCE, Bits.CONTENT_SIZE),
		CONTENT_CHECKSUM(Bits.BLOCK_INDEPENDENCE, Bits.CONTENT_CHECKSUM),
		ALL(Bits.BLOCK_INDEPENDENCE, Bits.BLOCK_CHECKSUM, Bits.CONTENT_SIZE, Bits.CONTENT_CHECKSUM);

		private final Bits[] bits;

		OptionalFields(Bits... bits) {
			this.bits = bits;
		}

	}

	@Nested
	class FastLevel extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return LZ4;
		}

	}

	@Nested
	class HighLevel extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return CompressionConfig.of(Codec.LZ4, 17);
		}

	}

	@Nested
	class LargestBlock extends CodecContractTests {

		@Override
		CompressionConfig config() {
			return new CompressionConfig(Codec.LZ4, 1, new CodecOptions(null, null, Lz4Frame.MAX_BLOCK_ID, null));
		}

	}

}
