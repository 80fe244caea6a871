package io.kcadvisor.sample;

/**
 * A sample that cannot be turned into records. The message says why in words the user
 * understands.
 */
public abstract class SampleException extends RuntimeException {

	protected SampleException(String message) {
		super(message);
	}

}
