package io.kcadvisor.system;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;

import org.springframework.boot.webmvc.error.ErrorAttributes;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.context.request.ServletWebRequest;
import org.springframework.web.servlet.ModelAndView;
import tools.jackson.databind.json.JsonMapper;

/**
 * Answers errors raised outside any controller (an unknown path, a method or content type
 * no endpoint takes, an upload over the size limit): under {@code /api} always as an RFC
 * 9457 problem, elsewhere as a page for browsers.
 */
@Controller
@RequestMapping("${server.error.path:/error}")
class ErrorResponses implements ErrorController {

	private final JsonMapper json;

	private final ErrorAttributes errors;

	ErrorResponses(JsonMapper json, ErrorAttributes errors) {
		this.json = json;
		this.errors = errors;
	}

	@RequestMapping(produces = MediaType.TEXT_HTML_VALUE)
	ModelAndView page(HttpServletRequest request, HttpServletResponse response) throws IOException {
		HttpStatus status = status(request);
		if (isApi(request)) {
			response.setStatus(status.value());
			response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
			this.json.writeValue(response.getOutputStream(), problem(request, status));
			return null;
		}
		Object tooSlow = request.getAttribute(MinimumRateInputBuffer.TOO_SLOW);
		String message = (tooSlow != null) ? tooSlow.toString() : pageMessage(status);
		return new ModelAndView("error",
				Map.of("status", status.value(), "title", pageTitle(status), "message", message), status);
	}

	@RequestMapping
	ResponseEntity<ProblemDetail> problem(HttpServletRequest request, HttpServletResponse response) {
		HttpStatus status = status(request);
		// a page that the failed request began may have set a charset, which the problem
		// would be labelled with and which JSON cannot be written in
		response.setCharacterEncoding((String) null);
		return ResponseEntity.status(status)
			.contentType(MediaType.APPLICATION_PROBLEM_JSON)
			.body(problem(request, status));
	}

	private ProblemDetail problem(HttpServletRequest request, HttpStatus status) {
		Object path = errorPath(request);
		ProblemDetail problem = StatusProblems.of(status.value(), path,
				this.errors.getError(new ServletWebRequest(request)));
		Object tooSlow = request.getAttribute(MinimumRateInputBuffer.TOO_SLOW);
		if (tooSlow != null) {
			problem.setDetail(tooSlow.toString());
		}
		if (path != null) {
			problem.setInstance(java.net.URI.create(path.toString()));
		}
		return problem;
	}

	/** The path of the request in error, or the error path when asked for itself. */
	private static Object errorPath(HttpServletRequest request) {
		Object path = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
		return (path != null || request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE) != null) ? path
				: request.getRequestURI();
	}

	private static String pageTitle(HttpStatus status) {
		return switch (status) {
			case NOT_FOUND -> "Page not found";
			case CONTENT_TOO_LARGE -> "Upload too large";
			case INTERNAL_SERVER_ERROR -> "Something went wrong";
			default -> status.getReasonPhrase();
		};
	}

	private static String pageMessage(HttpStatus status) {
		return switch (status) {
			case NOT_FOUND -> "Nothing is at this address. Check the link, or start a new analysis.";
			case FORBIDDEN -> "Another site sent this form. Analyses are started from the advisor's own page: "
					+ "open it and send the form from there.";
			case METHOD_NOT_ALLOWED, UNSUPPORTED_MEDIA_TYPE ->
				"This page cannot be used that way. Start from the upload form.";
			case CONTENT_TOO_LARGE ->
				"The upload is larger than the service accepts. A few thousand messages are enough for a sample.";
			case INTERNAL_SERVER_ERROR ->
				"The service failed unexpectedly. The failure has been logged; try again in a moment.";
			default -> "The request could not be served.";
		};
	}

	/**
	 * Returns the status of the error being answered: not found when the error path is
	 * asked for itself.
	 */
	private static HttpStatus status(HttpServletRequest request) {
		Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
		if (code == null) {
			return HttpStatus.NOT_FOUND;
		}
		HttpStatus status = (code instanceof Integer value) ? HttpStatus.resolve(value) : null;
		return (status != null) ? status : HttpStatus.INTERNAL_SERVER_ERROR;
	}

	private static boolean isApi(HttpServletRequest request) {
		Object path = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
		return path != null && path.toString().startsWith("/api/");
	}

}
