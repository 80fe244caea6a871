package io.kcadvisor.sample;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import io.kcadvisor.batch.RecordSet;

/**
 * Builds samples and reads records back, for tests.
 */
final class TestSamples {

	static final SampleLimits LIMITS = new SampleLimits(64L << 20, 1_000_000, 64, 64L << 20, 64L << 20);

	private TestSamples() {
	}

	static RecordSet split(FormatSplitter splitter, byte[]... parts) {
		return split(splitter, LIMITS, parts);
	}

	static RecordSet split(FormatSplitter splitter, SampleLimits limits, byte[]... parts) {
		RecordSink sink = new RecordSink(limits, 1024);
		try (splitter) {
			for (byte[] part : parts) {
				splitter.split(part, sink);
			}
		}
		return sink.build();
	}

	/**
	 * Returns the heap bytes the current thread allocates while it runs a task: at least
	 * what the task holds at any one time.
	 */
	static long allocatedBy(Runnable task) {
		com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
		long before = threads.getCurrentThreadAllocatedBytes();
		task.run();
		return threads.getCurrentThreadAllocatedBytes() - before;
	}

	/**
	 * Returns text repeated to a length, between a prefix and a suffix.
	 */
	static byte[] filled(String prefix, char repeated, int length, String suffix) {
		byte[] middle = new byte[length];
		java.util.Arrays.fill(middle, (byte) repeated);
		return concat(utf8(prefix), middle, utf8(suffix));
	}

	static List<String> values(RecordSet records) {
		List<String> values = new ArrayList<>(records.size());
		for (int i = 0; i < records.size(); i++) {
			values.add(new String(records.get(i).value(), StandardCharsets.UTF_8));
		}
		return values;
	}

	static byte[] utf8(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

	/**
	 * Turns {@code \n}, {@code \r} and {@code \t} written as two characters into control
	 * characters, for inputs in CSV tables.
	 */
	static byte[] unescaped(String text) {
		return utf8(text.replace("\\n", "\n").replace("\\r", "\r").replace("\\t", "\t"));
	}

	static byte[] hex(String hex) {
		return HexFormat.of().parseHex(hex.replace(" ", ""));
	}

	static byte[] concat(byte[]... arrays) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		for (byte[] array : arrays) {
			out.writeBytes(array);
		}
		return out.toByteArray();
	}

	/**
	 * Zips entries given as name and content; a name ending in {@code /} is a directory.
	 */
	static byte[] zip(String... namesAndContents) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		try (ZipOutputStream zip = new ZipOutputStream(out)) {
			for (int i = 0; i < namesAndContents.length; i += 2) {
				zip.putNextEntry(new ZipEntry(namesAndContents[i]));
				zip.write(utf8(namesAndContents[i + 1]));
				zip.closeEntry();
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return out.toByteArray();
	}

}
