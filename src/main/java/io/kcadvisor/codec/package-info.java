/**
 * Kafka's compression codecs, framed byte for byte as the Java client frames them, with
 * the options KIP-780 proposed.
 */
package io.kcadvisor.codec;
