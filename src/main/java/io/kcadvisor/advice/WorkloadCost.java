package io.kcadvisor.advice;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.cost.CodecSpeed;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.cost.CpuCost;
import io.kcadvisor.cost.Flows;
import io.kcadvisor.cost.Traffic;
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
 * the measured speeds are per). At the workload, with {@code rate = messagesPerSecond},
 * the rate while messages flow, and {@code daily} its average over days
 * ({@code Workload.dailyMessagesPerSecond()}):
 * <ul>
 * <li>{@code producerCores}, {@code brokerCores} (leaders and followers) and
 * {@code consumerCores} (all consumer groups): the CPU cost model's total CPU of each
 * process, with {@code rate} records, {@code rate / recordsPerBatch} batches,
 * {@code rate × rawBytesPerMessage} raw bytes and {@code rate × bytesPerMessage} bytes
 * sent and stored per second, the topic keeping the producer's batches;</li>
 * <li>{@code storedBytes = daily × bytesPerMessage × 3600 × retentionHours ×
 * replicationFactor} (what the topic holds once retention is reached), at most
 * {@code storedBytesLimit} where the topic's {@code retention.bytes} bounds each
 * partition: there a smaller configuration keeps more hours of records on the same disk
 * rather than saving disk;</li>
 * <li>{@code producerNetworkBytesPerDay = daily × bytesPerMessage × 86400} (producers to
 * leaders);</li>
 * <li>{@code replicationNetworkBytesPerDay = producerNetworkBytesPerDay ×
 * (replicationFactor − 1)} (leaders to followers);</li>
 * <li>{@code consumerNetworkBytesPerDay = producerNetworkBytesPerDay × consumerGroups}
 * (brokers to consumers);</li>
 * <li>{@code networkBytesPerDay} = the sum of the three;</li>
 * <li>{@code lingerLatencyMs}: the average time a record waits for its batch to close,
 * plus the time to compress that batch.</li>
 * </ul>
 * The uncompressed baseline is the {@code none} result at the same batching when the
 * results have one, otherwise the result's own batches without compression
 * ({@code uncompressedBytes}). Its cores are what producers, brokers and consumers spend
 * on the same records uncompressed, so that the result's cores minus the baseline's are
 * what switching costs, or saves where negative. A missing replication factor counts as
 * 1, a missing retention as 168 hours (Kafka's defaults) and missing consumer groups as
 * 1.
 *
 * @param messagesPerSecond the workload's message rate while messages flow
 * @param averageMessagesPerSecond its average over days, which bytes per day and what the
 * topic holds are figured at
 * @param replicationFactor the replication factor used
 * @param retentionHours the retention used
 * @param consumerGroups the number of consumer groups used
 * @param storedBytesLimit the most the topic holds on all replicas,
 * {@code retention.bytes × partitions × replicationFactor}, or {@code null} when no size
 * bounds it
 * @param compressed the figures for the result
 * @param uncompressed the figures for the uncompressed baseline
 */
public record WorkloadCost(double messagesPerSecond, double averageMessagesPerSecond, int replicationFactor,
		int retentionHours, int consumerGroups, Long storedBytesLimit, Figures compressed, Figures uncompressed) {

	/** The replication factor used when the workload gives none. */
	public static final int DEFAULT_REPLICATION_FACTOR = 1;

	/** The retention used when the workload gives none, Kafka's 7 days. */
	public static final int DEFAULT_RETENTION_HOURS = 168;

	/** The number of consumer groups used when the workload gives none. */
	public static final int DEFAULT_CONSUMER_GROUPS = 1;

	private static final double SECONDS_PER_HOUR = 3600;

	private static final double SECONDS_PER_DAY = 86400;

	private static final double BYTES_PER_MB = 1e6;

	/**
	 * Returns how much stored and network bytes the result saves over the baseline, as a
	 * fraction.
	 * @return for example 0.62 for 62% fewer bytes
	 */
	public double savedFraction() {
		return 1 - this.compressed.bytesPerMessage() / this.uncompressed.bytesPerMessage();
	}

	/**
	 * Returns what the brokers' disks hold once retention is reached, all replicas, for
	 * records that store {@code bytesPerMessage} each at this workload's rate.
	 * @param bytesPerMessage stored bytes per message
	 * @return bytes, at most {@link #storedBytesLimit()}
	 */
	public double storedBytes(double bytesPerMessage) {
		return stored(this.averageMessagesPerSecond * bytesPerMessage, this.retentionHours, this.replicationFactor,
				this.storedBytesLimit);
	}

	/**
	 * Returns whether the topic's {@code retention.bytes}, not its retention time, bounds
	 * what records storing {@code bytesPerMessage} each keep on disk.
	 * @param bytesPerMessage stored bytes per message
	 * @return {@code true} where the size limit is reached first
	 */
	public boolean sizeBound(double bytesPerMessage) {
		return this.storedBytesLimit != null && stored(this.averageMessagesPerSecond * bytesPerMessage,
				this.retentionHours, this.replicationFactor, null) >= this.storedBytesLimit;
	}

	private static double stored(double bytesPerSecond, int retentionHours, int replicationFactor, Long limit) {
		double held = bytesPerSecond * SECONDS_PER_HOUR * retentionHours * replicationFactor;
		return (limit != null) ? Math.min(held, limit) : held;
	}

	/**
	 * Returns the MB (10^6 bytes) of raw records, the uncompressed records sections the
	 * measured speeds are per, that a result's records make per second at this workload.
	 * @param result a result of the sample
	 * @return MB per second
	 */
	public double rawMBps(Result result) {
		return this.messagesPerSecond * result.recordBytes() / (result.batches() * result.recordsPerBatch())
				/ BYTES_PER_MB;
	}

	/**
	 * Computes what every result costs at a request's workload, each beside the
	 * {@code none} result at the same batching when the results have one.
	 * @param results every result of an analysis
	 * @param request the request, with the workload
	 * @param model the CPU cost model
	 * @return the cost of each result; none when the workload has no message rate
	 */
	static Map<Result, WorkloadCost> of(List<Result> results, AdviceRequest request, CostModel model) {
		if (request.workload().messagesPerSecond() == null) {
			return Map.of();
		}
		Map<Integer, Result> baselines = new HashMap<>();
		results.stream()
			.filter((result) -> result.codec() == Codec.NONE)
			.forEach((none) -> baselines.putIfAbsent(none.batchSize(), none));
		Map<Result, WorkloadCost> costs = new HashMap<>();
		results.forEach(
				(result) -> costs.putIfAbsent(result, of(result, baselines.get(result.batchSize()), request, model)));
		return costs;
	}

	/**
	 * Computes the cost of a result.
	 * @param result the result
	 * @param baseline the {@code none} result at the same batching, or {@code null}
	 * @param request the request, with a message rate
	 * @param model the CPU cost model
	 * @return the cost
	 */
	static WorkloadCost of(Result result, Result baseline, AdviceRequest request, CostModel model) {
		Workload workload = request.workload();
		int replication = orDefault(workload.replicationFactor(), DEFAULT_REPLICATION_FACTOR);
		Long limit = storedBytesLimit(request.topic().retentionBytes(), workload.partitions(), replication);
		Rates rates = new Rates(workload.messagesPerSecond(), workload.dailyMessagesPerSecond(), replication,
				orDefault(workload.retentionHours(), DEFAULT_RETENTION_HOURS),
				orDefault(workload.consumerGroups(), DEFAULT_CONSUMER_GROUPS), limit, request, model);
		Figures compressed = rates.figures(result.codec(), result, result.compressedBytes());
		Figures uncompressed = (baseline != null) ? rates.figures(Codec.NONE, baseline, baseline.compressedBytes())
				: rates.figures(Codec.NONE, result, result.uncompressedBytes());
		return new WorkloadCost(rates.rate(), rates.daily(), rates.replication(), rates.retention(), rates.groups(),
				limit, compressed, uncompressed);
	}

	/**
	 * Returns the most a topic holds on all replicas where its {@code retention.bytes}
	 * bounds each partition.
	 * @param retentionBytes the topic's retention.bytes, or {@code null} when none bounds
	 * it
	 * @param partitions its partitions, or {@code null} when not known
	 * @param replicationFactor the copies of each partition
	 * @return {@code retention.bytes × partitions × replicationFactor}, or {@code null}
	 */
	public static Long storedBytesLimit(Long retentionBytes, Integer partitions, int replicationFactor) {
		return (retentionBytes != null && partitions != null) ? retentionBytes * partitions * replicationFactor : null;
	}

	private static int orDefault(Integer value, int defaultValue) {
		return (value != null) ? value : defaultValue;
	}

	/**
	 * The workload's traffic, with defaults for what it does not give.
	 */
	/**
	 * Returns a result's codec speeds as the cost model takes them: the codec's own, and
	 * what its new streams cost each batch.
	 * @param result the result
	 * @return its speeds, {@link CodecSpeed#NONE} for {@code none}
	 */
	public static CodecSpeed speed(Result result) {
		if (result.codec() == Codec.NONE) {
			return CodecSpeed.NONE;
		}
		return new CodecSpeed(result.codec(), result.codecCompressMBps(), result.codecDecompressMBps(),
				result.compressStreamMicros() * 1000, result.decompressStreamMicros() * 1000);
	}

	private record Rates(double rate, double daily, int replication, int retention, int groups, Long limit,
			AdviceRequest request, CostModel model) {

		Figures figures(Codec codec, Result sample, long storedSampleBytes) {
			double records = sample.batches() * sample.recordsPerBatch();
			double bytesPerMessage = storedSampleBytes / records;
			double rawBytesPerMessage = sample.recordBytes() / records;
			double producedPerSecond = this.rate * bytesPerMessage;
			double producedPerDay = this.daily * bytesPerMessage * SECONDS_PER_DAY;
			Flows flows = Flows.stored(this.rate, this.rate / sample.recordsPerBatch(), this.rate * rawBytesPerMessage,
					producedPerSecond);
			CodecSpeed speed = (codec != Codec.NONE) ? speed(sample) : CodecSpeed.NONE;
			CpuCost cpu = this.model.cost(Traffic.of(flows, this.replication, this.groups, speed));
			long stored = Math
				.round(stored(producedPerDay / SECONDS_PER_DAY, this.retention, this.replication, this.limit));
			long producerPerDay = Math.round(producedPerDay);
			long replicationPerDay = producerPerDay * (this.replication - 1);
			long consumerPerDay = producerPerDay * this.groups;
			return new Figures(bytesPerMessage, cpu.producerCores(), cpu.consumerCores(), cpu.brokerCores(), stored,
					producerPerDay, replicationPerDay, consumerPerDay,
					producerPerDay + replicationPerDay + consumerPerDay,
					BatchLatency.lingerLatencyMs(sample, codec, this.request));
		}

	}

	/**
	 * The figures of one configuration at the workload.
	 *
	 * @param bytesPerMessage stored bytes per message, batch headers included
	 * @param producerCores CPU cores all producers spend on the topic's records
	 * @param consumerCores CPU cores all consumer groups spend on them
	 * @param brokerCores CPU cores the brokers spend on them, leaders and followers
	 * @param storedBytes bytes on the brokers' disks, all replicas, once retention is
	 * reached
	 * @param producerNetworkBytesPerDay bytes per day from producers to partition leaders
	 * @param replicationNetworkBytesPerDay bytes per day from leaders to followers
	 * @param consumerNetworkBytesPerDay bytes per day from brokers to all consumer groups
	 * @param networkBytesPerDay the sum of the three
	 * @param lingerLatencyMs the average time a record waits for its batch to close, plus
	 * the time to compress that batch
	 */
	public record Figures(double bytesPerMessage, double producerCores, double consumerCores, double brokerCores,
			long storedBytes, long producerNetworkBytesPerDay, long replicationNetworkBytesPerDay,
			long consumerNetworkBytesPerDay, long networkBytesPerDay, double lingerLatencyMs) {

	}

}
