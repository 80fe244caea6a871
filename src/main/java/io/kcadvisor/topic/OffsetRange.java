package io.kcadvisor.topic;

/**
 * A partition's offsets.
 *
 * @param start its log start offset
 * @param end its end offset, the next to be written
 */
record OffsetRange(long start, long end) {

	/**
	 * Returns the offsets between the two: the records it holds, with any transaction
	 * markers and, where compacted, the records the log cleaner removed.
	 * @return the count
	 */
	long count() {
		return this.end - this.start;
	}

}
