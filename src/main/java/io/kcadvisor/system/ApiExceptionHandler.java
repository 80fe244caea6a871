package io.kcadvisor.system;

import io.kcadvisor.analysis.AnalysisNotFoundException;
import io.kcadvisor.analysis.ServiceBusyException;
import io.kcadvisor.sample.SampleException;
import jakarta.servlet.http.HttpServletRequest;
import java.io.UncheckedIOException;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.multipart.MultipartException;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Answers every failure of an API controller with an RFC 9457 problem: the domain's
 * exceptions with their own status and a detail that says what to do, Spring MVC's own
 * with theirs, and anything unexpected with a 500 that reveals nothing of the service's
 * insides.
 */
@RestControllerAdvice(annotations = RestController.class)
class ApiExceptionHandler extends ResponseEntityExceptionHandler {

	private static final Log logger = LogFactory.getLog(ApiExceptionHandler.class);

	private final UploadProblems uploadProblems;

	ApiExceptionHandler(UploadProblems uploadProblems) {
		this.uploadProblems = uploadProblems;
	}

	/**
	 * Answers what went wrong with an upload. Tomcat reports a multipart upload it could
	 * not parse (over a size limit, or cut off), or a query string it could not decode,
	 * when the API first reads them.
	 */
	@ExceptionHandler({ InvalidFieldsException.class, SampleException.class, UncheckedIOException.class,
			MultipartException.class, InvalidParameterException.class })
	ProblemDetail upload(Exception ex, HttpServletRequest request) {
		return this.uploadProblems.of(ex, request);
	}

	@ExceptionHandler
	ResponseEntity<ProblemDetail> busy(ServiceBusyException ex) {
		return ResponseEntity.status(HttpStatus.TOO_MANY_REQUESTS)
			.header(HttpHeaders.RETRY_AFTER, ex.retryAfterHeader())
			.body(this.uploadProblems.of(ex));
	}

	@ExceptionHandler
	ProblemDetail notFound(AnalysisNotFoundException ex) {
		return Problems.of(HttpStatus.NOT_FOUND, "analysis-not-found", "Analysis not found", ex.getMessage());
	}

	@ExceptionHandler
	ProblemDetail unexpected(Exception ex) {
		logger.error("Unexpected failure of an API request", ex);
		return Problems.of(HttpStatus.INTERNAL_SERVER_ERROR, "internal-error", "Internal error",
				"The service failed unexpectedly. The failure has been logged; try again.");
	}

}
