package io.kcadvisor.sample;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Makes each part one record, except a zip (recognized by its content, not its name),
 * which contributes each file entry as a record; directory entries are skipped, and so is
 * what macOS adds to the zips it makes, which no one sends as messages (its
 * {@code __MACOSX/} resource forks and {@code .DS_Store} folder settings), and empty
 * files are empty records. A zip inside a zip is one record, not opened. Entries are
 * inflated in memory: their names never reach the file system, and the inflated bytes are
 * counted against {@link SampleLimits#maxBytes()} and each entry against
 * {@link SampleLimits#maxRecordBytes()} as they are read, whatever the entry headers
 * claim, so a zip bomb stops as soon as it goes over a limit.
 */
final class FilesSplitter implements FormatSplitter {

	private static final int INITIAL_BUFFER = 8192;

	private static final int MAX_NAME_IN_MESSAGE = 100;

	/** Where macOS puts the resource forks of the files it zips. */
	private static final String MACOS_FORKS = "__MACOSX/";

	/** The file in which macOS keeps a folder's view settings. */
	private static final String MACOS_FOLDER_SETTINGS = ".DS_Store";

	/** The end of central directory record's size without its comment. */
	private static final int END_RECORD_SIZE = 22;

	/** The longest comment the end of central directory record may carry. */
	private static final int MAX_COMMENT = 0xffff;

	/** The offset of the record's total number of entries. */
	private static final int TOTAL_ENTRIES = 10;

	/** The offset of the record's comment length. */
	private static final int COMMENT_LENGTH = 20;

	/** The entry count that defers to the Zip64 end of central directory record. */
	private static final int ZIP64_COUNT = 0xffff;

	private byte[] buffer = new byte[INITIAL_BUFFER];

	/**
	 * Returns whether the bytes are a zip archive: a local file header or, for an empty
	 * archive, an end of central directory record.
	 * @param content the bytes
	 * @return {@code true} when they start with {@code PK\3\4} or {@code PK\5\6}
	 */
	static boolean isZip(byte[] content) {
		return content.length >= 4 && content[0] == 'P' && content[1] == 'K'
				&& ((content[2] == 3 && content[3] == 4) || (content[2] == 5 && content[3] == 6));
	}

	@Override
	public void split(byte[] content, RecordSink sink) {
		if (!isZip(content)) {
			sink.countBytes(content.length);
			sink.addValue(content, 0, content.length);
			return;
		}
		int number = 0;
		String name = null;
		try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(content))) {
			ZipEntry entry;
			while ((entry = nextEntry(zip, number + 1)) != null) {
				number++;
				name = entry.getName();
				if (!entry.isDirectory() && !isMacOsMetadata(name)) {
					int length = readEntry(zip, sink);
					sink.addValue(this.buffer, 0, length);
				}
			}
		}
		catch (IOException ex) {
			throw malformed((name != null) ? "entry " + number + " (" + shorten(name) + ")" : "entry " + (number + 1),
					ex);
		}
		try {
			checkComplete(content, number);
		}
		catch (IOException ex) {
			throw malformed("end, after entry " + number, ex);
		}
	}

	private static boolean isMacOsMetadata(String name) {
		return name.startsWith(MACOS_FORKS) || name.equals(MACOS_FOLDER_SETTINGS)
				|| name.endsWith("/" + MACOS_FOLDER_SETTINGS);
	}

	/**
	 * Checks that the entries read are all the archive has: {@link ZipInputStream} ends
	 * an archive quietly where its bytes end, also inside the next entry's header, so a
	 * zip cut short would lose its last entries without a word. The end of central
	 * directory record, which ends every whole archive, is looked for behind its comment,
	 * and the entries it counts must be those read (unless it defers the count to Zip64).
	 * @param content the archive
	 * @param read the entries read, directories included
	 * @throws IOException when the archive is cut short or its entries are not all read
	 */
	private static void checkComplete(byte[] content, int read) throws IOException {
		for (int end = content.length - END_RECORD_SIZE; end >= 0
				&& end >= content.length - END_RECORD_SIZE - MAX_COMMENT; end--) {
			if (content[end] == 'P' && content[end + 1] == 'K' && content[end + 2] == 5 && content[end + 3] == 6
					&& end + END_RECORD_SIZE + unsignedShort(content, end + COMMENT_LENGTH) == content.length) {
				int entries = unsignedShort(content, end + TOTAL_ENTRIES);
				if (entries != ZIP64_COUNT && entries != read) {
					throw new IOException(
							"its central directory lists " + entries + " entries, " + read + " were read");
				}
				return;
			}
		}
		throw new IOException(
				"the archive ends after " + read + " entries, before its central directory: it was " + "cut short");
	}

	private static int unsignedShort(byte[] bytes, int offset) {
		return (bytes[offset] & 0xff) | (bytes[offset + 1] & 0xff) << 8;
	}

	private static ZipEntry nextEntry(ZipInputStream zip, int number) throws IOException {
		try {
			return zip.getNextEntry();
		}
		catch (IllegalArgumentException ex) {
			throw new IOException("the name of entry " + number + " is not valid UTF-8", ex);
		}
	}

	/**
	 * Reads the current entry into the buffer, counting every inflated byte.
	 * @return the entry's length
	 */
	private int readEntry(ZipInputStream zip, RecordSink sink) throws IOException {
		int length = 0;
		while (true) {
			if (length == this.buffer.length) {
				grow(length, sink);
			}
			int read = zip.read(this.buffer, length, this.buffer.length - length);
			if (read < 0) {
				return length;
			}
			sink.countBytes(read);
			length += read;
			sink.checkRecordSize(length);
		}
	}

	private void grow(int length, RecordSink sink) {
		long wanted = Math.min(Math.min((long) length * 2, length + sink.remainingBytes() + 1),
				sink.maxRecordBytes() + 1);
		if (wanted > Integer.MAX_VALUE - 8) {
			throw sink.bytesExceeded();
		}
		this.buffer = Arrays.copyOf(this.buffer, (int) Math.max(wanted, length + 1));
	}

	private static String shorten(String name) {
		return (name.length() <= MAX_NAME_IN_MESSAGE) ? name : name.substring(0, MAX_NAME_IN_MESSAGE) + "…";
	}

	private static MalformedSampleException malformed(String location, IOException ex) {
		String reason = (ex.getMessage() != null) ? ex.getMessage() : ex.getClass().getSimpleName();
		return new MalformedSampleException(SampleFormat.FILES, "zip " + location, -1, "corrupt zip: " + reason);
	}

}
