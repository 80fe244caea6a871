package io.kcadvisor.sweep;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.codec.CompressionConfig;

/**
 * One configuration to measure: how to compress and how to batch.
 *
 * @param compression the codec, level and options
 * @param batching how records are grouped into batches
 * @param batchSize the producer {@code batch.size} modelled, or {@code null} for a fixed
 * number of records per batch
 */
public record SweepTask(CompressionConfig compression, Batching batching, Integer batchSize) {

	@Override
	public String toString() {
		return this.compression + ((this.batchSize != null) ? " at batch.size " + this.batchSize : "");
	}

}
