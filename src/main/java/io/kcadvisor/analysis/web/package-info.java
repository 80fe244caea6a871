/**
 * The analyses' HTTP API and the browser pages: thin controllers over
 * {@link io.kcadvisor.analysis.AnalysisService}.
 */
package io.kcadvisor.analysis.web;
