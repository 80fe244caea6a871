package io.kcadvisor.codec;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import com.github.luben.zstd.RecyclingBufferPool;
import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import io.kcadvisor.codec.KafkaBatches.RecordSet;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.compress.GzipOutputStream;
import org.apache.kafka.common.compress.Lz4BlockOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.xerial.snappy.Snappy;
import org.xerial.snappy.SnappyOutputStream;

import static io.kcadvisor.codec.CodecContractTests.assertSameBytes;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The options KIP-780 proposed, checked against Kafka's own stream classes configured as
 * the KIP would have configured them. Kafka's decompressors read every result: the
 * options change the framing within what each format allows.
 */
class Kip780OptionsTests {

	private static final int STREAM_BUFFER = 16 * 1024;

	private static final RecordSet RECORDS = KafkaBatches.large();

	@ParameterizedTest(name = "gzip {0} with a {1}-byte buffer")
	@CsvSource(textBlock = """
			1, 512
			6, 1000
			6, 65536
			9, 4096
			""")
	void gzipBufferChangesSpeedButNoByte(int level, int buffer) throws IOException {
		byte[] input = RECORDS.uncompressed();
		byte[] ours = DirectBuffers
			.compress(new CompressionConfig(Codec.GZIP, level, options(buffer, null, null, null)), input);
		assertSameBytes(ours, DirectBuffers.compress(CompressionConfig.of(Codec.GZIP, level), input));
		assertSameBytes(ours, kafkaStream(
				(out) -> new BufferedOutputStream(new GzipOutputStream(out, buffer, level), STREAM_BUFFER), input));
	}

	@ParameterizedTest(name = "snappy with {0}-byte blocks")
	@ValueSource(ints = { 1024, 5000, 32768, 262144, 1048576 })
	void snappyBlockSetsTheBlockBoundaries(int block) throws IOException {
		byte[] input = RECORDS.uncompressed();
		byte[] ours = DirectBuffers
			.compress(new CompressionConfig(Codec.SNAPPY, null, options(null, block, null, null)), input);
		assertSameBytes(ours, kafkaStream((out) -> new SnappyOutputStream(out, block), input));
		ByteBuffer stream = ByteBuffer.wrap(ours).position(16);
		int chunks = 0;
		while (stream.hasRemaining()) {
			int length = stream.getInt();
			int uncompressed = Snappy.uncompressedLength(ours, stream.position(), length);
			boolean last = stream.remaining() == length;
			assertThat(uncompressed).isEqualTo(last ? input.length - chunks * block : block);
			stream.position(stream.position() + length);
			chunks++;
		}
		assertThat(chunks).isEqualTo((input.length + block - 1) / block);
		assertSameBytes(KafkaBatches.kafkaRead(Compression.snappy().build(), ours), input);
	}

	@ParameterizedTest(name = "lz4 {1} with block size id {0}")
	@CsvSource(textBlock = """
			4, 9
			5, 9
			6, 1
			7, 9
			7, 12
			""")
	void lz4BlockSetsTheBlockSizeAndItsDescriptorByte(int blockId, int level) throws IOException {
		byte[] input = RECORDS.uncompressed();
		byte[] ours = DirectBuffers
			.compress(new CompressionConfig(Codec.LZ4, level, options(null, null, blockId, null)), input);
		assertSameBytes(ours, kafkaStream((out) -> new Lz4BlockOutputStream(out, blockId, level, false, false), input));
		assertThat(ours[5]).isEqualTo((byte) (blockId << 4));
		int blockBytes = Lz4Frame.blockBytes(blockId);
		List<Integer> blockLengths = lz4BlockLengths(ours, blockBytes);
		assertThat(blockLengths).hasSize((input.length + blockBytes - 1) / blockBytes);
		assertThat(blockLengths.subList(0, blockLengths.size() - 1)).containsOnly(blockBytes);
		assertThat(blockLengths.stream().mapToInt(Integer::intValue).sum()).isEqualTo(input.length);
		assertSameBytes(KafkaBatches.kafkaRead(Compression.lz4().build(), ours), input);
	}

	@ParameterizedTest(name = "zstd {1} with window log {0}")
	@CsvSource(textBlock = """
			10, 3
			14, -5
			18, 1
			22, 3
			22, 9
			""")
	void zstdWindowLogTurnsOnLongModeWithThatWindow(int windowLog, int level) throws IOException {
		byte[] input = RECORDS.uncompressed();
		byte[] ours = DirectBuffers
			.compress(new CompressionConfig(Codec.ZSTD, level, options(null, null, null, windowLog)), input);
		assertSameBytes(ours,
				kafkaStream((out) -> new BufferedOutputStream(
						new ZstdOutputStreamNoFinalizer(out, RecyclingBufferPool.INSTANCE, level).setLong(windowLog),
						STREAM_BUFFER), input));
		assertThat(ours[5]).as("window descriptor").isEqualTo((byte) ((windowLog - 10) << 3));
		assertSameBytes(KafkaBatches.kafkaRead(Compression.zstd().build(), ours), input);
	}

	@Test
	void recordsSpanSeveralOfTheLargestLz4Blocks() {
		assertThat(RECORDS.uncompressed().length).isGreaterThan(Lz4Frame.blockBytes(Lz4Frame.MAX_BLOCK_ID));
	}

	@Test
	void zstdWindowLogZeroIsKafkasOwnFraming() {
		byte[] input = RECORDS.uncompressed();
		CompressionConfig off = new CompressionConfig(Codec.ZSTD, 3, options(null, null, null, 0));
		assertSameBytes(DirectBuffers.compress(off, input),
				DirectBuffers.compress(CompressionConfig.of(Codec.ZSTD, 3), input));
	}

	/** Walks an LZ4 frame's blocks and returns how many bytes each decodes to. */
	private static List<Integer> lz4BlockLengths(byte[] frame, int blockBytes) {
		ByteBuffer blocks = ByteBuffer.wrap(frame).order(ByteOrder.LITTLE_ENDIAN).position(7);
		LZ4SafeDecompressor decompressor = LZ4Factory.fastestInstance().safeDecompressor();
		byte[] block = new byte[blockBytes];
		List<Integer> lengths = new ArrayList<>();
		for (int word = blocks.getInt(); word != 0; word = blocks.getInt()) {
			int length = word & 0x7FFFFFFF;
			lengths.add((word < 0) ? length : decompressor.decompress(frame, blocks.position(), length, block, 0));
			blocks.position(blocks.position() + length);
		}
		return lengths;
	}

	private static CodecOptions options(Integer gzipBuffer, Integer snappyBlock, Integer lz4Block,
			Integer zstdWindowLog) {
		return new CodecOptions(gzipBuffer, snappyBlock, lz4Block, zstdWindowLog);
	}

	/** Writes the input in pieces of varied sizes, as record fields arrive. */
	private static byte[] kafkaStream(StreamFactory factory, byte[] input) throws IOException {
		ByteArrayOutputStream sink = new ByteArrayOutputStream();
		Random random = new Random(input.length);
		try (OutputStream out = factory.wrap(sink)) {
			int pos = 0;
			while (pos < input.length) {
				int length = Math.min(input.length - pos,
						(random.nextInt(4) == 0) ? random.nextInt(100_000) : 1 + random.nextInt(300));
				out.write(input, pos, length);
				pos += length;
			}
		}
		return sink.toByteArray();
	}

	@FunctionalInterface
	private interface StreamFactory {

		OutputStream wrap(OutputStream out) throws IOException;

	}

}
