package io.kcadvisor.sample;

import io.kcadvisor.batch.RecordSet;

/**
 * A sample split into records.
 *
 * @param format the format it was split in: the detected one when
 * {@link SampleFormat#AUTO} was asked for
 * @param records the records, in upload order
 * @param bytes the sample's uncompressed size: the uploaded bytes, with zip entries and
 * compressed segment batches counted as inflated
 * @param current what the records take where they came from, or {@code null} when not
 * known
 */
public record Sample(SampleFormat format, RecordSet records, long bytes, CurrentStorage current) {

	/**
	 * Creates a sample whose stored size is not known.
	 * @param format the format it was split in
	 * @param records the records
	 * @param bytes the sample's uncompressed size
	 */
	public Sample(SampleFormat format, RecordSet records, long bytes) {
		this(format, records, bytes, null);
	}

}
