/**
 * Advice: the measured results ranked for the user's objective and Kafka version, with
 * ready-to-paste settings, the warnings that go with them and the cost at the user's
 * workload.
 */
package io.kcadvisor.advice;
