package io.kcadvisor.system;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Answers every failure of an API controller with an RFC 9457 problem: a
 * {@link ProblemException} with its kind's status and a detail that says what to do, a
 * request Tomcat could not read and a JSON body that could not be read in the service's
 * words, Spring MVC's own failures with theirs and a type named after their status, and
 * anything unexpected with a 500 that reveals nothing of the service's insides.
 */
@RestControllerAdvice(annotations = RestController.class)
class ApiExceptionHandler extends ResponseEntityExceptionHandler {

	private static final Log logger = LogFactory.getLog(ApiExceptionHandler.class);

	private static final URI ABOUT_BLANK = URI.create("about:blank");

	private static final String UNREADABLE_BODY = "The body is not a JSON object of the request's fields, such as "
			+ "{\"cluster\": \"prod\", \"topics\": \"orders\\\\..*\"} for a scan: check that it is complete JSON, "
			+ "or send the fields as a form; see /v3/api-docs.";

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

	@Override
	protected ResponseEntity<Object> handleHttpMessageNotReadable(HttpMessageNotReadableException ex,
			HttpHeaders headers, HttpStatusCode status, WebRequest request) {
		return handleExceptionInternal(ex, Problems.of(ProblemType.UNREADABLE_BODY, UNREADABLE_BODY), headers, status,
				request);
	}

	/**
	 * Gives Spring MVC's own problems, which have no type, the type named after their
	 * status, as the problems of errors raised outside any controller have.
	 */
	@Override
	protected ResponseEntity<Object> handleExceptionInternal(Exception ex, Object body, HttpHeaders headers,
			HttpStatusCode statusCode, WebRequest request) {
		if (body instanceof ProblemDetail problem && ABOUT_BLANK.equals(problem.getType())) {
			ProblemType type = ProblemType.forStatus(statusCode.value());
			problem.setType(type.uri());
			problem.setTitle(type.title());
		}
		return super.handleExceptionInternal(ex, body, headers, statusCode, request);
	}

	@ExceptionHandler
	ProblemDetail unexpected(Exception ex) {
		logger.error("Unexpected failure of an API request", ex);
		return Problems.of(ProblemType.INTERNAL_ERROR,
				"The service failed unexpectedly. The failure has been logged; try again.");
	}

}
