package io.kcadvisor.cost;

/**
 * CPU cores spent by each kind of process at a workload.
 *
 * @param producerCores all producers'
 * @param brokerCores all brokers', leaders and followers
 * @param consumerCores all consumer groups'
 */
public record CpuCost(double producerCores, double brokerCores, double consumerCores) {

	/**
	 * Returns what this cost spends more than another, negative where it saves.
	 * @param other the other cost, such as the uncompressed baseline's
	 * @return the difference, process by process
	 */
	public CpuCost minus(CpuCost other) {
		return new CpuCost(this.producerCores - other.producerCores, this.brokerCores - other.brokerCores,
				this.consumerCores - other.consumerCores);
	}

	/**
	 * Returns the cores of one kind of process.
	 * @param process the process
	 * @return cores
	 */
	public double of(Role.Process process) {
		return switch (process) {
			case PRODUCER -> this.producerCores;
			case BROKER -> this.brokerCores;
			case CONSUMER -> this.consumerCores;
		};
	}

}
