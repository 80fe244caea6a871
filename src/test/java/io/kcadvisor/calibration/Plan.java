package io.kcadvisor.calibration;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.util.ArrayList;
import java.util.List;

/**
 * The runs of a calibration.
 *
 * @param samples the samples
 * @param bytesPerRun about how many bytes of records each run sends
 * @param batchSizes the producer's batch sizes
 */
record Plan(List<CalibrationSample> samples, long bytesPerRun, List<Integer> batchSizes) {

	/** How many samples the runs with recompression and with replication are made on. */
	private static final int FEW = 2;

	/**
	 * Every sample at every batch size with every codec, then the leader recompressing
	 * the producer's uncompressed batches on the first samples; each group of runs starts
	 * with {@code none}.
	 * @return the runs on one broker
	 */
	List<RunSpec> singleBroker() {
		List<RunSpec> specs = new ArrayList<>();
		for (CalibrationSample sample : this.samples) {
			for (int batchSize : this.batchSizes) {
				for (CompressionConfig codec : Calibrate.CODECS) {
					specs.add(spec(sample, codec, null, batchSize, 1));
				}
			}
		}
		for (CalibrationSample sample : few()) {
			for (CompressionConfig topic : Calibrate.TOPIC_CODECS) {
				specs.add(spec(sample, CompressionConfig.defaults(Codec.NONE), topic, this.batchSizes.get(0), 1));
			}
		}
		return specs;
	}

	/**
	 * The first samples at the first batch size, replicated three times, with none and
	 * the default levels.
	 * @return the runs on three brokers
	 */
	List<RunSpec> replicated() {
		List<RunSpec> specs = new ArrayList<>();
		for (CalibrationSample sample : few()) {
			specs.add(spec(sample, CompressionConfig.defaults(Codec.NONE), null, this.batchSizes.get(0), 3));
			for (CompressionConfig codec : Calibrate.TOPIC_CODECS) {
				specs.add(spec(sample, codec, null, this.batchSizes.get(0), 3));
			}
		}
		return specs;
	}

	/**
	 * Runs to warm the JVM up with before measuring: every codec once on the first
	 * sample, a leader that recompresses, and every sample at every batch size without
	 * compression and with zstd.
	 * @param replicationFactor the replication factor
	 * @return the runs
	 */
	List<RunSpec> warmUp(int replicationFactor) {
		CompressionConfig none = CompressionConfig.defaults(Codec.NONE);
		List<RunSpec> specs = new ArrayList<>();
		for (CompressionConfig codec : Calibrate.CODECS) {
			specs.add(spec(this.samples.get(0), codec, null, this.batchSizes.get(0), replicationFactor));
		}
		specs.add(spec(this.samples.get(0), none, Calibrate.TOPIC_CODECS.get(0), this.batchSizes.get(0),
				replicationFactor));
		for (CalibrationSample sample : this.samples) {
			for (int batchSize : this.batchSizes) {
				specs.add(spec(sample, none, null, batchSize, replicationFactor));
				specs.add(spec(sample, CompressionConfig.of(Codec.ZSTD, 3), null, batchSize, replicationFactor));
			}
		}
		return specs;
	}

	private List<CalibrationSample> few() {
		return this.samples.subList(0, Math.min(FEW, this.samples.size()));
	}

	private RunSpec spec(CalibrationSample sample, CompressionConfig producer, CompressionConfig topic, int batchSize,
			int replicationFactor) {
		return new RunSpec(sample, producer, topic, batchSize, replicationFactor, sample.passesFor(this.bytesPerRun));
	}

}
