package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;

/**
 * Measures one configuration on the whole sample, on the calling thread.
 * <p>
 * With producer batching the batches depend on the producer's compression ratio estimate.
 * A long-running producer's estimate has converged on the configuration's ratio, so the
 * whole sample is measured with the ratio of the codec's warm-up on the first records as
 * the estimate, and, when the whole sample's ratio differs from it by more than the
 * tolerance, measured again with that ratio, up to the passes allowed. The ratio changes
 * little with the estimate that sets the batches, so a second pass is close to the point
 * a producer converges on. An estimate that gives the batches already measured needs no
 * further pass.
 */
final class ConfigurationMeasurer implements Measurer {

	private final MeasurementSettings settings;

	private final SweepStop stop;

	ConfigurationMeasurer(MeasurementSettings settings, SweepStop stop) {
		this.settings = settings;
		this.stop = stop;
	}

	@Override
	public Result measure(RecordSet records, SweepTask task) {
		CompressionConfig compression = task.compression();
		Scratch scratch = Scratch.forCurrentThread();
		try (Compressor compressor = compression.newCompressor();
				Decompressor decompressor = compression.newDecompressor()) {
			LayoutPasses passes = new LayoutPasses(records, task, compressor, decompressor, this.settings, this.stop,
					scratch);
			float warmUpRatio = (float) passes.warmUp();
			MeasuredPass pass;
			if (task.batching().usesEstimate(compression.codec())) {
				pass = converge(passes, warmUpRatio);
			}
			else {
				pass = passes.forEstimate(1f, null);
				pass.measureEveryBatch();
			}
			pass.measureSpeedFurther();
			return result(task, pass.layout(), pass);
		}
		finally {
			scratch.trim();
		}
	}

	private MeasuredPass converge(LayoutPasses passes, float initialEstimate) {
		float estimate = initialEstimate;
		MeasuredPass pass = passes.forEstimate(estimate, null);
		pass.measureEveryBatch();
		for (int round = 1; round < this.settings.maxEstimatePasses()
				&& !converged(estimate, pass.sectionRatio()); round++) {
			estimate = (float) pass.sectionRatio();
			MeasuredPass next = passes.forEstimate(estimate, pass);
			if (next == pass) {
				break;
			}
			pass = next;
			pass.measureEveryBatch();
		}
		return pass;
	}

	private boolean converged(double estimate, double observed) {
		return Math.abs(observed - estimate) <= this.settings.estimateTolerance() * estimate;
	}

	private static Result result(SweepTask task, BatchLayout layout, MeasuredPass pass) {
		CompressionConfig compression = task.compression();
		long uncompressed = layout.uncompressedBytes();
		long compressed = pass.compressedSections() + (long) layout.batches() * RecordBatches.HEADER_SIZE;
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
