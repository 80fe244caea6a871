package io.kcadvisor.system;

import java.io.IOException;
import java.util.Locale;

import org.apache.catalina.connector.Request;
import org.apache.coyote.InputBuffer;
import org.apache.tomcat.util.net.ApplicationBufferHandler;

/**
 * Reads a request body through Tomcat's input buffer, and refuses it once, after a grace,
 * it has arrived at less than a minimum rate on average. Each read still waits at most
 * Tomcat's connection timeout, so a body that stops arriving times out as before; one
 * that trickles in is refused instead of holding its request thread for as long as it
 * trickles.
 */
final class MinimumRateInputBuffer implements InputBuffer {

	/** The request attribute that holds why the body was refused, once it was. */
	static final String TOO_SLOW = MinimumRateInputBuffer.class.getName() + ".tooSlow";

	private static final long NANOS_PER_SECOND = 1_000_000_000L;

	private final InputBuffer delegate;

	private final Request request;

	private final long minBytesPerSecond;

	private final long graceNanos;

	private final long start = System.nanoTime();

	private long received;

	private SlowRequestBodyException refused;

	MinimumRateInputBuffer(InputBuffer delegate, Request request, UploadSettings settings) {
		this.delegate = delegate;
		this.request = request;
		this.minBytesPerSecond = settings.minRate().toBytes();
		this.graceNanos = settings.minRateGrace().toNanos();
	}

	@Override
	public int doRead(ApplicationBufferHandler handler) throws IOException {
		if (this.refused != null) {
			throw this.refused;
		}
		int read = this.delegate.doRead(handler);
		if (read > 0) {
			this.received += read;
			checkRate();
		}
		return read;
	}

	private void checkRate() throws SlowRequestBodyException {
		long elapsed = System.nanoTime() - this.start;
		if (elapsed > this.graceNanos && this.received * NANOS_PER_SECOND < this.minBytesPerSecond * elapsed) {
			this.refused = new SlowRequestBodyException(String.format(Locale.ROOT,
					"The upload arrived too slowly: %,d bytes in %.1f seconds, below the %d bytes per second the "
							+ "service waits for. Send it again over a faster connection.",
					this.received, elapsed / (double) NANOS_PER_SECOND, this.minBytesPerSecond));
			this.request.setAttribute(TOO_SLOW, this.refused.getMessage());
			throw this.refused;
		}
	}

	@Override
	public int available() {
		return this.delegate.available();
	}

	/**
	 * Returns whether the body was refused for arriving too slowly.
	 * @return {@code true} once it was
	 */
	boolean refused() {
		return this.refused != null;
	}

	/**
	 * Returns Tomcat's input buffer, which this one reads through.
	 * @return the input buffer
	 */
	InputBuffer delegate() {
		return this.delegate;
	}

}
