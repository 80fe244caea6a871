/**
 * CPU cost: what producing, storing and consuming a topic's traffic costs producers,
 * brokers and consumers, with and without compression.
 */
package io.kcadvisor.cost;
