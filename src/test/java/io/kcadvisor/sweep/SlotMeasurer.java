package io.kcadvisor.sweep;

import io.kcadvisor.batch.RecordSet;

/**
 * A stand-in for tests of what a sweep's slot hands the measurer: the codecs it opened
 * and the larger batch size's result. Measuring without them is a test failure.
 */
@FunctionalInterface
interface SlotMeasurer extends Measurer {

	@Override
	default Result measure(RecordSet records, SweepTask task) {
		throw new AssertionError("measured without the slot's codecs");
	}

	@Override
	Measurement measure(RecordSet records, SweepTask task, OpenCodecs codecs, Result larger);

}
