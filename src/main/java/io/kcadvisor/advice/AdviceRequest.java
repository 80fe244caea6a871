package io.kcadvisor.advice;

import io.kcadvisor.sweep.Workload;

/**
 * What the advice is for. A {@code null} component takes its default.
 *
 * @param objective what the user wants most, {@link Objective#BALANCED} by default
 * @param kafkaVersion the version of the user's producers and brokers,
 * {@link KafkaVersion#NEWEST} by default
 * @param workload the user's traffic, {@link Workload#NONE} by default
 */
public record AdviceRequest(Objective objective, KafkaVersion kafkaVersion, Workload workload) {

	public AdviceRequest {
		objective = (objective != null) ? objective : Objective.BALANCED;
		kafkaVersion = (kafkaVersion != null) ? kafkaVersion : KafkaVersion.NEWEST;
		workload = (workload != null) ? workload : Workload.NONE;
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
	 * workload's, or the version's default. What the properties set may differ (see
	 * {@link PropertiesWriter#lingerMs(io.kcadvisor.sweep.Result, AdviceRequest)}).
	 * @return linger.ms
	 */
	int modelledLingerMs() {
		return (this.workload.lingerMs() != null) ? this.workload.lingerMs() : this.kafkaVersion.defaultLingerMs();
	}

}
