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

	static CodecException corrupt(String codec, String detail) {
		return corrupt(codec, detail, null);
	}

	static CodecException corrupt(String codec, String detail, Throwable cause) {
		return new CodecException("Corrupt " + codec + " stream: " + detail, false, cause);
	}

	static CodecException truncated(String codec) {
		return truncated(codec, null);
	}

	static CodecException truncated(String codec, Throwable cause) {
		return new CodecException("Truncated " + codec + " stream: the input ends before the stream does", false,
				cause);
	}

	static CodecException outputTooLarge(String codec, int remaining, Throwable cause) {
		return new CodecException("Decompressed " + codec + " stream does not fit in the output buffer (" + remaining
				+ " bytes were left)", true, cause);
	}

	/**
	 * Returns whether decompression stopped because the output did not fit.
	 * @return {@code true} for an output limit, {@code false} for corrupt input
	 */
	public boolean isOutputTooLarge() {
		return this.outputTooLarge;
	}

}
