package io.kcadvisor.bench;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepTask;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * Compares the engine's measured speeds with the native command-line benchmarks on the
 * same bytes in the same chunks: the records sections of batches holding as many records
 * as the producer puts in a batch at {@code batch.size} 16384, each written to a file of
 * its own, which the tools take as one chunk, or for lz4 cut into the blocks of Kafka's
 * frame ({@link NativeBenchmark}).
 */
final class CodecComparison {

	static final List<CompressionConfig> SETTINGS = List.of(CompressionConfig.of(Codec.ZSTD, 1),
			CompressionConfig.of(Codec.ZSTD, 3), CompressionConfig.of(Codec.LZ4, 9));

	private static final int BATCH_SIZE = 16384;

	/**
	 * Rounds of the engine and the tool, one after the other, each side reporting its
	 * best: the tools report their fastest loop, and on a shared machine the best round
	 * is the one least disturbed.
	 */
	private static final int ROUNDS = 3;

	private final Engine engine;

	private final NativeBenchmark tools;

	CodecComparison(Engine engine, NativeBenchmark tools) {
		this.engine = engine;
		this.tools = tools;
	}

	/**
	 * Compares one setting on one sample.
	 * @param records the sample's records
	 * @param compression the setting
	 * @return the comparison
	 */
	Row compare(RecordSet records, CompressionConfig compression) throws IOException, InterruptedException {
		Result producer = this.engine.measure(records,
				new SweepTask(compression, new Batching.Producer(BATCH_SIZE, Integer.MAX_VALUE), BATCH_SIZE));
		int perBatch = (int) Math.max(1, Math.round(producer.recordsPerBatch()));
		Batching fixed = new Batching.FixedCount(perBatch);
		BatchLayout layout = new BatchLayout(records,
				IntStream
					.concat(IntStream.iterate(0, (start) -> start < records.size(), (start) -> start + perBatch),
							IntStream.of(records.size()))
					.toArray());
		Path sections = Files.createTempDirectory("bench-sections");
		try {
			List<Path> files = writeSections(layout, sections);
			long bytes = IntStream.range(0, layout.batches()).mapToLong(layout::sectionSize).sum();
			int meanSection = (int) Math.round(bytes / (double) layout.batches());
			double engineCompress = 0;
			double engineDecompress = 0;
			double cliCompress = 0;
			double cliDecompress = 0;
			for (int round = 0; round < ROUNDS; round++) {
				Result result = this.engine.measure(records, new SweepTask(compression, fixed, null));
				engineCompress = Math.max(engineCompress, result.codecCompressMBps());
				engineDecompress = Math.max(engineDecompress, result.codecDecompressMBps());
				NativeBenchmark.Speeds cli = this.tools.run(compression.toString(), files);
				cliCompress = Math.max(cliCompress, cli.compress());
				cliDecompress = Math.max(cliDecompress, cli.decompress());
			}
			return new Row(compression.toString(), meanSection, layout.batches(), engineCompress, engineDecompress,
					cliCompress, cliDecompress);
		}
		finally {
			try (Stream<Path> files = Files.list(sections)) {
				for (Path file : files.toList()) {
					Files.delete(file);
				}
			}
			Files.delete(sections);
		}
	}

	/**
	 * Writes each batch's records section to a file of its own, named in batch order.
	 * @return the files, in batch order
	 */
	private static List<Path> writeSections(BatchLayout layout, Path directory) throws IOException {
		List<Path> files = new ArrayList<>();
		for (int batch = 0; batch < layout.batches(); batch++) {
			ByteBuffer section = ByteBuffer.allocate(layout.sectionSize(batch));
			layout.writeSection(batch, section);
			Path file = directory.resolve(String.format(Locale.ROOT, "section-%06d.bin", batch));
			Files.write(file, section.array());
			files.add(file);
		}
		return files;
	}

	/**
	 * One setting on one sample: the engine's and the tool's speeds in MB/s.
	 *
	 * @param setting for example {@code zstd 1}
	 * @param sectionBytes the mean records section
	 * @param sections the number of batches, the tool's chunks
	 * @param engineCompress the engine's compression speed, best of its rounds
	 * @param engineDecompress the engine's decompression speed, best of its rounds
	 * @param cliCompress the tool's compression speed, best of its rounds
	 * @param cliDecompress the tool's decompression speed, best of its rounds
	 */
	record Row(String setting, int sectionBytes, int sections, double engineCompress, double engineDecompress,
			double cliCompress, double cliDecompress) {

		double compressRatio() {
			return this.engineCompress / this.cliCompress;
		}

		double decompressRatio() {
			return this.engineDecompress / this.cliDecompress;
		}

	}

}
