package io.kcadvisor.advice;

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
 */
public record AdviceRequest(Objective objective, KafkaVersion kafkaVersion, Workload workload,
		KafkaVersion modelledVersion) {

	public AdviceRequest {
		objective = (objective != null) ? objective : Objective.BALANCED;
		kafkaVersion = (kafkaVersion != null) ? kafkaVersion : KafkaVersion.NEWEST;
		workload = (workload != null) ? workload : Workload.NONE;
		modelledVersion = (modelledVersion != null) ? modelledVersion : kafkaVersion;
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
