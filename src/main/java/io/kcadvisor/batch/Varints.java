package io.kcadvisor.batch;

import java.nio.ByteBuffer;

/**
 * Zig-zag variable-length integers as Kafka's record format encodes them.
 */
public final class Varints {

	private Varints() {
	}

	/**
	 * Returns the encoded size of an int.
	 * @param value the value
	 * @return 1 to 5 bytes
	 */
	public static int sizeOfVarint(int value) {
		return sizeOfUnsigned((value << 1) ^ (value >> 31));
	}

	/**
	 * Returns the encoded size of a long.
	 * @param value the value
	 * @return 1 to 10 bytes
	 */
	public static int sizeOfVarlong(long value) {
		long v = (value << 1) ^ (value >> 63);
		int bytes = 1;
		while ((v & 0xffffffffffffff80L) != 0L) {
			bytes++;
			v >>>= 7;
		}
		return bytes;
	}

	private static int sizeOfUnsigned(int v) {
		int leadingZeros = Integer.numberOfLeadingZeros(v);
		int leadingZerosBelow38DividedBy7 = ((38 - leadingZeros) * 0b10010010010010011) >>> 19;
		return leadingZerosBelow38DividedBy7 + (leadingZeros >>> 5);
	}

	/**
	 * Writes an int.
	 * @param value the value
	 * @param dst where to write
	 */
	public static void writeVarint(int value, ByteBuffer dst) {
		int v = (value << 1) ^ (value >> 31);
		while ((v & 0xffffff80) != 0) {
			dst.put((byte) ((v & 0x7f) | 0x80));
			v >>>= 7;
		}
		dst.put((byte) v);
	}

	/**
	 * Writes an int into an array.
	 * @param value the value
	 * @param dst where to write
	 * @param offset the index of the first byte
	 * @return the index after the last byte written
	 */
	public static int writeVarint(int value, byte[] dst, int offset) {
		int v = (value << 1) ^ (value >> 31);
		while ((v & 0xffffff80) != 0) {
			dst[offset++] = (byte) ((v & 0x7f) | 0x80);
			v >>>= 7;
		}
		dst[offset++] = (byte) v;
		return offset;
	}

	/**
	 * Writes a long.
	 * @param value the value
	 * @param dst where to write
	 */
	public static void writeVarlong(long value, ByteBuffer dst) {
		long v = (value << 1) ^ (value >> 63);
		while ((v & 0xffffffffffffff80L) != 0L) {
			dst.put((byte) ((v & 0x7f) | 0x80));
			v >>>= 7;
		}
		dst.put((byte) v);
	}

	/**
	 * Reads an int.
	 * @param src where to read, advanced past the varint
	 * @return the value
	 * @throws IllegalArgumentException when the varint is longer than 5 bytes
	 * @throws java.nio.BufferUnderflowException when the buffer ends inside the varint
	 */
	public static int readVarint(ByteBuffer src) {
		int value = 0;
		int shift = 0;
		int b;
		do {
			if (shift > 28) {
				throw new IllegalArgumentException("Varint is longer than 5 bytes");
			}
			b = src.get();
			value |= (b & 0x7f) << shift;
			shift += 7;
		}
		while ((b & 0x80) != 0);
		return (value >>> 1) ^ -(value & 1);
	}

	/**
	 * Reads a long.
	 * @param src where to read, advanced past the varlong
	 * @return the value
	 * @throws IllegalArgumentException when the varlong is longer than 10 bytes
	 * @throws java.nio.BufferUnderflowException when the buffer ends inside the varlong
	 */
	public static long readVarlong(ByteBuffer src) {
		long value = 0L;
		int shift = 0;
		long b;
		do {
			if (shift > 63) {
				throw new IllegalArgumentException("Varlong is longer than 10 bytes");
			}
			b = src.get();
			value |= (b & 0x7f) << shift;
			shift += 7;
		}
		while ((b & 0x80) != 0);
		return (value >>> 1) ^ -(value & 1);
	}

}
