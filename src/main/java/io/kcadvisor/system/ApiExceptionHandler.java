package io.kcadvisor.system;

import io.kcadvisor.analysis.AnalysisNotFoundException;
import io.kcadvisor.analysis.ServiceBusyException;
import io.kcadvisor.sample.EmptySampleException;
import io.kcadvisor.sample.MalformedSampleException;
import io.kcadvisor.sample.SampleSettings;
import io.kcadvisor.sample.SampleTooLargeException;
import java.io.UncheckedIOException;
import java.util.Locale;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.apache.tomcat.util.http.fileupload.impl.FileCountLimitExceededException;
import org.apache.tomcat.util.http.fileupload.impl.SizeException;
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

	private final SampleSettings sampleSettings;

	ApiExceptionHandler(SampleSettings sampleSettings) {
		this.sampleSettings = sampleSettings;
	}

	@ExceptionHandler
	ProblemDetail invalidFields(InvalidFieldsException ex) {
		ProblemDetail problem = Problems.of(HttpStatus.BAD_REQUEST, "invalid-field", "Invalid request",
				ex.getMessage());
		problem.setProperty("errors", ex.problems());
		return problem;
	}

	@ExceptionHandler
	ProblemDetail sampleTooLarge(SampleTooLargeException ex) {
		ProblemDetail problem = Problems.of(HttpStatus.CONTENT_TOO_LARGE, "sample-too-large", "Sample too large",
				ex.getMessage());
		problem.setProperty("limit", switch (ex.limit()) {
			case MAX_BYTES -> "maxBytes";
			case MAX_RECORDS -> "maxRecords";
			case MAX_RECORD_BYTES -> "maxRecordBytes";
		});
		problem.setProperty("limitValue", ex.limitValue());
		return problem;
	}

	@ExceptionHandler
	ProblemDetail malformedSample(MalformedSampleException ex) {
		ProblemDetail problem = Problems.of(HttpStatus.UNPROCESSABLE_CONTENT, "malformed-sample", "Malformed sample",
				ex.getMessage());
		problem.setProperty("format", ex.format().apiName());
		problem.setProperty("location", ex.location());
		problem.setProperty("byteOffset", ex.byteOffset());
		return problem;
	}

	@ExceptionHandler
	ProblemDetail emptySample(EmptySampleException ex) {
		ProblemDetail problem = Problems.of(HttpStatus.UNPROCESSABLE_CONTENT, "empty-sample", "Empty sample",
				ex.getMessage());
		problem.setProperty("format", ex.format().apiName());
		return problem;
	}

	@ExceptionHandler
	ProblemDetail notFound(AnalysisNotFoundException ex) {
		return Problems.of(HttpStatus.NOT_FOUND, "analysis-not-found", "Analysis not found", ex.getMessage());
	}

	@ExceptionHandler
	ResponseEntity<ProblemDetail> busy(ServiceBusyException ex) {
		return ResponseEntity.status(HttpStatus.TOO_MANY_REQUESTS)
			.header(HttpHeaders.RETRY_AFTER, Long.toString(Math.max(1, ex.retryAfter().toSeconds())))
			.body(Problems.of(HttpStatus.TOO_MANY_REQUESTS, "service-busy", "Service busy", ex.getMessage()));
	}

	@ExceptionHandler
	ProblemDetail unreadableUpload(UncheckedIOException ex) {
		return Problems.of(HttpStatus.BAD_REQUEST, "unreadable-upload", "Unreadable upload",
				"The upload could not be read completely. Send it again.");
	}

	@ExceptionHandler
	ProblemDetail notMultipart(MultipartException ex) {
		String message = String.valueOf(ex.getMessage()).toLowerCase(Locale.ROOT);
		if (message.contains("not a multipart request")) {
			return Problems.of(HttpStatus.UNSUPPORTED_MEDIA_TYPE, "unsupported-media-type", "Unsupported media type",
					"Send the sample as multipart/form-data with a file part named 'sample'.");
		}
		return Problems.of(HttpStatus.BAD_REQUEST, "unreadable-upload", "Unreadable upload",
				"The multipart upload could not be read: it may have been cut off. Send it again.");
	}

	/**
	 * Tomcat reports a multipart upload it could not parse, when the API first reads it:
	 * over a size limit or the limit of parts, or cut off.
	 */
	@ExceptionHandler
	ProblemDetail unparseableUpload(InvalidParameterException ex) {
		if (ex.getCause() instanceof FileCountLimitExceededException tooMany) {
			return Problems.of(HttpStatus.CONTENT_TOO_LARGE, "too-many-parts", "Too many parts",
					"The upload has more than " + tooMany.getLimit() + " parts, the limit. Upload many files as one "
							+ "zip with format files.");
		}
		if (ex.getCause() instanceof SizeException) {
			ProblemDetail problem = Problems.of(HttpStatus.CONTENT_TOO_LARGE, "sample-too-large", "Sample too large",
					"The upload is larger than the sample size limit of " + this.sampleSettings.maxSize().toBytes()
							+ " bytes.");
			problem.setProperty("limit", "maxBytes");
			problem.setProperty("limitValue", this.sampleSettings.maxSize().toBytes());
			return problem;
		}
		return Problems.of(HttpStatus.BAD_REQUEST, "unreadable-upload", "Unreadable upload",
				"The multipart upload could not be read: it may have been cut off. Send it again.");
	}

	@ExceptionHandler
	ProblemDetail unexpected(Exception ex) {
		logger.error("Unexpected failure of an API request", ex);
		return Problems.of(HttpStatus.INTERNAL_SERVER_ERROR, "internal-error", "Internal error",
				"The service failed unexpectedly. The failure has been logged; try again.");
	}

}
