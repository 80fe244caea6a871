package io.kcadvisor.sweep;

import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.RecordSetBuilder;

/**
 * An evenly spread part of a sample, for a first answer where measuring the whole would
 * take too long: runs of consecutive records from the start of each of a few stretches
 * spread evenly over the sample, so that the part holds records from all over it, and
 * batches of consecutive records as the whole does.
 */
final class SamplePart {

	/** The stretches of the sample the part is taken from. */
	static final int STRETCHES = 16;

	private SamplePart() {
	}

	/**
	 * Returns an evenly spread part of a sample: from each stretch, consecutive records
	 * from its start until they hold the stretch's share of the bytes, at least one.
	 * @param records the sample's records
	 * @param bytes about how many bytes of keys, values and headers the part holds
	 * @return the part, or the records themselves when they hold no more than that
	 */
	static RecordSet evenlySpread(RecordSet records, long bytes) {
		if (records.bodyBytes() <= bytes) {
			return records;
		}
		long perStretch = Math.max(1, bytes / STRETCHES);
		RecordSetBuilder part = RecordSet.builder((int) Math.min(Integer.MAX_VALUE - 8, bytes + bytes / 4));
		for (int stretch = 0; stretch < STRETCHES; stretch++) {
			int start = stretchStart(records, stretch);
			int end = stretchStart(records, stretch + 1);
			long taken = 0;
			for (int index = start; index < end && (index == start || taken < perStretch); index++) {
				part.add(records.get(index));
				taken += records.bodyLength(index);
			}
		}
		return (part.size() == records.size()) ? records : part.build();
	}

	private static int stretchStart(RecordSet records, int stretch) {
		return (int) ((long) stretch * records.size() / STRETCHES);
	}

}
