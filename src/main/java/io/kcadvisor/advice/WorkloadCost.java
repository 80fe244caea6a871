package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What one result costs at the user's workload, beside the uncompressed baseline.
 * <p>
 * From the sample: {@code records = batches × recordsPerBatch};
 * {@code bytesPerMessage = compressedBytes / records} (headers and compression included,
 * what Kafka stores and sends); {@code rawBytesPerMessage =
 * (uncompressedBytes − 61 × batches) / records} (the uncompressed records sections, what
 * the measured speeds are per). At the workload, with {@code rate = messagesPerSecond}:
 * <ul>
 * <li>{@code producerCores = rate × rawBytesPerMessage / (compressMBps × 10^6)};</li>
 * <li>{@code consumerCores = consumerGroups × rate × rawBytesPerMessage /
 * (decompressMBps × 10^6)};</li>
 * <li>{@code storedBytes = rate × bytesPerMessage × 3600 × retentionHours ×
 * replicationFactor} (what the topic holds once retention is reached);</li>
 * <li>{@code producerNetworkBytesPerDay = rate × bytesPerMessage × 86400} (producers to
 * leaders);</li>
 * <li>{@code replicationNetworkBytesPerDay = producerNetworkBytesPerDay ×
 * (replicationFactor − 1)} (leaders to followers);</li>
 * <li>{@code consumerNetworkBytesPerDay = producerNetworkBytesPerDay × consumerGroups}
 * (brokers to consumers);</li>
 * <li>{@code networkBytesPerDay} = the sum of the three.</li>
 * </ul>
 * The uncompressed baseline is the {@code none} result at the same batching when the
 * results have one, otherwise the result's own batches without compression
 * ({@code uncompressedBytes}); its cores are 0, as nothing is compressed. Codec
 * {@code none} spends no cores either. A missing replication factor counts as 1, a
 * missing retention as 168 hours (Kafka's defaults) and missing consumer groups as 1.
 *
 * @param messagesPerSecond the workload's message rate
 * @param replicationFactor the replication factor used
 * @param retentionHours the retention used
 * @param consumerGroups the number of consumer groups used
 * @param compressed the figures for the result
 * @param uncompressed the figures for the uncompressed baseline
 */
public record WorkloadCost(double messagesPerSecond, int replicationFactor, int retentionHours, int consumerGroups,
		Figures compressed, Figures uncompressed) {

	/** The replication factor used when the workload gives none. */
	public static final int DEFAULT_REPLICATION_FACTOR = 1;

	/** The retention used when the workload gives none, Kafka's 7 days. */
	public static final int DEFAULT_RETENTION_HOURS = 168;

	/** The number of consumer groups used when the workload gives none. */
	public static final int DEFAULT_CONSUMER_GROUPS = 1;

	private static final double SECONDS_PER_HOUR = 3600;

	private static final double SECONDS_PER_DAY = 86400;

	private static final double BYTES_PER_MB = 1_000_000;

	/**
	 * Returns how much stored and network bytes the result saves over the baseline, as a
	 * fraction.
	 * @return for example 0.62 for 62% fewer bytes
	 */
	public double savedFraction() {
		return 1 - this.compressed.bytesPerMessage() / this.uncompressed.bytesPerMessage();
	}

	/**
	 * Computes what every result costs at a workload, each beside the {@code none} result
	 * at the same batching when the results have one.
	 * @param results every result of an analysis
	 * @param workload the workload
	 * @return the cost of each result; none when the workload has no message rate
	 */
	static Map<Result, WorkloadCost> of(List<Result> results, Workload workload) {
		if (workload.messagesPerSecond() == null) {
			return Map.of();
		}
		Map<Integer, Result> baselines = new HashMap<>();
		results.stream()
			.filter((result) -> result.codec() == Codec.NONE)
			.forEach((none) -> baselines.putIfAbsent(none.batchSize(), none));
		Map<Result, WorkloadCost> costs = new HashMap<>();
		results.forEach((result) -> costs.putIfAbsent(result, of(result, baselines.get(result.batchSize()), workload)));
		return costs;
	}

	/**
	 * Computes the cost of a result.
	 * @param result the result
	 * @param baseline the {@code none} result at the same batching, or {@code null}
	 * @param workload the workload, with a message rate
	 * @return the cost
	 */
	static WorkloadCost of(Result result, Result baseline, Workload workload) {
		Traffic traffic = new Traffic(workload.messagesPerSecond(),
				orDefault(workload.replicationFactor(), DEFAULT_REPLICATION_FACTOR),
				orDefault(workload.retentionHours(), DEFAULT_RETENTION_HOURS),
				orDefault(workload.consumerGroups(), DEFAULT_CONSUMER_GROUPS));
		Figures compressed = traffic.figures(result.codec(), result, result.compressedBytes());
		Figures uncompressed = (baseline != null) ? traffic.figures(Codec.NONE, baseline, baseline.compressedBytes())
				: traffic.figures(Codec.NONE, result, result.uncompressedBytes());
		return new WorkloadCost(traffic.rate(), traffic.replication(), traffic.retention(), traffic.groups(),
				compressed, uncompressed);
	}

	private static int orDefault(Integer value, int defaultValue) {
		return (value != null) ? value : defaultValue;
	}

	/**
	 * The workload's traffic, with defaults for what it does not give.
	 */
	private record Traffic(double rate, int replication, int retention, int groups) {

		Figures figures(Codec codec, Result sample, long storedSampleBytes) {
			double records = sample.batches() * sample.recordsPerBatch();
			double bytesPerMessage = storedSampleBytes / records;
			double rawBytesPerMessage = sample.recordBytes() / records;
			boolean compresses = codec != Codec.NONE;
			double producerCores = compresses ? this.rate * rawBytesPerMessage / (sample.compressMBps() * BYTES_PER_MB)
					: 0;
			double consumerCores = compresses
					? this.groups * this.rate * rawBytesPerMessage / (sample.decompressMBps() * BYTES_PER_MB) : 0;
			double producedPerSecond = this.rate * bytesPerMessage;
			long stored = Math.round(producedPerSecond * SECONDS_PER_HOUR * this.retention * this.replication);
			long producerPerDay = Math.round(producedPerSecond * SECONDS_PER_DAY);
			long replicationPerDay = producerPerDay * (this.replication - 1);
			long consumerPerDay = producerPerDay * this.groups;
			return new Figures(bytesPerMessage, producerCores, consumerCores, stored, producerPerDay, replicationPerDay,
					consumerPerDay, producerPerDay + replicationPerDay + consumerPerDay);
		}

	}

	/**
	 * The figures of one configuration at the workload.
	 *
	 * @param bytesPerMessage stored bytes per message, batch headers included
	 * @param producerCores CPU cores the producers spend compressing
	 * @param consumerCores CPU cores all consumer groups spend decompressing
	 * @param storedBytes bytes on the brokers' disks, all replicas, once retention is
	 * reached
	 * @param producerNetworkBytesPerDay bytes per day from producers to partition leaders
	 * @param replicationNetworkBytesPerDay bytes per day from leaders to followers
	 * @param consumerNetworkBytesPerDay bytes per day from brokers to all consumer groups
	 * @param networkBytesPerDay the sum of the three
	 */
	public record Figures(double bytesPerMessage, double producerCores, double consumerCores, long storedBytes,
			long producerNetworkBytesPerDay, long replicationNetworkBytesPerDay, long consumerNetworkBytesPerDay,
			long networkBytesPerDay) {

	}

}
