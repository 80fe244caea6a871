package io.kcadvisor.sample;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How an uploaded sample splits into records. Each format has the name the API uses for
 * it in the {@code format} field.
 */
public enum SampleFormat {

	/**
	 * Detect the format from the first non-empty part: a zip is {@link #FILES}, a v2
	 * segment {@link #KAFKA_SEGMENT}, length-prefixed records that end with the part
	 * {@link #LENGTH_PREFIXED}, a JSON array {@link #JSON_ARRAY}, UTF-8 text
	 * {@link #LINES}, and anything else {@link #WHOLE}.
	 */
	AUTO("auto"),

	/** One record per line of UTF-8 text, the line ending not included. */
	LINES("lines"),

	/** One record per element of a top-level JSON array, re-serialized compactly. */
	JSON_ARRAY("json-array"),

	/** Repeated 4-byte big-endian lengths, each followed by that many bytes. */
	LENGTH_PREFIXED("length-prefixed"),

	/** One record per uploaded file, or per file entry of an uploaded zip. */
	FILES("files"),

	/** One record per uploaded file. */
	WHOLE("whole"),

	/**
	 * A Kafka {@code .log} segment: its records' keys, values, headers and timestamps.
	 */
	KAFKA_SEGMENT("kafka-segment"),

	/**
	 * Records read from a topic of a configured cluster: their keys, values, headers and
	 * timestamps. Never uploaded: the service sets it for analyses of a topic.
	 */
	TOPIC("topic");

	private final String apiName;

	SampleFormat(String apiName) {
		this.apiName = apiName;
	}

	/**
	 * Returns the name of the format in the API.
	 * @return a name such as {@code json-array}
	 */
	@JsonValue
	public String apiName() {
		return this.apiName;
	}

	/**
	 * Returns the format with an API name.
	 * @param apiName a name such as {@code json-array}, in any case, surrounding
	 * whitespace ignored
	 * @return the format
	 * @throws IllegalArgumentException when no format has that name, listing the names
	 * that are accepted
	 */
	public static SampleFormat fromApiName(String apiName) {
		if (apiName != null) {
			String wanted = apiName.trim().toLowerCase(Locale.ROOT);
			for (SampleFormat format : values()) {
				if (format.apiName.equals(wanted)) {
					return format;
				}
			}
		}
		throw new IllegalArgumentException("unknown format '" + apiName + "'; accepted: " + acceptedNames());
	}

	/**
	 * Returns the formats an upload may be in: every format but {@link #TOPIC}.
	 * @return the formats, in order
	 */
	public static List<SampleFormat> uploadable() {
		return Arrays.stream(values()).filter((format) -> format != TOPIC).toList();
	}

	private static String acceptedNames() {
		return uploadable().stream().map(SampleFormat::apiName).collect(Collectors.joining(", "));
	}

}
