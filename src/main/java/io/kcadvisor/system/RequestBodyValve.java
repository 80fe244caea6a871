package io.kcadvisor.system;

import io.kcadvisor.problem.ProblemType;
import jakarta.servlet.ServletException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Semaphore;

import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.apache.coyote.AbstractProtocol;
import org.apache.coyote.ActionCode;
import org.apache.coyote.http11.AbstractHttp11Protocol;
import org.apache.tomcat.util.net.ApplicationBufferHandler;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import tools.jackson.databind.json.JsonMapper;

/**
 * Keeps request bodies from holding every request thread: at most
 * {@link UploadSettings#maxConcurrent()} requests receive a body at once, others are
 * answered 429 without being read; each body must arrive at
 * {@link UploadSettings#minRate()} once its grace has passed, or is answered 408; and a
 * body the application did not read is read to its end after the answer has been sent,
 * within the same rate and Tomcat's {@code max-swallow-size}. A connection whose body was
 * not read to its end is closed, so Tomcat never waits for the rest.
 */
class RequestBodyValve extends ValveBase {

	private final UploadSettings settings;

	private final JsonMapper json;

	private volatile Semaphore bodies;

	RequestBodyValve(UploadSettings settings, JsonMapper json) {
		super(true);
		this.settings = settings;
		this.json = json;
	}

	@Override
	public void invoke(Request request, Response response) throws IOException, ServletException {
		if (request.getContentLengthLong() <= 0 && request.getHeader(HttpHeaders.TRANSFER_ENCODING) == null) {
			getNext().invoke(request, response);
			return;
		}
		Semaphore receiving = bodies(request);
		if (!receiving.tryAcquire()) {
			refuse(request, response);
			return;
		}
		org.apache.coyote.Request coyote = request.getCoyoteRequest();
		MinimumRateInputBuffer body = new MinimumRateInputBuffer(coyote.getInputBuffer(), request, this.settings);
		coyote.setInputBuffer(body);
		try {
			getNext().invoke(request, response);
			if (!request.isAsync()) {
				finish(request, response, body);
			}
		}
		finally {
			coyote.setInputBuffer(body.delegate());
			receiving.release();
		}
	}

	/**
	 * Reads what the application left of the body once the answer has been sent, or has
	 * the connection closed.
	 */
	private void finish(Request request, Response response, MinimumRateInputBuffer body) throws IOException {
		org.apache.coyote.Request coyote = request.getCoyoteRequest();
		if (!body.refused() && !coyote.isFinished()) {
			response.finishResponse();
			drain(coyote, maxSwallowBytes(request));
		}
		if (body.refused() || !coyote.isFinished()) {
			coyote.action(ActionCode.DISABLE_SWALLOW_INPUT, null);
		}
	}

	private static void drain(org.apache.coyote.Request coyote, long maxBytes) {
		Discarded discarded = new Discarded();
		long left = maxBytes;
		try {
			while (left >= 0 && !coyote.isFinished()) {
				int read = coyote.doRead(discarded);
				if (read < 0) {
					return;
				}
				left -= read;
			}
		}
		catch (IOException ex) {
			// Too slow, timed out or gone: the connection is closed.
		}
	}

	private void refuse(Request request, Response response) throws IOException {
		request.getCoyoteRequest().action(ActionCode.DISABLE_SWALLOW_INPUT, null);
		response.setStatus(ProblemType.SERVICE_BUSY.status().value());
		response.setHeader(HttpHeaders.RETRY_AFTER, Problems.retryAfter(this.settings.minRateGrace()));
		SecurityHeadersFilter.addHeaders(response, String.valueOf(request.getRequestURI()));
		response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
		response.setCharacterEncoding(StandardCharsets.UTF_8);
		response.getOutputStream()
			.write(this.json.writeValueAsBytes(Problems.of(ProblemType.SERVICE_BUSY,
					"The service is receiving as many uploads as it takes at once. Try again later.")));
		response.finishResponse();
	}

	private Semaphore bodies(Request request) {
		Semaphore receiving = this.bodies;
		if (receiving == null) {
			synchronized (this) {
				if (this.bodies == null) {
					this.bodies = new Semaphore(maxConcurrent(request));
				}
				receiving = this.bodies;
			}
		}
		return receiving;
	}

	private int maxConcurrent(Request request) {
		if (this.settings.maxConcurrent() > 0) {
			return this.settings.maxConcurrent();
		}
		int threads = (request.getConnector().getProtocolHandler() instanceof AbstractProtocol<?> protocol)
				? protocol.getMaxThreads() : 0;
		return Math.max(1, threads / 2);
	}

	private static long maxSwallowBytes(Request request) {
		return (request.getConnector().getProtocolHandler() instanceof AbstractHttp11Protocol<?> http)
				? http.getMaxSwallowSize() : 0;
	}

	/** Takes the bytes read and keeps none of them. */
	private static final class Discarded implements ApplicationBufferHandler {

		private ByteBuffer buffer = EMPTY_BUFFER;

		@Override
		public void setByteBuffer(ByteBuffer buffer) {
			this.buffer = buffer;
		}

		@Override
		public ByteBuffer getByteBuffer() {
			return this.buffer;
		}

		@Override
		public void expand(int size) {
		}

	}

}
