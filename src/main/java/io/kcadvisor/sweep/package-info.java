/**
 * The sweep: every codec, level and option across batch sizes, measured for size and
 * speed in a bounded worker pool.
 */
package io.kcadvisor.sweep;
