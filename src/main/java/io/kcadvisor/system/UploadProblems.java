package io.kcadvisor.system;

import io.kcadvisor.analysis.ServiceBusyException;
import io.kcadvisor.sample.EmptySampleException;
import io.kcadvisor.sample.MalformedSampleException;
import io.kcadvisor.sample.SampleSettings;
import io.kcadvisor.sample.SampleTooLargeException;
import io.kcadvisor.system.InvalidFieldsException.FieldProblem;
import jakarta.servlet.http.HttpServletRequest;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;

import org.apache.tomcat.util.http.InvalidParameterException;
import org.apache.tomcat.util.http.fileupload.impl.FileCountLimitExceededException;
import org.apache.tomcat.util.http.fileupload.impl.SizeException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.stereotype.Component;
import org.springframework.util.StringUtils;
import org.springframework.web.multipart.MaxUploadSizeExceededException;
import org.springframework.web.multipart.MultipartException;

/**
 * Says in words what went wrong with an upload, as an RFC 9457 problem: invalid fields, a
 * sample too large, malformed or empty, an upload or a query string that could not be
 * read, a busy service. The API answers with these problems; the upload page shows them
 * beside its fields: those of invalid fields carry an {@code errors} list naming each
 * field, and those with status 400, 413 or 422 otherwise concern the sample.
 */
@Component
public class UploadProblems {

	private static final String UNREADABLE = "The multipart upload could not be read: it may have been cut off. "
			+ "Send it again.";

	private final SampleSettings sampleSettings;

	UploadProblems(SampleSettings sampleSettings) {
		this.sampleSettings = sampleSettings;
	}

	/**
	 * Returns the problem an upload failure is answered with.
	 * @param ex the failure: an {@link InvalidFieldsException}, a
	 * {@link io.kcadvisor.sample.SampleException}, a {@link ServiceBusyException}, an
	 * {@link UncheckedIOException}, a {@link MultipartException} or Tomcat's
	 * {@link InvalidParameterException}
	 * @return the problem
	 * @throws IllegalArgumentException for any other exception
	 */
	public ProblemDetail of(Exception ex) {
		if (ex instanceof InvalidFieldsException invalid) {
			ProblemDetail problem = Problems.of(HttpStatus.BAD_REQUEST, "invalid-field", "Invalid request",
					invalid.getMessage());
			problem.setProperty("errors", invalid.problems());
			return problem;
		}
		if (ex instanceof SampleTooLargeException tooLarge) {
			return tooLarge(tooLarge.getMessage(), switch (tooLarge.limit()) {
				case MAX_BYTES -> "maxBytes";
				case MAX_RECORDS -> "maxRecords";
				case MAX_RECORD_BYTES -> "maxRecordBytes";
			}, tooLarge.limitValue());
		}
		if (ex instanceof MalformedSampleException malformed) {
			ProblemDetail problem = Problems.of(HttpStatus.UNPROCESSABLE_CONTENT, "malformed-sample",
					"Malformed sample", malformed.getMessage());
			problem.setProperty("format", malformed.format().apiName());
			problem.setProperty("location", malformed.location());
			problem.setProperty("byteOffset", malformed.byteOffset());
			return problem;
		}
		if (ex instanceof EmptySampleException empty) {
			ProblemDetail problem = Problems.of(HttpStatus.UNPROCESSABLE_CONTENT, "empty-sample", "Empty sample",
					empty.getMessage());
			problem.setProperty("format", empty.format().apiName());
			return problem;
		}
		if (ex instanceof ServiceBusyException busy) {
			return Problems.of(HttpStatus.TOO_MANY_REQUESTS, "service-busy", "Service busy", busy.getMessage());
		}
		if (ex instanceof UncheckedIOException) {
			return unreadable("The upload could not be read completely. Send it again.");
		}
		if (ex instanceof InvalidParameterException
				&& ex.getCause() instanceof FileCountLimitExceededException tooMany) {
			return Problems.of(HttpStatus.CONTENT_TOO_LARGE, "too-many-parts", "Too many parts",
					"The upload has more than " + tooMany.getLimit()
							+ " parts, the limit. Upload many files as one zip with format files.");
		}
		if (ex instanceof MaxUploadSizeExceededException
				|| (ex instanceof InvalidParameterException && ex.getCause() instanceof SizeException)) {
			return uploadTooLarge();
		}
		if (ex instanceof MultipartException) {
			if (String.valueOf(ex.getMessage()).toLowerCase(Locale.ROOT).contains("not a multipart request")) {
				return Problems.of(HttpStatus.UNSUPPORTED_MEDIA_TYPE, "unsupported-media-type",
						"Unsupported media type",
						"Send the sample as multipart/form-data with a file part named 'sample'.");
			}
			return unreadable(UNREADABLE);
		}
		if (ex instanceof InvalidParameterException) {
			return unreadable(UNREADABLE);
		}
		throw new IllegalArgumentException("Not an upload failure: " + ex.getClass().getName(), ex);
	}

	/**
	 * Returns the problem an upload failure is answered with, telling a query string that
	 * cannot be decoded from an upload that cannot be read: Tomcat reports both alike.
	 * @param ex the failure, as for {@link #of(Exception)}
	 * @param request the request that failed
	 * @return the problem
	 */
	public ProblemDetail of(Exception ex, HttpServletRequest request) {
		if (!(ex instanceof InvalidParameterException)) {
			return of(ex);
		}
		FieldProblem undecodable = QueryStrings.undecodable(request.getQueryString());
		if (undecodable != null && undecodable.field().isEmpty()) {
			return undecodable("The query string could not be decoded: " + undecodable.message()
					+ ". Send each parameter as name=value.");
		}
		if (undecodable != null) {
			ProblemDetail problem = undecodable("The query string could not be decoded: parameter '"
					+ undecodable.field() + "': " + undecodable.message() + ". Percent-encode each name and value.");
			problem.setProperty("errors", List.of(undecodable));
			return problem;
		}
		if (!StringUtils.startsWithIgnoreCase(request.getContentType(), "multipart/")) {
			return Problems.of(HttpStatus.BAD_REQUEST, "unreadable-parameters", "Unreadable parameters",
					"The request parameters could not be read: the query string is malformed, "
							+ "or has too many parameters.");
		}
		return of(ex);
	}

	private static ProblemDetail undecodable(String detail) {
		return Problems.of(HttpStatus.BAD_REQUEST, "undecodable-parameter", "Undecodable parameter", detail);
	}

	private ProblemDetail uploadTooLarge() {
		long maxBytes = this.sampleSettings.maxSize().toBytes();
		return tooLarge("The upload is larger than the sample size limit of " + maxBytes + " bytes.", "maxBytes",
				maxBytes);
	}

	private static ProblemDetail tooLarge(String detail, String limit, long limitValue) {
		ProblemDetail problem = Problems.of(HttpStatus.CONTENT_TOO_LARGE, "sample-too-large", "Sample too large",
				detail);
		problem.setProperty("limit", limit);
		problem.setProperty("limitValue", limitValue);
		return problem;
	}

	private static ProblemDetail unreadable(String detail) {
		return Problems.of(HttpStatus.BAD_REQUEST, "unreadable-upload", "Unreadable upload", detail);
	}

}
