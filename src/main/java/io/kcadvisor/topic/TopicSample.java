package io.kcadvisor.topic;

import io.kcadvisor.sample.Sample;

/**
 * The records read from a topic, and what they say of its traffic.
 *
 * @param sample the records, as a sample
 * @param partitionsRead the partitions records were read from
 * @param messagesPerSecond the rate estimated from the records' timestamps, or
 * {@code null} when they span no time
 * @param keyed whether any record has a key
 * @param offsetsRead the offsets read, which held the records read and, where fewer,
 * transaction markers or records the log cleaner removed
 * @param stoppedShortOf the records wanted where the sample's limits stopped the read
 * before them, or {@code null} where every record wanted was read
 */
record TopicSample(Sample sample, int partitionsRead, Double messagesPerSecond, boolean keyed, long offsetsRead,
		Integer stoppedShortOf) {
}
