/**
 * Kafka's releases: the version of the user's producers and brokers, and what changed
 * between versions that the producer model, the codecs and the advice depend on. It
 * depends on no other package of the advisor, so that every one of them, from
 * {@code codec} to {@code advice}, can use the same facts without an import cycle.
 */
package io.kcadvisor.kafka;
