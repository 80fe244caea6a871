package io.kcadvisor.analysis;

/**
 * No analysis has the id asked for: it never existed, expired or was deleted.
 */
public class AnalysisNotFoundException extends RuntimeException {

	public AnalysisNotFoundException(String id) {
		super("No analysis has id '" + id + "'. Analyses are kept for a limited time after they finish.");
	}

}
