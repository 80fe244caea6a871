package io.kcadvisor.sample;

/**
 * Splits UTF-8 text into one record per line. A line ends at {@code \n}; the {@code \n},
 * and a {@code \r} just before it, are not part of the record. The last line counts even
 * without a line ending, but a final line ending does not start another record. Empty
 * lines are kept as empty records, since Kafka messages can be empty. A UTF-8 byte order
 * mark at the start of a part is dropped. The text is validated as UTF-8 in the same pass
 * that finds the line endings.
 */
final class LinesSplitter implements FormatSplitter {

	@Override
	public void split(byte[] content, RecordSink sink) {
		sink.countBytes(content.length);
		int end = content.length;
		int index = Utf8.bomLength(content);
		int lineStart = index;
		int line = 1;
		while (index < end) {
			byte b = content[index];
			if (b >= 0) {
				if (b == '\n') {
					int lineEnd = (index > lineStart && content[index - 1] == '\r') ? index - 1 : index;
					sink.addValue(content, lineStart, lineEnd - lineStart);
					lineStart = index + 1;
					line++;
				}
				index++;
			}
			else {
				int length = Utf8.sequenceLength(content, index, end);
				if (length < 0) {
					throw new MalformedSampleException(SampleFormat.LINES, "line " + line + " at byte " + index, index,
							"the bytes are not valid UTF-8 text: for binary messages, choose format whole or length-prefixed");
				}
				index += length;
			}
		}
		if (lineStart < end) {
			sink.addValue(content, lineStart, end - lineStart);
		}
	}

}
