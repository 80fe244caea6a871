package io.kcadvisor.system;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.coyote.ActionCode;
import org.apache.coyote.http11.AbstractHttp11Protocol;
import org.springframework.http.MediaType;
import tools.jackson.databind.json.JsonMapper;

/**
 * Answers a request Tomcat refuses before the application sees it (an address it will not
 * decode, a request line or headers too large) with an RFC 9457 problem and Tomcat's
 * status, in place of Tomcat's HTML page. Errors the application answered itself pass
 * through as they are.
 */
class ProblemReportValve extends ErrorReportValve {

	private final JsonMapper json;

	ProblemReportValve(JsonMapper json) {
		this.json = json;
		setShowReport(false);
		setShowServerInfo(false);
	}

	@Override
	protected void report(Request request, Response response, Throwable throwable) {
		if (response.getStatus() < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
			return;
		}
		AtomicBoolean ioAllowed = new AtomicBoolean();
		response.getCoyoteResponse().action(ActionCode.IS_IO_ALLOWED, ioAllowed);
		if (!ioAllowed.get()) {
			return;
		}
		String problem = this.json
			.writeValueAsString(StatusProblems.refused(response.getStatus(), maxHeaderBytes(request)));
		try {
			SecurityHeadersFilter.addHeaders(response, Objects.toString(request.getRequestURI(), ""));
			response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
			response.setCharacterEncoding(StandardCharsets.UTF_8);
			Writer writer = response.getReporter();
			if (writer != null) {
				writer.write(problem);
				response.finishResponse();
			}
		}
		catch (IOException | IllegalStateException ex) {
			// The client has gone: there is no one left to answer.
		}
	}

	private static int maxHeaderBytes(Request request) {
		return (request.getConnector().getProtocolHandler() instanceof AbstractHttp11Protocol<?> http)
				? http.getMaxHttpRequestHeaderSize() : 8192;
	}

}
