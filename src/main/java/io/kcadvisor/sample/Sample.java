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
 */
public record Sample(SampleFormat format, RecordSet records, long bytes) {

}
