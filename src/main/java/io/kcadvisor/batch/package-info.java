/**
 * Kafka's v2 record format: records, record batches, and how a producer groups records
 * into batches.
 */
package io.kcadvisor.batch;
