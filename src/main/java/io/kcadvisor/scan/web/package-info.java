/**
 * The scans' HTTP API (JSON, and CSV with one row per topic) and pages (the scan form and
 * a scan's page): thin controllers over {@code ScanService}.
 */
package io.kcadvisor.scan.web;
