package io.kcadvisor.sweep;

/**
 * What measuring one configuration gave: its result, and how much it compressed beyond
 * one pass over the sample for its sizes.
 *
 * @param result the result
 * @param streamBytes the records sections compressed after the sample, for what a steady
 * stream stores ({@link StreamTail}); none when its sizes took no more than the sample's
 * own batches
 */
record Measurement(Result result, long streamBytes) {
}
