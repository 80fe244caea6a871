/**
 * An analysis's life: admission, queue, progress, cancellation, storage in the database
 * shared by every instance, expiry, metrics and health, with
 * {@link io.kcadvisor.analysis.AnalysisService} as the entry point.
 */
package io.kcadvisor.analysis;
