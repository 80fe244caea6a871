package io.kcadvisor.system;

import io.kcadvisor.problem.ProblemException;
import io.kcadvisor.problem.ProblemType;
import io.kcadvisor.sample.SampleSettings;
import io.kcadvisor.sample.SampleTooLargeException;
import io.kcadvisor.system.InvalidFieldsException.FieldProblem;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Locale;

import org.apache.tomcat.util.http.InvalidParameterException;
import org.apache.tomcat.util.http.fileupload.impl.FileCountLimitExceededException;
import org.apache.tomcat.util.http.fileupload.impl.SizeException;
import org.apache.tomcat.util.res.StringManager;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.util.StringUtils;
import org.springframework.web.multipart.MaxUploadSizeExceededException;
import org.springframework.util.unit.DataSize;
import org.springframework.web.multipart.MultipartException;

/**
 * Says in the service's words what Tomcat and Spring MVC report about a request they
 * could not read, when the API or a page first reads it: a multipart upload over a size
 * limit, with form fields over theirs, with too many parts, cut off or not multipart at
 * all, or a query string that cannot be decoded or has too many parameters, which Tomcat
 * reports alike.
 */
@Component
public class UnreadableRequests {

	private static final String UNREADABLE = "The multipart upload could not be read: it may have been cut off. "
			+ "Send it again.";

	/** What Tomcat says, in its words, of form fields over {@code maxPostSize}. */
	private static final String FIELDS_OVER_MAX_POST_SIZE = StringManager.getManager("org.apache.catalina.connector")
		.getString("coyoteRequest.maxPostSizeExceeded");

	private final SampleSettings sampleSettings;

	private final long maxFieldsBytes;

	private final int maxParameters;

	UnreadableRequests(SampleSettings sampleSettings,
			@Value("${server.tomcat.max-http-form-post-size:2MB}") DataSize maxFieldsSize,
			@Value("${server.tomcat.max-parameter-count:1000}") int maxParameters) {
		this.sampleSettings = sampleSettings;
		this.maxFieldsBytes = maxFieldsSize.toBytes();
		this.maxParameters = maxParameters;
	}

	/**
	 * Returns whether an exception says a request could not be read, rather than that the
	 * service failed.
	 * @param ex what Spring MVC raised
	 * @return {@code true} for a {@link MultipartException}, Tomcat's
	 * {@link InvalidParameterException}, and Tomcat's refusal of form fields over their
	 * limit
	 */
	public boolean isUnreadable(Exception ex) {
		return ex instanceof MultipartException || ex instanceof InvalidParameterException
				|| (ex instanceof IllegalStateException && FIELDS_OVER_MAX_POST_SIZE.equals(ex.getMessage()));
	}

	/**
	 * Returns the problem a request that could not be read is answered with.
	 * @param ex what Spring MVC raised, {@link #isUnreadable(Exception) unreadable}
	 * @param request the request that failed
	 * @return the problem
	 * @throws IllegalArgumentException for any other exception
	 */
	public ProblemException problem(Exception ex, HttpServletRequest request) {
		if (ex instanceof InvalidParameterException) {
			return parameters(ex, request);
		}
		if (ex instanceof IllegalStateException && isUnreadable(ex)) {
			return new ProblemException(ProblemType.FIELDS_TOO_LARGE, String.format(Locale.ROOT,
					"The form fields are over %,d bytes together, the limit: only the file part named 'sample' may "
							+ "be large.",
					this.maxFieldsBytes));
		}
		if (ex instanceof MaxUploadSizeExceededException) {
			return uploadTooLarge();
		}
		if (ex instanceof MultipartException) {
			if (String.valueOf(ex.getMessage()).toLowerCase(Locale.ROOT).contains("not a multipart request")) {
				return new ProblemException(ProblemType.UNSUPPORTED_MEDIA_TYPE,
						"Send the sample as multipart/form-data with a file part named 'sample'.");
			}
			return new ProblemException(ProblemType.UNREADABLE_UPLOAD, UNREADABLE);
		}
		throw new IllegalArgumentException("Not an unreadable request: " + ex.getClass().getName(), ex);
	}

	/**
	 * Tells a query string that cannot be decoded from an upload that cannot be read:
	 * Tomcat reports both with the same exception.
	 */
	private ProblemException parameters(Exception ex, HttpServletRequest request) {
		int parameters = QueryStrings.count(request.getQueryString());
		if (parameters > this.maxParameters) {
			String instead = "POST".equals(request.getMethod()) ? "Send the analysis's fields in the form, each once."
					: "Send each parameter once.";
			return new ProblemException(ProblemType.UNREADABLE_PARAMETERS,
					String.format(Locale.ROOT, "The query string has too many parameters: %,d, over the limit of %,d. ",
							parameters, this.maxParameters) + instead);
		}
		FieldProblem undecodable = QueryStrings.undecodable(request.getQueryString());
		if (undecodable != null && undecodable.field().isEmpty()) {
			return new ProblemException(ProblemType.UNDECODABLE_PARAMETER, "The query string could not be decoded: "
					+ undecodable.message() + ". Send each parameter as name=value.");
		}
		if (undecodable != null) {
			return new InvalidFieldsException(ProblemType.UNDECODABLE_PARAMETER,
					"The query string could not be decoded: parameter '" + undecodable.field() + "': "
							+ undecodable.message() + ". Percent-encode each name and value.",
					List.of(undecodable));
		}
		if (!StringUtils.startsWithIgnoreCase(request.getContentType(), "multipart/")) {
			return new ProblemException(ProblemType.UNREADABLE_PARAMETERS,
					"The request parameters could not be read: the query string is malformed.");
		}
		if (ex.getCause() instanceof FileCountLimitExceededException tooMany) {
			return new ProblemException(ProblemType.TOO_MANY_PARTS, "The upload has more than " + tooMany.getLimit()
					+ " parts, the limit. Upload many files as one zip with format files.");
		}
		if (ex.getCause() instanceof SizeException) {
			return uploadTooLarge();
		}
		return new ProblemException(ProblemType.UNREADABLE_UPLOAD, UNREADABLE);
	}

	private ProblemException uploadTooLarge() {
		long maxBytes = this.sampleSettings.maxSize().toBytes();
		return new SampleTooLargeException(SampleTooLargeException.Limit.MAX_BYTES, maxBytes,
				"The upload is larger than the sample size limit of " + SampleTooLargeException.bytes(maxBytes) + ".");
	}

}
