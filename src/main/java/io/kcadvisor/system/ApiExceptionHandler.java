package io.kcadvisor.system;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import jakarta.servlet.http.HttpServletRequest;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Answers every failure of an API controller with an RFC 9457 problem: a
 * {@link ProblemException} with its kind's status and a detail that says what to do, a
 * request Tomcat could not read in the service's words, Spring MVC's own failures with
 * theirs, and anything unexpected with a 500 that reveals nothing of the service's
 * insides.
 */
@RestControllerAdvice(annotations = RestController.class)
class ApiExceptionHandler extends ResponseEntityExceptionHandler {

	private static final Log logger = LogFactory.getLog(ApiExceptionHandler.class);

	private final UnreadableRequests unreadableRequests;

	ApiExceptionHandler(UnreadableRequests unreadableRequests) {
		this.unreadableRequests = unreadableRequests;
	}

	@ExceptionHandler
	ResponseEntity<ProblemDetail> problem(ProblemException ex) {
		return Problems.response(ex);
	}

	/**
	 * Answers a request Tomcat could not read: a multipart upload or its fields over a
	 * size limit, or cut off, or a query string it could not decode or that has too many
	 * parameters, which the API first reads. Tomcat says some of these with a plain
	 * {@link IllegalStateException}; any other is unexpected.
	 */
	@ExceptionHandler({ MultipartException.class, IllegalStateException.class })
	ResponseEntity<ProblemDetail> unreadable(Exception ex, HttpServletRequest request) {
		if (!this.unreadableRequests.isUnreadable(ex)) {
			return ResponseEntity.internalServerError().body(unexpected(ex));
		}
		return Problems.response(this.unreadableRequests.problem(ex, request));
	}

	@ExceptionHandler
	ProblemDetail unexpected(Exception ex) {
		logger.error("Unexpected failure of an API request", ex);
		return Problems.of(ProblemType.INTERNAL_ERROR,
				"The service failed unexpectedly. The failure has been logged; try again.");
	}

}
