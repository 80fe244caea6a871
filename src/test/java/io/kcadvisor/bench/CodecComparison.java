package io.kcadvisor.bench;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.SweepTask;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Compares the engine's measured speeds with the native command-line benchmarks on the
 * same bytes in the same chunks: the records sections of batches holding as many records
 * as the producer puts in a batch at {@code batch.size} 16384, written one after another
 * to a file the tools cut into chunks of the sections' mean size.
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
		Path sections = Files.createTempFile("bench-sections", ".bin");
		try {
			long bytes = writeSections(layout, sections);
			int chunk = (int) Math.round(bytes / (double) layout.batches());
			double engineCompress = 0;
			double engineDecompress = 0;
			double cliCompress = 0;
			double cliDecompress = 0;
			for (int round = 0; round < ROUNDS; round++) {
				Result result = this.engine.measure(records, new SweepTask(compression, fixed, null));
				engineCompress = Math.max(engineCompress, result.compressMBps());
				engineDecompress = Math.max(engineDecompress, result.decompressMBps());
				NativeBenchmark.Speeds cli = this.tools.run(compression.toString(), sections, chunk);
				cliCompress = Math.max(cliCompress, cli.compress());
				cliDecompress = Math.max(cliDecompress, cli.decompress());
			}
			return new Row(compression.toString(), chunk, layout.batches(), engineCompress, engineDecompress,
					cliCompress, cliDecompress);
		}
		finally {
			Files.deleteIfExists(sections);
		}
	}

	private static long writeSections(BatchLayout layout, Path file) throws IOException {
		long total = 0;
		try (OutputStream out = Files.newOutputStream(file); WritableByteChannel channel = Channels.newChannel(out)) {
			for (int batch = 0; batch < layout.batches(); batch++) {
				ByteBuffer section = ByteBuffer.allocate(layout.sectionSize(batch));
				layout.writeSection(batch, section);
				channel.write(section.flip());
				total += layout.sectionSize(batch);
			}
		}
		return total;
	}

	/**
	 * One setting on one sample: the engine's and the tool's speeds in MB/s.
	 *
	 * @param setting for example {@code zstd 1}
	 * @param chunkBytes the mean records section, the tool's chunk size
	 * @param chunks the number of batches
	 * @param engineCompress the engine's compression speed, best of its rounds
	 * @param engineDecompress the engine's decompression speed, best of its rounds
	 * @param cliCompress the tool's compression speed, best of its rounds
	 * @param cliDecompress the tool's decompression speed, best of its rounds
	 */
	record Row(String setting, int chunkBytes, int chunks, double engineCompress, double engineDecompress,
			double cliCompress, double cliDecompress) {

		double compressRatio() {
			return this.engineCompress / this.cliCompress;
		}

		double decompressRatio() {
			return this.engineDecompress / this.cliDecompress;
		}

	}

}
