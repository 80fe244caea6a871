package io.kcadvisor.sample;

import io.kcadvisor.problem.ProblemType;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A sample that cannot be split in its format: not JSON, a truncated length prefix, a
 * corrupt segment. Its message says in words what the sample is not, where the problem is
 * (record numbers count from 1, byte offsets from 0 at the start of the part) and what it
 * is, for example {@code The sample is not a valid JSON array: at element 17 at byte
 * 5321, the text ends before the array is closed.}
 */
public class MalformedSampleException extends SampleException {

	private final SampleFormat format;

	private final String location;

	private final long byteOffset;

	private final String reason;

	/**
	 * Creates an exception.
	 * @param format the format the sample was split in
	 * @param location where the problem is, for example {@code element 17 at byte 5321}
	 * @param byteOffset the offset of the problem in its part, or -1 when not known
	 * @param reason what is wrong
	 */
	public MalformedSampleException(SampleFormat format, String location, long byteOffset, String reason) {
		super(ProblemType.MALFORMED_SAMPLE, "The sample is not " + expected(format) + ": at " + location + ", " + reason
				+ (reason.endsWith(".") ? "" : "."));
		this.format = format;
		this.location = location;
		this.byteOffset = byteOffset;
		this.reason = reason;
	}

	/**
	 * Returns the format the sample was split in.
	 * @return the format
	 */
	public SampleFormat format() {
		return this.format;
	}

	/**
	 * Returns where the problem is, for example {@code element 17 at byte 5321}, with the
	 * part when the sample had several.
	 * @return the location in words
	 */
	public String location() {
		return this.location;
	}

	/**
	 * Returns the offset of the problem within its part.
	 * @return the offset from 0, or -1 when not known
	 */
	public long byteOffset() {
		return this.byteOffset;
	}

	/**
	 * Returns what is wrong.
	 * @return the reason in words
	 */
	public String reason() {
		return this.reason;
	}

	/**
	 * Returns the format, the location and the byte offset where it is known, as the
	 * problem lists them.
	 * @return the members
	 */
	@Override
	public Map<String, Object> properties() {
		Map<String, Object> properties = new LinkedHashMap<>();
		properties.put("format", this.format.apiName());
		properties.put("location", this.location);
		if (this.byteOffset >= 0) {
			properties.put("byteOffset", this.byteOffset);
		}
		return properties;
	}

	private static String expected(SampleFormat format) {
		return switch (format) {
			case LINES -> "valid lines of text";
			case JSON_ARRAY -> "a valid JSON array";
			case LENGTH_PREFIXED -> "valid length-prefixed messages";
			case FILES -> "a valid zip";
			case KAFKA_SEGMENT -> "a valid Kafka log segment";
			case WHOLE, AUTO, TOPIC -> "valid in format " + format.apiName();
		};
	}

	MalformedSampleException inPart(int number, String filename) {
		String part = (filename != null && !filename.isBlank()) ? "part " + number + " (" + filename + ")"
				: "part " + number;
		return new MalformedSampleException(this.format, part + ", " + this.location, this.byteOffset, this.reason);
	}

}
