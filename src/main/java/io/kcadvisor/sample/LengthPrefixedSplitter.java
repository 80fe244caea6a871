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
			int length = length(content, index);
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

	/**
	 * Returns whether some bytes are length-prefixed records from start to end: each
	 * length fits in the bytes that remain, the last record ends with the bytes, and at
	 * least one record is not empty. Text does not start with the zero byte that a length
	 * below 16 MiB starts with, and other bytes rarely end exactly on a record.
	 * @param content the bytes
	 * @return whether they split as length-prefixed records
	 */
	static boolean isLengthPrefixed(byte[] content) {
		boolean anyBytes = false;
		int index = 0;
		while (content.length - index >= PREFIX_BYTES) {
			int length = length(content, index);
			if (length < 0 || length > content.length - index - PREFIX_BYTES) {
				return false;
			}
			anyBytes |= length > 0;
			index += PREFIX_BYTES + length;
		}
		return index == content.length && anyBytes;
	}

	private static int length(byte[] content, int index) {
		return ((content[index] & 0xff) << 24) | ((content[index + 1] & 0xff) << 16)
				| ((content[index + 2] & 0xff) << 8) | (content[index + 3] & 0xff);
	}

	private static MalformedSampleException malformed(int record, int offset, String reason) {
		return new MalformedSampleException(SampleFormat.LENGTH_PREFIXED, "record " + record + " at byte " + offset,
				offset, reason);
	}

}
