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
 * estimate is first found on groups of batches spread over the sample, and then checked
 * against the whole sample: when the whole sample's ratio differs by more than the
 * tolerance, it is measured again with that ratio. The search starts from the ratio of
 * the codec's warm-up on the first records rather than from Kafka's initial 1.0: it
 * reaches the point the producer converges on in fewer rounds. Each layout is measured
 * once: the groups that checked an estimate count towards the whole sample when the
 * estimate is kept, and an estimate that gives the batches already measured needs no
 * further round.
 */
final class ConfigurationMeasurer implements Measurer {

	private static final int MAX_PROBE_ROUNDS = 4;

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
				pass.measureRest();
			}
			pass.measureSpeedFurther();
			return result(task, pass.layout(), pass);
		}
		finally {
			scratch.trim();
		}
	}

	/**
	 * Probes estimates on spread groups until one is confirmed, then measures the rest of
	 * its layout and checks it against the whole sample, within the passes allowed.
	 */
	private MeasuredPass converge(LayoutPasses passes, float initialEstimate) {
		float estimate = initialEstimate;
		MeasuredPass pass = passes.forEstimate(estimate, null);
		boolean probing = true;
		int wholePasses = 0;
		for (int round = 0;; round++) {
			probing = probing && round < MAX_PROBE_ROUNDS;
			if (probing) {
				pass.measureSpread(this.settings.estimateProbeBytes());
			}
			else {
				pass.measureRest();
			}
			boolean whole = pass.complete();
			wholePasses += whole ? 1 : 0;
			float observed = (float) pass.sectionRatio();
			if (whole && (converged(estimate, observed) || wholePasses >= this.settings.maxEstimatePasses())) {
				return pass;
			}
			MeasuredPass next = converged(estimate, observed) ? pass : passes.forEstimate(observed, pass);
			if (next == pass) {
				probing = false;
			}
			else {
				estimate = observed;
				pass = next;
			}
		}
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
