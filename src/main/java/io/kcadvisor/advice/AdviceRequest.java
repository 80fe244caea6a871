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
	 * Returns the {@code linger.ms} that linger-limited batches were modelled with: the
	 * workload's, or the modelled version's default. What the properties set may differ
	 * (see {@link PropertiesWriter#lingerMs(io.kcadvisor.sweep.Result, AdviceRequest)}).
	 * @return linger.ms
	 */
	int modelledLingerMs() {
		return (this.workload.lingerMs() != null) ? this.workload.lingerMs() : this.modelledVersion.defaultLingerMs();
	}

}
