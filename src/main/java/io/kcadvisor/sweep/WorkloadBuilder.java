package io.kcadvisor.sweep;

import java.util.List;

/**
 * Builds a {@link Workload} field by field, each left unset {@code null} as the record
 * takes it.
 */
public final class WorkloadBuilder {

	private Double messagesPerSecond;

	private Integer partitions;

	private Integer lingerMs;

	private Boolean keyed;

	private Integer producers;

	private Integer replicationFactor;

	private Integer retentionHours;

	private Integer consumerGroups;

	private Double requestLatencyMs;

	private Double averageMessagesPerSecond;

	private List<Double> partitionShares;

	private Integer brokers;

	WorkloadBuilder() {
	}

	WorkloadBuilder(Workload workload) {
		this.messagesPerSecond = workload.messagesPerSecond();
		this.partitions = workload.partitions();
		this.lingerMs = workload.lingerMs();
		this.keyed = workload.keyed();
		this.producers = workload.producers();
		this.replicationFactor = workload.replicationFactor();
		this.retentionHours = workload.retentionHours();
		this.consumerGroups = workload.consumerGroups();
		this.requestLatencyMs = workload.requestLatencyMs();
		this.averageMessagesPerSecond = workload.averageMessagesPerSecond();
		this.partitionShares = workload.partitionShares();
		this.brokers = workload.brokers();
	}

	public WorkloadBuilder messagesPerSecond(Double messagesPerSecond) {
		this.messagesPerSecond = messagesPerSecond;
		return this;
	}

	public WorkloadBuilder partitions(Integer partitions) {
		this.partitions = partitions;
		return this;
	}

	public WorkloadBuilder lingerMs(Integer lingerMs) {
		this.lingerMs = lingerMs;
		return this;
	}

	public WorkloadBuilder keyed(Boolean keyed) {
		this.keyed = keyed;
		return this;
	}

	public WorkloadBuilder producers(Integer producers) {
		this.producers = producers;
		return this;
	}

	public WorkloadBuilder replicationFactor(Integer replicationFactor) {
		this.replicationFactor = replicationFactor;
		return this;
	}

	public WorkloadBuilder retentionHours(Integer retentionHours) {
		this.retentionHours = retentionHours;
		return this;
	}

	public WorkloadBuilder consumerGroups(Integer consumerGroups) {
		this.consumerGroups = consumerGroups;
		return this;
	}

	public WorkloadBuilder requestLatencyMs(Double requestLatencyMs) {
		this.requestLatencyMs = requestLatencyMs;
		return this;
	}

	public WorkloadBuilder averageMessagesPerSecond(Double averageMessagesPerSecond) {
		this.averageMessagesPerSecond = averageMessagesPerSecond;
		return this;
	}

	public WorkloadBuilder partitionShares(List<Double> partitionShares) {
		this.partitionShares = partitionShares;
		return this;
	}

	public WorkloadBuilder brokers(Integer brokers) {
		this.brokers = brokers;
		return this;
	}

	/**
	 * Returns the workload.
	 * @return the workload, the record's defaults applied
	 */
	public Workload build() {
		return new Workload(this.messagesPerSecond, this.partitions, this.lingerMs, this.keyed, this.producers,
				this.replicationFactor, this.retentionHours, this.consumerGroups, this.requestLatencyMs,
				this.averageMessagesPerSecond, this.partitionShares, this.brokers);
	}

}
