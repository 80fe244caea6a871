package io.kcadvisor.calibration;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;

/**
 * One run: a sample sent many times by a real producer to a real broker and read back by
 * a real consumer.
 *
 * @param sample the sample
 * @param producerCodec the producer's {@code compression.type} and level
 * @param topicCodec the topic's codec when it differs from the producer's, so that the
 * leader recompresses; {@code null} for {@code compression.type=producer}
 * @param batchSize the producer's {@code batch.size}
 * @param replicationFactor the topic's replication factor
 * @param passes how many times the sample is sent
 */
record RunSpec(CalibrationSample sample, CompressionConfig producerCodec, CompressionConfig topicCodec, int batchSize,
		int replicationFactor, int passes) {

	/**
	 * Returns whether the leader recompresses.
	 * @return {@code true} when the topic has a codec of its own
	 */
	boolean recompresses() {
		return this.topicCodec != null;
	}

	/**
	 * Returns the codec the stored batches have.
	 * @return the topic's codec when the leader recompresses, else the producer's
	 */
	CompressionConfig storedCodec() {
		return (this.topicCodec != null) ? this.topicCodec : this.producerCodec;
	}

	/**
	 * Returns the run of {@code none} that this run is compared with: same sample,
	 * batching and replication, nothing compressed.
	 * @return the baseline's spec
	 */
	RunSpec baseline() {
		return new RunSpec(this.sample, CompressionConfig.defaults(Codec.NONE), null, this.batchSize,
				this.replicationFactor, this.passes);
	}

	/**
	 * Returns a short name for tables.
	 * @return for example {@code zstd 3} or {@code none → lz4 9}
	 */
	String codecName() {
		String producer = name(this.producerCodec);
		return (this.topicCodec != null) ? producer + " → " + name(this.topicCodec) : producer;
	}

	private static String name(CompressionConfig config) {
		return config.codec().kafkaName() + ((config.level() != null) ? " " + config.level() : "");
	}

}
