/**
 * Splitting an uploaded sample into records, in each of the formats users send.
 */
package io.kcadvisor.sample;
