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

	/**
	 * Measures a configuration with codecs that may already be open for it, left open for
	 * the next configuration of the same compression, knowing the result of the same
	 * compression at a larger batch size on the same sample. By default neither is used.
	 * @param records the sample
	 * @param task the configuration
	 * @param codecs the codecs to measure with, opened for the configuration's
	 * compression when they are not yet
	 * @param larger the same compression's result at a larger batch size on the same
	 * records, or {@code null}
	 * @return the result, and the records sections compressed after the sample (by
	 * default none)
	 * @throws SweepStop.Stopped when the sweep stops during the measurement
	 */
	default Measurement measure(RecordSet records, SweepTask task, OpenCodecs codecs, Result larger) {
		return new Measurement(measure(records, task), 0);
	}

}
