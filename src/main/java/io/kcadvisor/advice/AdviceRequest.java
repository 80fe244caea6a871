package io.kcadvisor.advice;

import io.kcadvisor.batch.LargestRecord;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Workload;

/**
 * What the advice is for. A {@code null} component takes its default.
 *
 * @param objective what the user wants most, {@link Objective#BALANCED} by default
 * @param kafkaVersion the version of the user's producers and brokers,
 * {@link KafkaVersion#NEWEST} by default
 * @param workload the user's traffic, {@link Workload#NONE} by default
 * @param modelledVersion the Kafka version the results' batches were modelled for (the
 * one an analysis was submitted with), whose default {@code linger.ms} and partitioner
 * linger-limited batches assumed; {@code kafkaVersion} by default
 * @param topic what is known of the topic advised on, {@link AdvisedTopic#UNKNOWN} by
 * default (an upload)
 * @param recordsPerBatch the fixed number of records per batch the results without a
 * {@code batch.size} were measured with (the analysis's {@code recordsPerBatch}), or
 * {@code null} when not known: then their average batch stands for a full one
 * @param largestRecord how large the sample's largest record is, which the properties
 * must let through, or {@code null} when not known: then it is taken to fit a producer's
 * defaults
 */
public record AdviceRequest(Objective objective, KafkaVersion kafkaVersion, Workload workload,
		KafkaVersion modelledVersion, AdvisedTopic topic, Integer recordsPerBatch, LargestRecord largestRecord) {

	public AdviceRequest {
		objective = (objective != null) ? objective : Objective.BALANCED;
		kafkaVersion = (kafkaVersion != null) ? kafkaVersion : KafkaVersion.NEWEST;
		workload = (workload != null) ? workload : Workload.NONE;
		modelledVersion = (modelledVersion != null) ? modelledVersion : kafkaVersion;
		topic = (topic != null) ? topic : AdvisedTopic.UNKNOWN;
	}

	/**
	 * Creates a request for results of modelled batching of an upload.
	 * @param objective what the user wants most, {@link Objective#BALANCED} by default
	 * @param kafkaVersion the version of the user's producers and brokers,
	 * {@link KafkaVersion#NEWEST} by default
	 * @param workload the user's traffic, {@link Workload#NONE} by default
	 * @param modelledVersion the Kafka version the results' batches were modelled for,
	 * {@code kafkaVersion} by default
	 */
	public AdviceRequest(Objective objective, KafkaVersion kafkaVersion, Workload workload,
			KafkaVersion modelledVersion) {
		this(objective, kafkaVersion, workload, modelledVersion, null, null, null);
	}

	/**
	 * Creates a request for results modelled for the version advised for.
	 * @param objective what the user wants most, {@link Objective#BALANCED} by default
	 * @param kafkaVersion the version of the user's producers and brokers,
	 * {@link KafkaVersion#NEWEST} by default
	 * @param workload the user's traffic, {@link Workload#NONE} by default
	 */
	public AdviceRequest(Objective objective, KafkaVersion kafkaVersion, Workload workload) {
		this(objective, kafkaVersion, workload, null);
	}

	/**
	 * Returns the request for the default objective on the newest Kafka without a
	 * workload.
	 * @return the request
	 */
	public static AdviceRequest defaults() {
		return new AdviceRequest(null, null, null);
	}

	/**
	 * Returns this request for a topic.
	 * @param known what is known of the topic, or {@code null} for nothing
	 * @return the request
	 */
	public AdviceRequest forTopic(AdvisedTopic known) {
		return new AdviceRequest(this.objective, this.kafkaVersion, this.workload, this.modelledVersion, known,
				this.recordsPerBatch, this.largestRecord);
	}

	/**
	 * Returns this request for results measured with a fixed number of records per batch.
	 * @param count the records per batch, or {@code null} for modelled batching
	 * @return the request
	 */
	public AdviceRequest withRecordsPerBatch(Integer count) {
		return new AdviceRequest(this.objective, this.kafkaVersion, this.workload, this.modelledVersion, this.topic,
				count, this.largestRecord);
	}

	/**
	 * Returns this request for a sample whose largest record is known.
	 * @param largest how large it is, or {@code null} when not known
	 * @return the request
	 */
	public AdviceRequest withLargestRecord(LargestRecord largest) {
		return new AdviceRequest(this.objective, this.kafkaVersion, this.workload, this.modelledVersion, this.topic,
				this.recordsPerBatch, largest);
	}

	/**
	 * Returns this request for another workload.
	 * @param other the workload
	 * @return the request
	 */
	AdviceRequest withWorkload(Workload other) {
		return new AdviceRequest(this.objective, this.kafkaVersion, other, this.modelledVersion, this.topic,
				this.recordsPerBatch, this.largestRecord);
	}

	/**
	 * Returns the {@code max.message.bytes} the topic has before its configuration is
	 * applied: the topic's own when known, otherwise the default of the brokers' version
	 * ({@link KafkaVersion#defaultMaxMessageBytes()}).
	 * @return max.message.bytes
	 */
	int maxMessageBytes() {
		return (this.topic.maxMessageBytes() != null) ? this.topic.maxMessageBytes()
				: this.kafkaVersion.defaultMaxMessageBytes();
	}

	/**
	 * Returns the {@code linger.ms} batches are modelled with, and the properties set,
	 * when none is given: the version's default, but at least Kafka 4.0's
	 * {@value KafkaVersion#LINGER_MS_FROM_4_0} (KIP-1030), as before 4.0 the default 0
	 * sends each batch as soon as it can and batches fill only while earlier requests are
	 * in flight. An analysis models its batches with it, so that what is pasted makes the
	 * batches measured.
	 * @param version the producers' Kafka version
	 * @return linger.ms
	 */
	public static int lingerMsWhenNotGiven(KafkaVersion version) {
		return Math.max(version.defaultLingerMs(), KafkaVersion.LINGER_MS_FROM_4_0);
	}

	/**
	 * Returns the {@code linger.ms} that linger-limited batches were modelled with: the
	 * workload's, or {@link #lingerMsWhenNotGiven(KafkaVersion)} of the modelled version.
	 * @return linger.ms
	 */
	int modelledLingerMs() {
		return (this.workload.lingerMs() != null) ? this.workload.lingerMs()
				: lingerMsWhenNotGiven(this.modelledVersion);
	}

	/**
	 * Returns the consumer groups that read every message: the workload's, or
	 * {@link WorkloadCost#DEFAULT_CONSUMER_GROUPS}.
	 * @return consumer groups
	 */
	int consumerGroups() {
		return (this.workload.consumerGroups() != null) ? this.workload.consumerGroups()
				: WorkloadCost.DEFAULT_CONSUMER_GROUPS;
	}

}
