package io.kcadvisor.sweep;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.kafka.KafkaVersion;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What to sweep.
 *
 * @param preset how much of the space to cover
 * @param codecs the codecs to include
 * @param batchSizes producer {@code batch.size} values, or {@code null} for the preset's
 * @param recordsPerBatch a fixed number of records per batch instead of modelling the
 * producer, or {@code null}
 * @param workload the user's traffic, for batches the rate limits
 * @param defaultLingerMs the linger.ms the user's Kafka version defaults to
 * @param stickyPartitioner whether the user's Kafka version sends messages without keys
 * to one partition at a time ({@link KafkaVersion#stickyPartitioner()})
 */
public record SweepRequest(Preset preset, Set<Codec> codecs, List<Integer> batchSizes, Integer recordsPerBatch,
		Workload workload, int defaultLingerMs, boolean stickyPartitioner) {

	/**
	 * Returns a request for a preset over all codecs with no workload, for producers of
	 * the newest Kafka.
	 * @param preset the preset
	 * @return the request
	 */
	public static SweepRequest of(Preset preset) {
		return new SweepRequest(preset, EnumSet.allOf(Codec.class), null, null, Workload.NONE,
				KafkaVersion.NEWEST.defaultLingerMs(), KafkaVersion.NEWEST.stickyPartitioner());
	}

	/**
	 * Returns the tasks, configuration by configuration, each across the batch sizes.
	 * @return the tasks in a stable order
	 */
	public List<SweepTask> tasks() {
		List<SweepTask> tasks = new ArrayList<>();
		Batching.Producer batching = null;
		for (CompressionConfig compression : this.preset.configurations()) {
			if (!this.codecs.contains(compression.codec())) {
				continue;
			}
			if (this.recordsPerBatch != null) {
				tasks.add(new SweepTask(compression, new Batching.FixedCount(this.recordsPerBatch), null));
				continue;
			}
			List<Integer> sizes = (this.batchSizes != null) ? this.batchSizes : this.preset.batchSizes();
			for (int batchSize : sizes) {
				// one set of the rate's caps for every batch size, drawn once when
				// first needed
				batching = (batching == null)
						? this.workload.producerBatching(batchSize, this.defaultLingerMs, this.stickyPartitioner)
						: batching.withBatchSize(batchSize);
				tasks.add(new SweepTask(compression, batching, batchSize));
			}
		}
		return tasks;
	}

}
