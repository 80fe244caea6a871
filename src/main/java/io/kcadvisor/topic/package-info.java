/**
 * Topics of the clusters the operator configured: listing them with their size and
 * compression, and reading the latest records of one as a sample, with
 * {@link io.kcadvisor.topic.TopicAnalyses} as the entry point.
 */
package io.kcadvisor.topic;
