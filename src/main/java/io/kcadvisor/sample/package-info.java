/**
 * Splitting an uploaded sample into records, in each of the formats users send.
 * {@link io.kcadvisor.sample.SampleSplitter} is the entry point; each format has its own
 * package-private splitter, and every error is a
 * {@link io.kcadvisor.sample.SampleException} whose message tells the user what and
 * where.
 */
package io.kcadvisor.sample;
