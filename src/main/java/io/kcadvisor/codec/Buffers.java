package io.kcadvisor.codec;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Checks and absolute reads and writes on the caller's buffers that leave their byte
 * order, position and limit alone.
 */
final class Buffers {

	private Buffers() {
	}

	static void requireDirect(ByteBuffer src, ByteBuffer dst) {
		if (!src.isDirect() || !dst.isDirect()) {
			throw new IllegalArgumentException("Both buffers must be direct");
		}
	}

	static void requireRoom(ByteBuffer dst, int needed) {
		if (dst.remaining() < needed) {
			throw new IllegalArgumentException("dst has " + dst.remaining()
					+ " bytes remaining but compressing may need " + needed + " (maxCompressedLength)");
		}
	}

	static void requireLength(int srcLength) {
		if (srcLength < 0) {
			throw new IllegalArgumentException("Length must not be negative, was " + srcLength);
		}
	}

	static int toIntBound(long bound) {
		if (bound > Integer.MAX_VALUE) {
			throw new IllegalArgumentException("Input too large: its compressed bound " + bound + " exceeds 2 GiB");
		}
		return (int) bound;
	}

	static int getIntLE(ByteBuffer buffer, int index) {
		int value = buffer.getInt(index);
		return (buffer.order() == ByteOrder.LITTLE_ENDIAN) ? value : Integer.reverseBytes(value);
	}

	static void putIntLE(ByteBuffer buffer, int index, int value) {
		buffer.putInt(index, (buffer.order() == ByteOrder.LITTLE_ENDIAN) ? value : Integer.reverseBytes(value));
	}

	static int getIntBE(ByteBuffer buffer, int index) {
		int value = buffer.getInt(index);
		return (buffer.order() == ByteOrder.BIG_ENDIAN) ? value : Integer.reverseBytes(value);
	}

	static void putIntBE(ByteBuffer buffer, int index, int value) {
		buffer.putInt(index, (buffer.order() == ByteOrder.BIG_ENDIAN) ? value : Integer.reverseBytes(value));
	}

}
