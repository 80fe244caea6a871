package io.kcadvisor.sample;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.sample.SampleTooLargeException.Limit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class FilesSplitterTests {

	@Test
	void eachPartThatIsNotAZipIsOneRecord() {
		RecordSet records = TestSamples.split(new FilesSplitter(), TestSamples.utf8("first\nfile"),
				TestSamples.utf8("PK but not a zip"));
		assertThat(TestSamples.values(records)).containsExactly("first\nfile", "PK but not a zip");
	}

	@Test
	void eachFileEntryOfAZipIsOneRecordAndDirectoriesAreSkipped() {
		byte[] zip = TestSamples.zip("a.json", "{\"a\":1}", "dir/", "", "dir/b.txt", "bee", "empty", "");
		RecordSet records = TestSamples.split(new FilesSplitter(), zip, TestSamples.utf8("plain"));
		assertThat(TestSamples.values(records)).containsExactly("{\"a\":1}", "bee", "", "plain");
	}

	@Test
	void whatMacOsAddsToTheZipsItMakesIsNotAMessage() {
		byte[] zip = TestSamples.zip("events/a.json", "{\"a\":1}", "__MACOSX/events/._a.json",
				"\u0000\u0005\u0016\u0007", "events/.DS_Store", "Bud1", ".DS_Store", "Bud1", "events/b.json",
				"{\"b\":2}");
		assertThat(TestSamples.values(TestSamples.split(new FilesSplitter(), zip))).containsExactly("{\"a\":1}",
				"{\"b\":2}");
	}

	@Test
	void zipIsRecognizedByContentNotName() {
		byte[] zip = TestSamples.zip("inner.txt", "inside");
		assertThat(FilesSplitter.isZip(zip)).isTrue();
		assertThat(TestSamples.values(TestSamples.split(new FilesSplitter(), zip))).containsExactly("inside");
	}

	@Test
	void zipWithNoFilesHasNoRecords() {
		assertThat(TestSamples.split(new FilesSplitter(), TestSamples.zip()).size()).isZero();
		assertThat(TestSamples.split(new FilesSplitter(), TestSamples.zip("only/", "")).size()).isZero();
	}

	@Test
	void countsInflatedBytes() {
		RecordSink sink = new RecordSink(TestSamples.LIMITS, 16);
		new FilesSplitter().split(TestSamples.zip("a", "x".repeat(10_000), "b", "yy"), sink);
		assertThat(sink.bytes()).isEqualTo(10_002);
	}

	@Test
	void entryNamesNeverTouchTheFileSystem() {
		String escape = "kcadvisor-" + UUID.randomUUID();
		byte[] zip = TestSamples.zip("../../etc/passwd", "root:x:0:0", "../../" + escape, "outside", "/tmp/" + escape,
				"absolute");
		RecordSet records = TestSamples.split(new FilesSplitter(), zip);
		assertThat(TestSamples.values(records)).containsExactly("root:x:0:0", "outside", "absolute");
		assertThat(Path.of("../..", escape)).doesNotExist();
		assertThat(Path.of(System.getProperty("java.io.tmpdir"), escape)).doesNotExist();
		assertThat(Path.of("/tmp", escape)).doesNotExist();
	}

	@Test
	void zipBombIsRefusedAfterReadingAtMostTheLimit() throws IOException {
		byte[] bomb = ZipBomb.zeros("zeros.bin", 1024);
		assertThat(bomb.length).isLessThan(2 << 20);
		assertThat(inflatedSize(ZipBomb.zeros("small.bin", 4))).as("the bomb is a valid zip").isEqualTo(4 << 20);
		SampleLimits limits = new SampleLimits(16 << 20, 1000, 64, 64 << 20, 64 << 20);
		RecordSink sink = new RecordSink(limits, 1024);
		assertThatExceptionOfType(SampleTooLargeException.class).isThrownBy(() -> new FilesSplitter().split(bomb, sink))
			.satisfies((ex) -> {
				assertThat(ex.limit()).isEqualTo(Limit.MAX_BYTES);
				assertThat(ex.limitValue()).isEqualTo(16 << 20);
			});
		assertThat(sink.bytes()).isLessThanOrEqualTo((16 << 20) + 8192);
		assertThat(Files.exists(Path.of("zeros.bin"))).isFalse();
	}

	@Test
	void anEntryOverTheRecordSizeLimitIsRefusedOnceItsLimitIsRead() {
		byte[] bomb = ZipBomb.zeros("zeros.bin", 1024);
		RecordSink sink = new RecordSink(new SampleLimits(64 << 20, 1000, 64, 1 << 20, 1 << 20), 1024);
		assertThatExceptionOfType(SampleTooLargeException.class).isThrownBy(() -> new FilesSplitter().split(bomb, sink))
			.satisfies((ex) -> {
				assertThat(ex.limit()).isEqualTo(Limit.MAX_RECORD_BYTES);
				assertThat(ex.limitValue()).isEqualTo(1 << 20);
			});
		assertThat(sink.bytes()).isLessThanOrEqualTo((1 << 20) + 8192);
	}

	@Test
	void corruptZipIsRefusedNamingTheEntry() {
		byte[] zip = TestSamples.zip("good", "fine", "bad", "x".repeat(1000));
		byte[] corrupt = zip.clone();
		int data = indexOf(corrupt, TestSamples.utf8("bad")) + 3;
		for (int i = data; i < data + 8; i++) {
			corrupt[i] = (byte) 0xff;
		}
		assertThatExceptionOfType(MalformedSampleException.class)
			.isThrownBy(() -> TestSamples.split(new FilesSplitter(), corrupt))
			.satisfies((ex) -> {
				assertThat(ex.format()).isEqualTo(SampleFormat.FILES);
				assertThat(ex.location()).isEqualTo("zip entry 2 (bad)");
				assertThat(ex.reason()).startsWith("corrupt zip: ");
			});
	}

	@Test
	void truncatedZipIsRefused() {
		byte[] zip = TestSamples.zip("a", "x".repeat(1000));
		byte[] truncated = Arrays.copyOf(zip, 40);
		assertThatExceptionOfType(MalformedSampleException.class)
			.isThrownBy(() -> TestSamples.split(new FilesSplitter(), truncated))
			.withMessageStartingWith("The sample is not a valid zip: at zip entry 1 (a), corrupt zip: ");
	}

	/**
	 * {@link ZipInputStream} ends an archive quietly where its bytes end, also at or
	 * inside an entry's header: a zip cut there is refused, not read as fewer files.
	 */
	@ParameterizedTest(name = "cut {0} bytes into the third entry's header")
	@ValueSource(ints = { 0, 10 })
	void aZipCutAtAnEntrysHeaderIsRefusedNotReadShort(int into) {
		byte[] zip = TestSamples.zip("first-entry.txt", "first", "second-entry.txt", "second", "third-entry.txt",
				"third");
		byte[] cut = Arrays.copyOf(zip, indexOf(zip, TestSamples.utf8("third-entry.txt")) - 30 + into);
		assertThatExceptionOfType(MalformedSampleException.class)
			.isThrownBy(() -> TestSamples.split(new FilesSplitter(), cut))
			.satisfies((ex) -> {
				assertThat(ex.location()).isEqualTo("zip end, after entry 2");
				assertThat(ex.reason()).isEqualTo("corrupt zip: the archive ends after 2 entries, before its central "
						+ "directory: it was cut short");
				assertThat(ex.properties()).containsOnlyKeys("format", "location");
			});
	}

	@Test
	void aZipWithACommentIsReadWhole() throws IOException {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
			zip.setComment("PK\u0005\u0006 looks like the end, but is not");
			for (String name : List.of("a", "b")) {
				zip.putNextEntry(new ZipEntry(name));
				zip.write(TestSamples.utf8(name + " body"));
			}
		}
		assertThat(TestSamples.split(new FilesSplitter(), bytes.toByteArray()).size()).isEqualTo(2);
	}

	private static long inflatedSize(byte[] zip) throws IOException {
		try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
			in.getNextEntry();
			return in.transferTo(java.io.OutputStream.nullOutputStream());
		}
	}

	private static int indexOf(byte[] bytes, byte[] wanted) {
		outer: for (int i = 0; i <= bytes.length - wanted.length; i++) {
			for (int j = 0; j < wanted.length; j++) {
				if (bytes[i + j] != wanted[j]) {
					continue outer;
				}
			}
			return i;
		}
		throw new IllegalArgumentException("Not found");
	}

}
