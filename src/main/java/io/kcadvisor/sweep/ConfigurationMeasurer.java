package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;
import java.nio.ByteBuffer;

/**
 * Measures one configuration on the whole sample, on the calling thread.
 * <p>
 * With producer batching the batches depend on the producer's compression ratio estimate.
 * A long-running producer's estimate has converged on the configuration's ratio, so the
 * estimate is first found on a prefix of the sample (starting from Kafka's 1.0 and
 * feeding back the observed ratio), and then checked against the whole sample: when the
 * whole sample's ratio differs by more than the tolerance, it is measured again with that
 * ratio.
 */
final class ConfigurationMeasurer implements Measurer {

	private static final int MAX_PROBE_ROUNDS = 8;

	private final MeasurementSettings settings;

	private final SweepStop stop;

	ConfigurationMeasurer(MeasurementSettings settings, SweepStop stop) {
		this.settings = settings;
		this.stop = stop;
	}

	@Override
	public Result measure(RecordSet records, SweepTask task) {
		CompressionConfig compression = task.compression();
		Codec codec = compression.codec();
		Batching batching = task.batching();
		Scratch scratch = Scratch.forCurrentThread();
		try (Compressor compressor = compression.newCompressor();
				Decompressor decompressor = compression.newDecompressor()) {
			boolean estimated = batching.usesEstimate(codec);
			float estimate = estimated ? probeEstimate(records, batching, codec, compressor, scratch) : 1f;
			BatchLayout layout = batching.layout(records, codec, estimate);
			MeasuredPass pass = measureEveryBatch(layout, compressor, decompressor, scratch);
			for (int passes = 1; estimated && passes < this.settings.maxEstimatePasses()
					&& !converged(estimate, pass.sectionRatio()); passes++) {
				estimate = (float) pass.sectionRatio();
				layout = batching.layout(records, codec, estimate);
				pass = measureEveryBatch(layout, compressor, decompressor, scratch);
			}
			pass.measureSpeedFurther();
			return result(task, layout, pass);
		}
		finally {
			scratch.trim();
		}
	}

	private MeasuredPass measureEveryBatch(BatchLayout layout, Compressor compressor, Decompressor decompressor,
			Scratch scratch) {
		MeasuredPass pass = new MeasuredPass(layout, compressor, decompressor, this.settings, this.stop, scratch);
		pass.measureEveryBatch();
		return pass;
	}

	private float probeEstimate(RecordSet records, Batching batching, Codec codec, Compressor compressor,
			Scratch scratch) {
		float estimate = 1f;
		for (int round = 0; round < MAX_PROBE_ROUNDS; round++) {
			this.stop.check();
			BatchLayout layout = batching.layout(records, codec, estimate);
			long uncompressed = 0;
			long compressed = 0;
			for (int batch = 0; batch < layout.batches()
					&& uncompressed < this.settings.estimateProbeBytes(); batch++) {
				int size = layout.sectionSize(batch);
				ByteBuffer input = scratch.input(size);
				layout.writeSection(batch, input);
				input.flip();
				compressed += compressor.compress(input, scratch.compressed(compressor.maxCompressedLength(size)));
				uncompressed += size;
			}
			float observed = (float) (compressed / (double) Math.max(uncompressed, 1));
			if (converged(estimate, observed)) {
				return observed;
			}
			estimate = observed;
		}
		return estimate;
	}

	private boolean converged(double estimate, double observed) {
		return Math.abs(observed - estimate) <= this.settings.estimateTolerance() * estimate;
	}

	private static Result result(SweepTask task, BatchLayout layout, MeasuredPass pass) {
		CompressionConfig compression = task.compression();
		long uncompressed = layout.uncompressedBytes();
		long compressed = pass.compressedSections()
				+ (long) layout.batches() * io.kcadvisor.batch.RecordBatches.HEADER_SIZE;
		return new Result(compression.codec(), compression.level(), compression.options(), compression.configurable(),
				task.batchSize(), layout.records().size() / (double) layout.batches(), layout.batches(), uncompressed,
				compressed, uncompressed / (double) compressed, pass.compression().medianMBps(),
				pass.decompression().medianMBps(), lingerLimited(task, layout), false);
	}

	private static boolean lingerLimited(SweepTask task, BatchLayout layout) {
		if (!(task.batching() instanceof Batching.Producer producer) || producer.maxRecords() == Integer.MAX_VALUE) {
			return false;
		}
		int full = 0;
		for (int batch = 0; batch < layout.batches(); batch++) {
			if (layout.recordCount(batch) == producer.maxRecords()) {
				full++;
			}
		}
		return full * 2 > layout.batches();
	}

}
