package io.kcadvisor.scan;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.system.Echo;

/**
 * No scan has the id asked for: it never existed, was deleted, or has expired.
 */
public class ScanNotFoundException extends ProblemException {

	ScanNotFoundException(String id) {
		super(ProblemType.SCAN_NOT_FOUND, "No scan has the id '" + Echo.quoted(id)
				+ "'. Scans are kept for advisor.analysis.retention after they end, until deleted.");
	}

}
