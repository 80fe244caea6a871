package io.kcadvisor.sample;

/**
 * Validates UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF) on
 * bytes, without decoding them into characters.
 */
final class Utf8 {

	/** The byte order mark some editors put at the start of UTF-8 text. */
	private static final int BOM_LENGTH = 3;

	private Utf8() {
	}

	/**
	 * Returns the length of the multi-byte sequence starting at {@code index}.
	 * @param bytes the bytes
	 * @param index where a sequence starts with a byte of 0x80 or above
	 * @param end the end of the valid bytes
	 * @return 2, 3 or 4, or -1 when the sequence is not valid UTF-8
	 */
	static int sequenceLength(byte[] bytes, int index, int end) {
		int lead = bytes[index] & 0xff;
		if (lead >= 0xc2 && lead <= 0xdf) {
			return (index + 1 < end && isContinuation(bytes[index + 1])) ? 2 : -1;
		}
		if (lead >= 0xe0 && lead <= 0xef) {
			if (index + 2 >= end) {
				return -1;
			}
			int second = bytes[index + 1] & 0xff;
			int min = (lead == 0xe0) ? 0xa0 : 0x80;
			int max = (lead == 0xed) ? 0x9f : 0xbf;
			return (second >= min && second <= max && isContinuation(bytes[index + 2])) ? 3 : -1;
		}
		if (lead >= 0xf0 && lead <= 0xf4) {
			if (index + 3 >= end) {
				return -1;
			}
			int second = bytes[index + 1] & 0xff;
			int min = (lead == 0xf0) ? 0x90 : 0x80;
			int max = (lead == 0xf4) ? 0x8f : 0xbf;
			return (second >= min && second <= max && isContinuation(bytes[index + 2])
					&& isContinuation(bytes[index + 3])) ? 4 : -1;
		}
		return -1;
	}

	private static boolean isContinuation(byte b) {
		return (b & 0xc0) == 0x80;
	}

	/**
	 * Returns where the bytes stop being valid UTF-8.
	 * @param bytes the bytes
	 * @return the offset of the first byte of the first invalid sequence, or -1 when all
	 * bytes are valid UTF-8
	 */
	static int firstInvalid(byte[] bytes) {
		int index = 0;
		int end = bytes.length;
		while (index < end) {
			if (bytes[index] >= 0) {
				index++;
			}
			else {
				int length = sequenceLength(bytes, index, end);
				if (length < 0) {
					return index;
				}
				index += length;
			}
		}
		return -1;
	}

	/**
	 * Returns the length of the UTF-8 byte order mark the bytes start with.
	 * @param bytes the bytes
	 * @return 3 when they start with EF BB BF, else 0
	 */
	static int bomLength(byte[] bytes) {
		return (bytes.length >= BOM_LENGTH && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb
				&& (bytes[2] & 0xff) == 0xbf) ? BOM_LENGTH : 0;
	}

}
