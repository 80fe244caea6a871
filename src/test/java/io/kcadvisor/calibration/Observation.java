package io.kcadvisor.calibration;

import io.kcadvisor.cost.Traffic;

/**
 * One run with the traffic the model sees in it.
 *
 * @param run what the run measured
 * @param measured the traffic as the broker stored it (records, batches and bytes read
 * from its log), at the codec speeds the advisor measured: what the coefficients are
 * fitted to
 * @param predicted the traffic as the advisor predicts it from the sample: what the
 * product would compute, and what the table compares with the run
 */
record Observation(Run run, Traffic measured, Traffic predicted) {

}
