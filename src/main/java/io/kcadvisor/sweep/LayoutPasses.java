package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Compressor;
import io.kcadvisor.codec.Decompressor;

/**
 * Creates the passes of one configuration, each over the batches an estimate of the
 * compression ratio gives, with the configuration's codec and the worker's buffers.
 */
final class LayoutPasses {

	private final RecordSet records;

	private final SweepTask task;

	private final Compressor compressor;

	private final Decompressor decompressor;

	private final MeasurementSettings settings;

	private final SweepStop stop;

	private final Scratch scratch;

	LayoutPasses(RecordSet records, SweepTask task, Compressor compressor, Decompressor decompressor,
			MeasurementSettings settings, SweepStop stop, Scratch scratch) {
		this.records = records;
		this.task = task;
		this.compressor = compressor;
		this.decompressor = decompressor;
		this.settings = settings;
		this.stop = stop;
		this.scratch = scratch;
	}

	/**
	 * Warms the codec up on the first batch at Kafka's initial estimate of 1.0.
	 * @return the compressed size of the records warmed up on over their size
	 */
	double warmUp() {
		return create(layout(1f)).warmUp();
	}

	/**
	 * Returns a pass over an estimate's batches.
	 * @param estimate the producer's estimate of compressed / uncompressed size
	 * @param current the pass measured so far, or {@code null}
	 * @return {@code current} when the estimate gives its batches, else a new pass
	 */
	MeasuredPass forEstimate(float estimate, MeasuredPass current) {
		BatchLayout layout = layout(estimate);
		return (current != null && layout.sameBatches(current.layout())) ? current : create(layout);
	}

	private BatchLayout layout(float estimate) {
		return this.task.batching().layout(this.records, this.task.compression().codec(), estimate);
	}

	private MeasuredPass create(BatchLayout layout) {
		return new MeasuredPass(layout, this.compressor, this.decompressor, this.settings, this.stop, this.scratch);
	}

}
