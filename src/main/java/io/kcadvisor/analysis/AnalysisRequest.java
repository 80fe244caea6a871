package io.kcadvisor.analysis;

import io.kcadvisor.advice.AdviceRequest;
import io.kcadvisor.advice.Objective;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sample.Sample;
import io.kcadvisor.sample.SampleFormat;
import io.kcadvisor.sweep.Preset;
import io.kcadvisor.sweep.SweepRequest;
import io.kcadvisor.sweep.Workload;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * What the user asked for, validated.
 *
 * @param format how the sample splits into records
 * @param preset how much to sweep
 * @param codecs the codecs to sweep
 * @param batchSizes producer batch.size values, or {@code null} for the preset's
 * @param recordsPerBatch a fixed number of records per batch, or {@code null}
 * @param objective what to rank by
 * @param kafkaVersion the user's Kafka version
 * @param workload the user's traffic
 */
public record AnalysisRequest(SampleFormat format, Preset preset, Set<Codec> codecs, List<Integer> batchSizes,
		Integer recordsPerBatch, Objective objective, KafkaVersion kafkaVersion, Workload workload) {

	public AnalysisRequest {
		codecs = inCodecOrder(codecs);
		batchSizes = (batchSizes != null) ? List.copyOf(batchSizes) : null;
	}

	/**
	 * Returns the codecs in their declared order, whatever set they came in, so that a
	 * request reads the same before and after it was stored.
	 */
	private static Set<Codec> inCodecOrder(Set<Codec> codecs) {
		Set<Codec> ordered = EnumSet.noneOf(Codec.class);
		ordered.addAll(codecs);
		return Collections.unmodifiableSet(ordered);
	}

	/**
	 * Returns whether a retention time bounds what the records keep on disk: for an
	 * upload always, at the retention given or Kafka's 7 days; for a topic where a
	 * retention was given or taken from the topic, which none is where it compacts or
	 * keeps its records without a time limit.
	 * @return {@code true} where the bytes held at retention are figured over a time
	 */
	public boolean retentionTimeBound() {
		return retentionTimeBound(this.format, this.workload);
	}

	/**
	 * Returns whether a retention time bounds what the records of a sample keep on disk,
	 * as {@link #retentionTimeBound()} says.
	 * @param format the sample's format
	 * @param workload the workload asked for, with what was taken from its topic
	 * @return {@code true} where the bytes held at retention are figured over a time
	 */
	public static boolean retentionTimeBound(SampleFormat format, Workload workload) {
		return format != SampleFormat.TOPIC || workload.retentionHours() != null;
	}

	/**
	 * Returns this request as it applies to its sample: unless told otherwise, the
	 * messages have keys when the sample's records carry keys, which only a Kafka
	 * segment's can.
	 * @param sample the sample, split into records
	 * @return the request, whether the messages have keys decided
	 */
	AnalysisRequest forSample(Sample sample) {
		if (this.workload.keyed() != null) {
			return this;
		}
		return new AnalysisRequest(this.format, this.preset, this.codecs, this.batchSizes, this.recordsPerBatch,
				this.objective, this.kafkaVersion, this.workload.keyedByDefault(carriesKeys(sample)));
	}

	/**
	 * Returns this request as it applies to a sample read from a topic: what the user
	 * left unset of the workload taken from the topic. The message rates go together:
	 * both as the user gave them where they gave either, both from the topic otherwise.
	 * How unevenly keyed messages spread over the topic's partitions holds for them only:
	 * given partitions spread them evenly.
	 * @param topic the workload the topic and its records suggest
	 * @return the request, with the workload completed
	 */
	AnalysisRequest forTopic(Workload topic) {
		Workload given = this.workload;
		Workload rates = (given.messagesPerSecond() != null || given.averageMessagesPerSecond() != null) ? given
				: topic;
		Workload completed = Workload.builder()
			.messagesPerSecond(rates.messagesPerSecond())
			.partitions(or(given.partitions(), topic.partitions()))
			.lingerMs(given.lingerMs())
			.keyed(or(given.keyed(), topic.keyed()))
			.producers(given.producers())
			.replicationFactor(or(given.replicationFactor(), topic.replicationFactor()))
			.retentionHours(or(given.retentionHours(), topic.retentionHours()))
			.consumerGroups(given.consumerGroups())
			.requestLatencyMs(given.requestLatencyMs())
			.averageMessagesPerSecond(rates.averageMessagesPerSecond())
			.partitionShares((given.partitions() == null) ? topic.partitionShares() : null)
			.brokers(or(given.brokers(), topic.brokers()))
			.build();
		return new AnalysisRequest(this.format, this.preset, this.codecs, this.batchSizes, this.recordsPerBatch,
				this.objective, this.kafkaVersion, completed);
	}

	private static <T> T or(T given, T fallback) {
		return (given != null) ? given : fallback;
	}

	private static boolean carriesKeys(Sample sample) {
		RecordSet records = sample.records();
		return sample.format() == SampleFormat.KAFKA_SEGMENT
				&& IntStream.range(0, records.size()).anyMatch((index) -> records.get(index).key() != null);
	}

	/**
	 * Returns the sweep this request asks for: without a linger.ms, batches are modelled
	 * with the one the advice sets ({@link AdviceRequest#lingerMsWhenNotGiven}).
	 * @return the sweep request
	 */
	public SweepRequest sweep() {
		return new SweepRequest(this.preset, this.codecs, this.batchSizes, this.recordsPerBatch, this.workload,
				AdviceRequest.lingerMsWhenNotGiven(this.kafkaVersion), this.kafkaVersion.stickyPartitioner());
	}

	/**
	 * Returns the advice this request asks for, perhaps ranked another way, on results
	 * modelled for the requested Kafka version.
	 * @param objective the objective, or {@code null} for the requested one
	 * @param kafkaVersion the Kafka version, or {@code null} for the requested one
	 * @return the advice request
	 */
	public AdviceRequest advice(Objective objective, KafkaVersion kafkaVersion) {
		return new AdviceRequest((objective != null) ? objective : this.objective,
				(kafkaVersion != null) ? kafkaVersion : this.kafkaVersion, this.workload, this.kafkaVersion, null,
				this.recordsPerBatch, null);
	}

}
