package io.kcadvisor.sample;

import tools.jackson.core.json.JsonFactory;

/**
 * Detects the format of a sample from its first part, trying in order: a zip
 * ({@code files}), a Kafka segment whose first batch header checks out (magic 2, CRC)
 * ({@code kafka-segment}), 4-byte big-endian lengths each followed by that many bytes
 * that end exactly where the bytes do, with at least one record that is not empty
 * ({@code length-prefixed}), a JSON array, that is text whose first non-whitespace
 * character is {@code [} and that parses as one array ({@code json-array}), valid UTF-8
 * text ({@code lines}), and anything else ({@code whole}).
 */
final class FormatDetector {

	private final JsonFactory jsonFactory;

	FormatDetector(JsonFactory jsonFactory) {
		this.jsonFactory = jsonFactory;
	}

	/**
	 * Detects the format of some bytes.
	 * @param content the bytes
	 * @return the format to split them in, never {@link SampleFormat#AUTO}
	 */
	SampleFormat detect(byte[] content) {
		if (FilesSplitter.isZip(content)) {
			return SampleFormat.FILES;
		}
		if (KafkaSegmentSplitter.startsWithBatch(content)) {
			return SampleFormat.KAFKA_SEGMENT;
		}
		if (LengthPrefixedSplitter.isLengthPrefixed(content)) {
			return SampleFormat.LENGTH_PREFIXED;
		}
		boolean utf8 = Utf8.firstInvalid(content) < 0;
		if (utf8 && firstNonWhitespace(content) == '[' && JsonArraySplitter.isJsonArray(this.jsonFactory, content)) {
			return SampleFormat.JSON_ARRAY;
		}
		return utf8 ? SampleFormat.LINES : SampleFormat.WHOLE;
	}

	private static int firstNonWhitespace(byte[] content) {
		for (int i = Utf8.bomLength(content); i < content.length; i++) {
			byte b = content[i];
			if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
				return b;
			}
		}
		return -1;
	}

}
