package io.kcadvisor.codec;

/**
 * A compressed stream that cannot be read: corrupt, truncated, or larger than the space
 * given for its output.
 */
public class CodecException extends RuntimeException {

	private final boolean outputTooLarge;

	public CodecException(String message, boolean outputTooLarge, Throwable cause) {
		super(message, cause);
		this.outputTooLarge = outputTooLarge;
	}

	public CodecException(String message) {
		this(message, false, null);
	}

	/**
	 * Returns whether decompression stopped because the output did not fit.
	 * @return {@code true} for an output limit, {@code false} for corrupt input
	 */
	public boolean isOutputTooLarge() {
		return this.outputTooLarge;
	}

}
