package io.kcadvisor.sweep;

import io.kcadvisor.batch.RecordSet;

/**
 * Measures one configuration on a sample.
 */
@FunctionalInterface
interface Measurer {

	/**
	 * Measures a configuration.
	 * @param records the sample
	 * @param task the configuration
	 * @return the result
	 * @throws SweepStop.Stopped when the sweep stops during the measurement
	 */
	Result measure(RecordSet records, SweepTask task);

}
