package io.kcadvisor.analysis.web;

import java.util.Map;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.advice.Recommendation;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.codec.CodecOptions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PageFormatTests {

	private final PageFormat format = new PageFormat();

	@ParameterizedTest(name = "{0} bytes read {1}")
	@CsvSource(textBlock = """
			0,             0 B
			999,           999 B
			1000,          '1,000 B'
			1024,          1.00 KiB
			1378265,       1.31 MiB
			157654,        154 KiB
			67108864,      64.0 MiB
			2800000000000, 2.55 TiB
			""")
	void bytesReadInBinaryUnitsWithThreeSignificantDigits(double bytes, String text) {
		assertThat(this.format.bytes(bytes)).isEqualTo(text);
	}

	@ParameterizedTest(name = "batch.size {0} reads {1}")
	@CsvSource(textBlock = """
			16384,   16 KiB
			1048576, 1 MiB
			100000,  '100,000 B'
			1536,    '1,536 B'
			""")
	void batchSizesReadInBinaryUnitsWhenWhole(int batchSize, String text) {
		assertThat(this.format.batchSize(batchSize)).isEqualTo(text);
	}

	@Test
	void aMissingBatchSizeReadsAsADash() {
		assertThat(this.format.batchSize(null)).isEqualTo("—");
	}

	@Test
	void severalBatchSizesReadAsAList() {
		assertThat(this.format.batchSizes(List.of(16384, 65536, 1048576))).isEqualTo("16 KiB, 64 KiB and 1 MiB");
		assertThat(this.format.batchSizes(List.of(16384))).isEqualTo("16 KiB");
	}

	@ParameterizedTest(name = "{0} reads {1}")
	@CsvSource(textBlock = """
			4.5,    4.5 MB/s
			312.4,  312 MB/s
			62509,  '62,509 MB/s'
			""")
	void speedsAreWholeFromTen(double mbps, String text) {
		assertThat(this.format.speed(mbps)).isEqualTo(text);
	}

	@Test
	void ratiosAndSharesKeepTheirFigures() {
		assertThat(this.format.ratio(8.987)).isEqualTo("8.99×");
		assertThat(this.format.percent(0.111)).isEqualTo("11.1%");
	}

	@ParameterizedTest(name = "a change of {0} reads {1}")
	@CsvSource(textBlock = """
			0.102,   +10.2%
			-0.096,  −9.6%
			-0.0004, 0.0%
			""")
	void changesCarryTheirSignAndATrueMinus(double fraction, String text) {
		assertThat(this.format.change(fraction)).isEqualTo(text);
	}

	@Test
	void kip780OptionsReadAsWhatTheySet() {
		assertThat(this.format.options(CodecOptions.NONE)).isEmpty();
		assertThat(this.format.options(new CodecOptions(null, null, 6, null))).isEqualTo("lz4 block 1 MiB");
		assertThat(this.format.options(new CodecOptions(4096, null, null, null))).isEqualTo("gzip buffer 4 KiB");
		assertThat(this.format.options(new CodecOptions(null, 32768, null, null))).isEqualTo("snappy block 32 KiB");
		assertThat(this.format.options(new CodecOptions(null, null, null, 22))).isEqualTo("zstd window 2^22");
		assertThat(this.format.options(new CodecOptions(null, null, null, 0))).isEqualTo("zstd long mode off");
	}

	/**
	 * Records per batch are no producer setting: a recommendation of results measured
	 * with a fixed number of them leads with the batch.size its properties set.
	 */
	@Test
	void aRecommendationOfAFixedNumberOfRecordsPerBatchLeadsWithItsBatchSize() {
		Result fixed = new Result(CompressionConfig.of(Codec.ZSTD, 3), null, 100, 48, 1_000_000, 250_000, 4, 300, 900,
				null, false);
		Recommendation top = new Recommendation(1, fixed, "why", Map.of("batch.size", "2432"), Map.of(), Map.of(),
				List.of(), null);
		assertThat(this.format.batching(top)).isEqualTo("batch.size 2432 (100 records a batch)");
		Result sized = new Result(CompressionConfig.of(Codec.ZSTD, 3), 65536, 300, 16, 1_000_000, 250_000, 4, 300, 900,
				BatchLimit.SIZE, false);
		assertThat(this.format.batching(new Recommendation(1, sized, "why", Map.of("batch.size", "65536"), Map.of(),
				Map.of(), List.of(), null)))
			.isEqualTo("batch.size 64 KiB");
	}

}
