package io.kcadvisor.sample;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;

/**
 * A sample that cannot be turned into records. The message says why in words the user
 * understands.
 */
public abstract class SampleException extends ProblemException {

	protected SampleException(ProblemType type, String message) {
		super(type, message);
	}

}
