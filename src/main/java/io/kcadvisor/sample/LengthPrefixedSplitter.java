package io.kcadvisor.sample;

/**
 * Splits repeated records, each a 4-byte big-endian length followed by that many bytes. A
 * length of 0 is an empty record. A length is checked against the bytes that remain
 * before anything is copied, so a corrupt prefix never causes a large allocation.
 */
final class LengthPrefixedSplitter implements FormatSplitter {

	private static final int PREFIX_BYTES = 4;

	@Override
	public void split(byte[] content, RecordSink sink) {
		sink.countBytes(content.length);
		int end = content.length;
		int index = 0;
		int record = 1;
		while (index < end) {
			int remaining = end - index;
			if (remaining < PREFIX_BYTES) {
				throw malformed(record, index, "the 4-byte length is cut off: only " + remaining + " bytes remain");
			}
			int length = ((content[index] & 0xff) << 24) | ((content[index + 1] & 0xff) << 16)
					| ((content[index + 2] & 0xff) << 8) | (content[index + 3] & 0xff);
			if (length < 0) {
				throw malformed(record, index, "negative length " + length);
			}
			if (length > remaining - PREFIX_BYTES) {
				throw malformed(record, index, "the length says " + length + " bytes but only "
						+ (remaining - PREFIX_BYTES) + " remain (truncated, or not length-prefixed)");
			}
			sink.addValue(content, index + PREFIX_BYTES, length);
			index += PREFIX_BYTES + length;
			record++;
		}
	}

	private static MalformedSampleException malformed(int record, int offset, String reason) {
		return new MalformedSampleException(SampleFormat.LENGTH_PREFIXED, "record " + record + " at byte " + offset,
				offset, reason);
	}

}
