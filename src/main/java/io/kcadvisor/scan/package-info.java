/**
 * Scans of whole clusters: every topic a regular expression matches, each analysed by a
 * job of the database's scheduler that any instance may take, ranked by what switching
 * would save.
 */
package io.kcadvisor.scan;
