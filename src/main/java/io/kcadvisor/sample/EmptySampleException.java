package io.kcadvisor.sample;

import io.kcadvisor.problem.ProblemType;
import java.util.Map;

/**
 * A sample with no records at all: an empty upload, an empty JSON array, a zip with no
 * files, a segment with no data records.
 */
public class EmptySampleException extends SampleException {

	private final SampleFormat format;

	/**
	 * Creates an exception.
	 * @param format the format the sample was split in
	 * @param message what was empty, in words
	 */
	public EmptySampleException(SampleFormat format, String message) {
		super(ProblemType.EMPTY_SAMPLE, message);
		this.format = format;
	}

	/**
	 * Returns the format the sample was split in.
	 * @return the format
	 */
	public SampleFormat format() {
		return this.format;
	}

	/**
	 * Returns the format, as the problem lists it.
	 * @return the member
	 */
	@Override
	public Map<String, Object> properties() {
		return Map.of("format", this.format.apiName());
	}

}
