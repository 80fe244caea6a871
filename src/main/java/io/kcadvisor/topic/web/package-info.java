/**
 * The clusters API: the configured clusters, and the topics of each with their size and
 * compression.
 */
package io.kcadvisor.topic.web;
