package io.kcadvisor.system;

import io.kcadvisor.problem.ProblemType;
import java.util.List;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;

/**
 * The problems for errors known only by their HTTP status: those raised before any
 * controller takes the request, by Spring MVC or by Tomcat.
 */
final class StatusProblems {

	private StatusProblems() {
	}

	/**
	 * Creates the problem for a status.
	 * @param code the HTTP status code
	 * @param path the path requested, or {@code null} when unknown
	 * @return the problem, its type named after the status
	 */
	static ProblemDetail of(int code, Object path) {
		HttpStatus status = HttpStatus.resolve(code);
		String detail = (status != null) ? detail(status, path) : "The request could not be served.";
		return Problems.of(ProblemType.forStatus(code), detail);
	}

	/**
	 * Creates the problem for a status, naming the media types the path takes or answers
	 * with when the failure says them.
	 * @param code the HTTP status code
	 * @param path the path requested, or {@code null} when unknown
	 * @param failure what failed, or {@code null} when unknown
	 * @return the problem, its type named after the status
	 */
	static ProblemDetail of(int code, Object path, Throwable failure) {
		ProblemDetail problem = of(code, path);
		if (failure instanceof HttpMediaTypeNotAcceptableException notAcceptable
				&& !notAcceptable.getSupportedMediaTypes().isEmpty()) {
			List<MediaType> answered = notAcceptable.getSupportedMediaTypes();
			problem.setDetail("This path answers with " + either(answered) + ": ask for "
					+ ((answered.size() == 1) ? "it" : "one of them") + " in Accept, or send no Accept.");
		}
		if (failure instanceof HttpMediaTypeNotSupportedException notSupported
				&& !List.of(MediaType.MULTIPART_FORM_DATA).equals(notSupported.getSupportedMediaTypes())
				&& !notSupported.getSupportedMediaTypes().isEmpty()) {
			problem.setDetail("This path takes " + either(notSupported.getSupportedMediaTypes())
					+ " as Content-Type; see /v3/api-docs.");
		}
		return problem;
	}

	private static String either(List<MediaType> types) {
		List<String> names = types.stream().map(MediaType::toString).distinct().toList();
		if (names.size() == 1) {
			return names.get(0);
		}
		return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
	}

	/**
	 * Creates the problem for a request Tomcat refuses before the application sees it.
	 * @param code the HTTP status code Tomcat chose
	 * @param maxHeaderBytes the most bytes Tomcat accepts in the request line and headers
	 * @return the problem, its type named after the status
	 */
	static ProblemDetail refused(int code, int maxHeaderBytes) {
		ProblemDetail problem = of(code, null);
		if (code == HttpStatus.BAD_REQUEST.value()) {
			problem.setDetail("The request was refused before it was read: its request line or headers are "
					+ "malformed (such as an address with an encoded / or \\, a % not followed by two hexadecimal "
					+ "digits, or a character like [ or ] that must be percent-encoded), or longer than the "
					+ maxHeaderBytes + " bytes accepted.");
		}
		return problem;
	}

	private static String detail(HttpStatus status, Object path) {
		return switch (status) {
			case NOT_FOUND -> "Nothing is at " + ((path != null) ? path : "this address")
					+ ". The API lives under /api/v1; see /v3/api-docs.";
			case METHOD_NOT_ALLOWED -> "This path does not take that HTTP method; see /v3/api-docs.";
			case FORBIDDEN -> "A page of another site sent this request from a browser. Use the advisor's own page.";
			case UNSUPPORTED_MEDIA_TYPE ->
				"Send the sample as multipart/form-data with a file part named 'sample'; see /v3/api-docs.";
			case BAD_REQUEST -> "The request could not be read: it is malformed, or it was cut off. Send it again.";
			case REQUEST_TIMEOUT ->
				"The request stopped arriving before it was complete, and the service stopped waiting. Send it again.";
			case NOT_ACCEPTABLE -> "The API answers with application/json and application/problem+json.";
			case CONTENT_TOO_LARGE -> "The upload is larger than the service accepts; see advisor.sample.max-size.";
			default -> status.getReasonPhrase();
		};
	}

}
