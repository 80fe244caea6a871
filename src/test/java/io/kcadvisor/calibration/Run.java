package io.kcadvisor.calibration;

/**
 * What one run measured.
 *
 * @param spec what was run
 * @param repeat which repetition of the plan it belongs to, from 1
 * @param stored what the leader's log held afterwards
 * @param producerSeconds CPU seconds of the producer's threads while it sent
 * @param leaderSeconds CPU seconds of the brokers while the producer sent (the leader and
 * any followers), less their idle CPU
 * @param fetchSeconds CPU seconds of the brokers while the consumer read, less their idle
 * CPU
 * @param consumerSeconds CPU seconds of the consumer's threads while it read
 * @param produceWallSeconds how long sending took
 * @param consumeWallSeconds how long reading took
 * @param jvmSeconds CPU seconds of the JVM's own threads over both, shared among the
 * parts by allocation
 * @param jitSeconds CPU seconds of the JIT compilers over both, left out
 * @param otherCores the cores other processes on the machine kept busy meanwhile
 */
record Run(RunSpec spec, int repeat, StoredLog stored, double producerSeconds, double leaderSeconds,
		double fetchSeconds, double consumerSeconds, double produceWallSeconds, double consumeWallSeconds,
		double jvmSeconds, double jitSeconds, double otherCores) {

	/**
	 * Returns the brokers' CPU seconds over the run.
	 * @return the leader's and followers' while sending, and the leader's while reading
	 */
	double brokerSeconds() {
		return this.leaderSeconds + this.fetchSeconds;
	}

}
