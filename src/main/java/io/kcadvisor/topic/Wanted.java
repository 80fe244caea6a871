package io.kcadvisor.topic;

import java.util.Map;

/**
 * The records to read from a topic.
 *
 * @param shares how many of its latest records to read from each partition, by partition
 * ({@link Shares})
 * @param fewerToFit whether to stop short of them, with those read so far, where more
 * would take the sample over its limits on records or bytes, rather than refuse the
 * sample; a scan reads so, as no one can ask it for fewer records of one topic
 */
record Wanted(Map<Integer, Long> shares, boolean fewerToFit) {

	Wanted {
		shares = Map.copyOf(shares);
	}

	/**
	 * Returns the records to read in all.
	 * @return the sum of the shares
	 */
	long records() {
		return this.shares.values().stream().mapToLong(Long::longValue).sum();
	}

}
