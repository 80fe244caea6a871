package io.kcadvisor.scan;

import io.kcadvisor.advice.Advice;
import io.kcadvisor.advice.DiskSaving;
import io.kcadvisor.advice.DiskSaving.Retention;
import io.kcadvisor.advice.Recommendation;
import io.kcadvisor.advice.WorkloadCost;
import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sweep.Result;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a topic stores today against its top recommendation, and what switching saves.
 * With {@code today} and {@code recommended} the bytes stored per record (the
 * recommendation's counting today's transaction markers, which stay):
 * <ul>
 * <li>{@code savingVsCurrent = 1 − recommended / today};</li>
 * <li>{@code savedBytesPerDay = (today − recommended) × messagesPerSecond × 86400 ×
 * replicationFactor}, the bytes written to the brokers' disks per day, on every replica,
 * at the topic's average message rate; unknown without a message rate;</li>
 * <li>{@code savedDiskBytes}, what the brokers' disks hold less, as {@link DiskSaving}
 * figures it for the analysis page too: at the topic's retention where a retention time
 * bounds what it holds, otherwise {@code savingVsCurrent} of what it stores today on
 * every replica.</li>
 * </ul>
 * Negative figures mean the recommendation stores more than today.
 *
 * @param messagesPerSecond the average message rate, over the last week or since the
 * topic's oldest record ({@link WorkloadCost#averageMessagesPerSecond()}), or
 * {@code null} when not known
 * @param current what the topic stores today
 * @param recommended the top recommendation's codec, level and batch size
 * @param storedBytesPerRecord the bytes per record the recommendation stores
 * @param savingVsCurrent the fraction of today's stored bytes saved
 * @param savedBytesPerDay the disk bytes written per day saved, or {@code null}
 * @param savedDiskBytes the disk bytes saved at the topic's retention
 * @param kafkaConfigs the {@code kafka-configs.sh} command that sets the recommendation's
 * topic configuration on this topic, or {@code null} when it needs none
 * @param producerProperties the Java producer properties the recommendation sets on the
 * topic's producers, which compress
 */
public record TopicSaving(Double messagesPerSecond, CurrentStorage current, Recommended recommended,
		double storedBytesPerRecord, double savingVsCurrent, Double savedBytesPerDay, double savedDiskBytes,
		String kafkaConfigs, Map<String, String> producerProperties) {

	private static final double SECONDS_PER_DAY = 86_400;

	/**
	 * Returns what switching a topic to a recommendation saves.
	 * @param current what it stores today, or {@code null} when not known
	 * @param top the top recommendation, or {@code null}
	 * @param records the records of the sample measured
	 * @param retention what bounds what the topic holds
	 * @return the saving, or {@code null} when today's or the recommendation is unknown
	 */
	static TopicSaving of(CurrentStorage current, Recommendation top, int records, Retention retention) {
		if (current == null || top == null || records == 0) {
			return null;
		}
		Result result = top.result();
		double batches = result.compressedBytes() / (double) records;
		double recommended = current.storedWith(batches);
		double saving = current.saving(batches);
		WorkloadCost workload = top.workload();
		Double rate = null;
		Double perDay = null;
		if (workload != null) {
			rate = workload.averageMessagesPerSecond();
			perDay = (current.storedBytesPerRecord() - recommended) * rate * SECONDS_PER_DAY
					* workload.replicationFactor();
		}
		double disk = DiskSaving.bytes(current, recommended, workload, retention);
		return new TopicSaving(rate, current,
				new Recommended(result.codec().kafkaName(), result.level(), result.batchSize()), recommended, saving,
				perDay, disk, kafkaConfigs(top), top.producerProperties());
	}

	/**
	 * Says why a topic analysed without error has no saving: nothing to recommend, or
	 * what it stores today not known.
	 * @param advice the advice on its analysis
	 * @return the reason
	 */
	static String missing(Advice advice) {
		if (advice.recommendations().isEmpty()) {
			return "Nothing to recommend" + (advice.notes().isEmpty() ? "." : ": " + advice.notes().get(0));
		}
		return "What it stores today is not known (its size is read from the log directories of its leaders, "
				+ "which needs DESCRIBE on the cluster), so no saving is shown.";
	}

	/**
	 * Returns the recommendation's {@code kafka-configs.sh} command for the topic, which
	 * it names, its comments left out.
	 */
	private static String kafkaConfigs(Recommendation top) {
		String snippet = top.snippets().get(Recommendation.KAFKA_CONFIGS);
		if (snippet == null) {
			return null;
		}
		String command = snippet.lines()
			.filter((line) -> !line.startsWith("#") && !line.isBlank())
			.collect(Collectors.joining("\n"));
		return command.isEmpty() ? null : command;
	}

	/**
	 * Returns whether switching saves bytes.
	 * @return {@code true} when the recommendation stores less than today
	 */
	boolean saves() {
		return this.savingVsCurrent > 0;
	}

	/**
	 * The configuration a topic's top recommendation sets.
	 *
	 * @param codec the codec's Kafka name
	 * @param level its level, or {@code null} for none and snappy
	 * @param batchSize the producer {@code batch.size}
	 */
	@Schema(name = "RecommendedSettings")
	public record Recommended(String codec, Integer level, Integer batchSize) {
	}

}
