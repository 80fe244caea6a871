package io.kcadvisor.codec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The native memory of codec contexts against zstd's own figures. The zstd figures come
 * from zstd 1.5.6, the library zstd-jni 1.5.6-10 bundles, built from the sources of that
 * zstd-jni release: {@code ZSTD_estimateCStreamSize_usingCCtxParams} with the level set,
 * and {@code ZSTD_sizeof_CCtx} of a context that streamed 1 MiB with
 * {@code ZSTD_e_continue}, {@code ZSTD_e_flush} and {@code ZSTD_e_end} as Kafka does, on
 * x86-64.
 */
class ContextMemoryTests {

	@ParameterizedTest(name = "zstd {0}: {1} bytes")
	@CsvSource(textBlock = """
			-131072, 1336825
			-1, 1336825
			0, 3663353
			1, 1369593
			2, 2090489
			3, 3663353
			4, 4974073
			5, 6022649
			6, 6022649
			7, 9168377
			8, 9168377
			9, 17556985
			10, 30139897
			11, 30139897
			12, 55305721
			13, 38528505
			14, 55305721
			15, 72082937
			16, 38677753
			17, 59649273
			18, 60293751
			19, 93848183
			20, 202900087
			21, 404226679
			""")
	void zstdContextsAreWhatZstdEstimatesForAStreamOfUnknownSize(int level, long zstdEstimate) {
		assertThat(CompressionConfig.of(Codec.ZSTD, level).compressorMemory()).isEqualTo(zstdEstimate);
	}

	/**
	 * zstd's estimate leaves out the long-distance matcher, which zstd turns on by itself
	 * at level 22 and which long mode turns on; and counts the larger chain table for the
	 * levels that x86-64 runs with rows instead.
	 */
	@ParameterizedTest(name = "zstd {0}, window log {1}: {2} bytes allocated")
	@CsvSource(textBlock = """
			22, 0, 815424119
			5, 0, 5498361
			12, 0, 46917113
			-131072, 22, 5297657
			3, 10, 819716
			3, 22, 6051321
			6, 16, 3106137
			12, 16, 42427737
			12, 22, 47207929
			16, 20, 35623161
			19, 18, 85762935
			20, 10, 167959747
			22, 10, 671276227
			22, 14, 671458880
			22, 22, 677147255
			""")
	void zstdContextsCoverWhatZstdAllocatesWithinAFifth(int level, int windowLog, long allocated) {
		CodecOptions options = (windowLog > 0) ? CodecOptions.of(ProposedOption.ZSTD_WINDOW_LOG, windowLog)
				: CodecOptions.NONE;
		long estimate = new CompressionConfig(Codec.ZSTD, level, options).compressorMemory();
		assertThat(estimate).isBetween(allocated, allocated + allocated / 5);
	}

	/**
	 * zstd clears its tables as soon as a stream starts, and writes its window only as
	 * far as the stream goes: a context that compressed 16 KiB has its tables resident,
	 * its window barely.
	 */
	@ParameterizedTest(name = "zstd {0}")
	@ValueSource(ints = { 19, 22 })
	@EnabledOnOs(OS.LINUX)
	void aZstdContextHasItsTablesResidentOnceItCompressed(int level) throws IOException {
		CompressionConfig zstd = CompressionConfig.of(Codec.ZSTD, level);
		long estimate = zstd.compressorMemory();
		long window = 1L << ZstdMemory.parameters(level).windowLog();
		byte[] input = Samples.mixed(16 * 1024, 7);
		long before = residentBytes();
		long grown;
		try (Compressor compressor = zstd.newCompressor()) {
			DirectBuffers.compress(compressor, input);
			grown = residentBytes() - before;
		}
		assertThat(grown).isBetween((estimate - window) * 9 / 10, estimate);
	}

	@ParameterizedTest(name = "{0} {1}")
	@CsvSource(textBlock = """
			none,
			snappy,
			gzip, 1
			gzip, 9
			lz4, 1
			lz4, 9
			lz4, 17
			""")
	void contextsOfTheOtherCodecsTakeUnderAMebibyte(String codec, Integer level) {
		CompressionConfig config = CompressionConfig.of(Codec.fromKafkaName(codec), level);
		assertThat(config.compressorMemory() + config.decompressorMemory()).isLessThan(1024 * 1024);
	}

	@Test
	void aZstdDecompressorHasNoWindowBuffer() {
		assertThat(CompressionConfig.of(Codec.ZSTD, 22).decompressorMemory()).isLessThan(100 * 1024);
	}

	private static long residentBytes() throws IOException {
		return Files.readAllLines(Path.of("/proc/self/status"))
			.stream()
			.filter((line) -> line.startsWith("VmRSS:"))
			.mapToLong((line) -> Long.parseLong(line.replaceAll("\\D", "")) * 1024)
			.findFirst()
			.orElseThrow();
	}

}
