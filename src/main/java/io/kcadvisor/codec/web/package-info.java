/**
 * The codecs' HTTP API: each codec with its levels and options, and which Kafka version
 * can configure them.
 */
package io.kcadvisor.codec.web;
