package io.kcadvisor.system;

import java.net.SocketTimeoutException;

/**
 * A request body that arrives more slowly than the service waits for. A timeout, so that
 * Tomcat answers 408 as it does for a body that stops arriving.
 */
class SlowRequestBodyException extends SocketTimeoutException {

	SlowRequestBodyException(String message) {
		super(message);
	}

}
