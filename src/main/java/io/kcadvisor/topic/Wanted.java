package io.kcadvisor.topic;

/**
 * The records to read from a topic.
 *
 * @param records how many of its latest records, spread over its partitions
 * @param fewerToFit whether to stop short of them, with those read so far, where more
 * would take the sample over its limits on records or bytes, rather than refuse the
 * sample; a scan reads so, as no one can ask it for fewer records of one topic
 */
record Wanted(int records, boolean fewerToFit) {
}
