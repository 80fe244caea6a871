package io.kcadvisor.analysis;

import io.kcadvisor.sample.SampleFormat;

/**
 * What the uploaded sample was.
 *
 * @param format the format it was split with (the detected one for {@code auto})
 * @param records the number of records
 * @param bytes the sample's size in bytes, as uploaded (inflated for zips)
 */
public record SampleSummary(SampleFormat format, int records, long bytes) {
}
