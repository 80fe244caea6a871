package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.TestRecords;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;
import io.kcadvisor.sweep.SweepOutcome.Ending;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.util.unit.DataSize;

class OpenCodecsTests {

	private static final MeasurementSettings FAST = new MeasurementSettings(256 * 1024, Duration.ofMillis(5), 3,
			Duration.ofSeconds(1), 0.05);

	private static final RecordSet RECORDS = TestRecords.valueSet(TestRecords.values(4000, 400, 11));

	private static final CompressionConfig ZSTD_3 = CompressionConfig.of(Codec.ZSTD, 3);

	private static final CompressionConfig GZIP_6 = CompressionConfig.of(Codec.GZIP, 6);

	private final ExecutorService pool = Executors.newSingleThreadExecutor();

	@AfterEach
	void stopPool() {
		this.pool.shutdownNow();
	}

	@Test
	void keepsTheCodecsOfACompressionOpenUntilAnotherIsAskedFor() {
		try (OpenCodecs codecs = new OpenCodecs()) {
			Compressor zstd = codecs.compressor(ZSTD_3);
			Decompressor zstdDecompressor = codecs.decompressor(ZSTD_3);
			assertThat(codecs.openFor(CompressionConfig.of(Codec.ZSTD, 3))).isTrue();
			assertThat(codecs.compressor(CompressionConfig.of(Codec.ZSTD, 3))).isSameAs(zstd);
			assertThat(codecs.decompressor(ZSTD_3)).isSameAs(zstdDecompressor);
			assertThat(codecs.compressor(GZIP_6)).isNotSameAs(zstd);
			assertThat(codecs.openFor(GZIP_6)).isTrue();
			assertThat(codecs.openFor(ZSTD_3)).isFalse();
			ByteBuffer input = ByteBuffer.allocateDirect(16).put(new byte[16]).flip();
			assertThatIllegalStateException().isThrownBy(() -> zstd.compress(input, ByteBuffer.allocateDirect(128)));
		}
	}

	@Test
	void aSlotMeasuresACompressionAtItsBatchSizesWithTheCodecsItOpenedForTheFirst() throws Exception {
		List<SweepTask> tasks = List.of(task(ZSTD_3, 16384), task(GZIP_6, 16384), task(ZSTD_3, 65536),
				task(GZIP_6, 65536), task(ZSTD_3, 262144));
		Map<SweepTask, Compressor> used = new ConcurrentHashMap<>();
		SlotMeasurer measurer = (records, task, codecs, larger) -> {
			used.put(task, codecs.compressor(task.compression()));
			return new Measurement(
					new Result(task.compression(), task.batchSize(), 1, 1, 64, 32, 2, 100, 100, BatchLimit.SIZE, false),
					0);
		};
		SweepRun run = new SweepRun(SweepPlan.of(RECORDS, tasks, 0), (completed, total) -> {
		}, new SweepStop(Instant.MAX), measurer, new CodecMemory(DataSize.ofMegabytes(800)));
		run.start(this.pool, 1);
		assertThat(run.outcome().get(10, TimeUnit.SECONDS).ending()).isEqualTo(Ending.COMPLETED);
		assertThat(used).hasSize(tasks.size());
		assertThat(tasks.stream().filter((task) -> task.compression().equals(ZSTD_3)).map(used::get).distinct())
			.hasSize(1);
		assertThat(tasks.stream().filter((task) -> task.compression().equals(GZIP_6)).map(used::get).distinct())
			.hasSize(1);
		assertThat(used.get(tasks.get(0))).isNotSameAs(used.get(tasks.get(1)));
	}

	@ParameterizedTest(name = "{0} {1}")
	@CsvSource(nullValues = "null", value = { "zstd, 3", "zstd, 19", "gzip, 6", "lz4, 9", "lz4, 12", "snappy, null" })
	void measuresTheSameBatchesAndSizesWithCodecsKeptOpenAsWithNewOnes(String codec, Integer level) {
		CompressionConfig compression = CompressionConfig.of(Codec.fromKafkaName(codec), level);
		ConfigurationMeasurer measurer = new ConfigurationMeasurer(FAST, new SweepStop(Instant.MAX));
		try (OpenCodecs codecs = new OpenCodecs()) {
			for (int batchSize : List.of(16384, 65536, 262144)) {
				Result kept = measurer.measure(RECORDS, task(compression, batchSize), codecs, null).result();
				Result alone = measurer.measure(RECORDS, task(compression, batchSize));
				assertThat(codecs.openFor(compression)).isTrue();
				assertThat(kept.batches()).isEqualTo(alone.batches());
				assertThat(kept.uncompressedBytes()).isEqualTo(alone.uncompressedBytes());
				assertThat(kept.compressedBytes()).isEqualTo(alone.compressedBytes());
			}
		}
	}

	private static SweepTask task(CompressionConfig compression, int batchSize) {
		return new SweepTask(compression, new Batching.Producer(batchSize, Integer.MAX_VALUE), batchSize);
	}

}
