package io.kcadvisor.topic;

import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.sample.SampleTooLargeException;
import io.kcadvisor.sample.SampleTooLargeException.Limit;
import java.util.Locale;

/**
 * How many of a topic's latest records a sample reads, and the memory held for them while
 * they are read, within the sample's size limit.
 *
 * @param maxBytes the most bytes a sample may take
 */
record TopicSampleSize(long maxBytes) {

	/**
	 * Returns how many records to read: those asked for that the topic holds, and, for a
	 * read that takes fewer to fit, at most those that take no more than the limit as
	 * stored.
	 * @param current what the topic stores today, or {@code null} when not known
	 * @param asked the records asked for
	 * @param held the records the topic holds
	 * @param fewerToFit whether to read fewer records than asked to fit
	 * @return the records to read, at least one
	 */
	int records(CurrentStorage current, int asked, long held, boolean fewerToFit) {
		long records = Math.min(asked, held);
		if (fewerToFit && current != null) {
			return (int) Math.max(1, Math.min(records, (long) (this.maxBytes / current.storedBytesPerRecord())));
		}
		return (int) records;
	}

	/**
	 * Returns the memory the records are expected to take while read: a compressed topic
	 * stores less than its records hold, so four times their stored size, within the
	 * sample limit. A sample whose stored size alone is over the limit is refused at
	 * once, unless the read takes fewer records to fit, as a scan's does.
	 * @param current what the topic stores today, or {@code null} when not known
	 * @param wanted the records to read
	 * @param fewerToFit whether the read takes fewer records to fit
	 * @return bytes
	 * @throws SampleTooLargeException when the records take more than the limit as stored
	 * and the read does not take fewer
	 */
	long expectedBytes(CurrentStorage current, int wanted, boolean fewerToFit) {
		if (current == null) {
			return this.maxBytes;
		}
		double stored = current.storedBytesPerRecord() * wanted;
		if (stored > this.maxBytes && !fewerToFit) {
			throw new SampleTooLargeException(Limit.MAX_BYTES, this.maxBytes,
					String.format(Locale.ROOT,
							"%,d records of this topic take about %,.0f bytes as stored, over the "
									+ "sample limit of %,d bytes: ask for fewer records",
							wanted, stored, this.maxBytes));
		}
		return (long) Math.min(this.maxBytes, 4 * stored);
	}

}
