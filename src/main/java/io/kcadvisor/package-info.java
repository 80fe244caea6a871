/**
 * Kafka Compression Advisor: measures Kafka's codecs on a sample of the user's messages
 * and recommends producer and topic settings.
 */
package io.kcadvisor;
