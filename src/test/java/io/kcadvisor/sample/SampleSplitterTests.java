package io.kcadvisor.sample;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.apache.kafka.common.compress.Compression;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordHeader;
import io.kcadvisor.sample.SampleTooLargeException.Limit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class SampleSplitterTests {

	private final SampleSplitter splitter = new SampleSplitter(TestSamples.LIMITS);

	private static SamplePart part(byte[] content) {
		return new SamplePart("sample", content);
	}

	private static SamplePart part(String text) {
		return part(TestSamples.unescaped(text));
	}

	@ParameterizedTest(name = "{0}: ''{1}'' gives {2} records")
	@CsvSource(delimiter = '|', textBlock = """
			lines            | a\\nb\\nc\\n     | 3
			json-array       | [1, {"a": 2}]     | 2
			whole            | a\\nb\\nc\\n     | 1
			files            | a\\nb\\nc\\n     | 1
			""")
	void splitsInTheFormatAsked(String format, String content, int records) {
		byte[] bytes = TestSamples.unescaped(content);
		Sample sample = this.splitter.split(SampleFormat.fromApiName(format), List.of(part(bytes)));
		assertThat(sample.format().apiName()).isEqualTo(format);
		assertThat(sample.records().size()).isEqualTo(records);
		assertThat(sample.bytes()).isEqualTo(bytes.length);
	}

	@Test
	void splitsLengthPrefixedAndKafkaSegmentSamples() {
		Sample prefixed = this.splitter.split(SampleFormat.LENGTH_PREFIXED,
				List.of(part(TestSamples.hex("00000001 41 00000002 4243"))));
		assertThat(TestSamples.values(prefixed.records())).containsExactly("A", "BC");
		byte[] segment = Segments.batch(Compression.NONE, 0, Segments.records(1, 7));
		Sample kafka = this.splitter.split(SampleFormat.KAFKA_SEGMENT, List.of(part(segment)));
		assertThat(kafka.records().size()).isEqualTo(7);
		assertThat(kafka.bytes()).isEqualTo(segment.length);
	}

	@Test
	void splitsEveryPartAndCountsTheirBytes() {
		Sample sample = this.splitter.split(SampleFormat.LINES, List.of(part("a\\nb\\n"), part("c\\n")));
		assertThat(TestSamples.values(sample.records())).containsExactly("a", "b", "c");
		assertThat(sample.bytes()).isEqualTo(6);
	}

	@Test
	void countsZipEntriesInflated() {
		byte[] zip = TestSamples.zip("a", "x".repeat(100_000));
		Sample sample = this.splitter.split(SampleFormat.FILES, List.of(part(zip)));
		assertThat(sample.bytes()).isEqualTo(100_000);
		assertThat(zip.length).isLessThan(1000);
	}

	@ParameterizedTest(name = "auto detects {0}")
	@CsvSource(delimiter = '|', textBlock = """
			zip              | files
			segment          | kafka-segment
			array            | json-array
			indented array   | json-array
			array with BOM   | json-array
			unclosed array   | lines
			bracketed text   | lines
			object           | lines
			text             | lines
			binary           | whole
			length-prefixed  | length-prefixed
			prefixed text    | length-prefixed
			cut prefixed     | whole
			empty prefixed   | lines
			""")
	void detectsTheFormat(String kind, String format) {
		byte[] content = switch (kind) {
			case "zip" -> TestSamples.zip("a.txt", "a", "b.txt", "b");
			case "segment" -> Segments.batch(Compression.NONE, 0, Segments.records(1, 3));
			case "array" -> TestSamples.utf8("[1,2,3]");
			case "indented array" -> TestSamples.utf8(" \n\t [\n  {\"a\": 1}\n]\n");
			case "array with BOM" -> TestSamples.concat(TestSamples.hex("efbbbf"), TestSamples.utf8("[1]"));
			case "unclosed array" -> TestSamples.utf8("[1, 2\n3\n");
			case "bracketed text" -> TestSamples.utf8("[INFO] started\n[INFO] done\n");
			case "object" -> TestSamples.utf8("{\"a\": 1}\n{\"a\": 2}\n");
			case "text" -> TestSamples.utf8("hello\nworld\n");
			case "binary" -> TestSamples.hex("00 ff fe 0a 80 81");
			case "length-prefixed" -> TestSamples.hex("00000003 ff0102 00000000 00000002 8081");
			case "prefixed text" -> TestSamples.concat(TestSamples.hex("00000005"), TestSamples.utf8("hello"),
					TestSamples.hex("00000002"), TestSamples.utf8("hi"));
			case "cut prefixed" -> TestSamples.hex("00000003 ff0102 00000004 8081");
			case "empty prefixed" -> TestSamples.hex("00000000 00000000");
			default -> throw new IllegalArgumentException(kind);
		};
		Sample sample = this.splitter.split(SampleFormat.AUTO, List.of(part(content)));
		assertThat(sample.format().apiName()).isEqualTo(format);
		assertThat(sample.records().size()).isPositive();
	}

	@ParameterizedTest(name = "auto detects {0} as {1}")
	@CsvSource(delimiter = '|', textBlock = """
			iot-sensors.jsonl | lines           | 4800
			nginx-access.log  | lines           | 6500
			cdc-orders.jsonl  | lines           | 2000
			payments.bin      | length-prefixed | 24000
			metrics.csv       | lines           | 12000
			tiny-events.txt   | lines           | 20000
			""")
	void detectsTheFormatOfEveryShippedSample(String file, String format, int records) throws IOException {
		byte[] content = Files.readAllBytes(Path.of("samples", file));
		Sample sample = this.splitter.split(SampleFormat.AUTO, List.of(new SamplePart(file, content)));
		assertThat(sample.format().apiName()).isEqualTo(format);
		assertThat(sample.records().size()).isEqualTo(records);
	}

	@Test
	void autoDetectsOnTheFirstNonEmptyPartAndAppliesItToAll() {
		Sample sample = this.splitter.split(SampleFormat.AUTO, List.of(part(new byte[0]), part("[1, 2]"), part("[3]")));
		assertThat(sample.format()).isEqualTo(SampleFormat.JSON_ARRAY);
		assertThat(TestSamples.values(sample.records())).containsExactly("1", "2", "3");
	}

	@Test
	void autoReportsAPartThatDoesNotFitTheDetectedFormat() {
		assertThatExceptionOfType(MalformedSampleException.class)
			.isThrownBy(() -> this.splitter.split(SampleFormat.AUTO,
					List.of(part("[1, 2]"), new SamplePart("b.json", TestSamples.utf8("{\"not\": \"an array\"}")))))
			.withMessage(
					"The sample is not a valid JSON array: at part 2 (b.json), byte 0, it starts with an object, not an array.");
	}

	@Test
	void errorsInOneOfSeveralPartsNameThePart() {
		assertThatExceptionOfType(MalformedSampleException.class)
			.isThrownBy(() -> this.splitter.split(SampleFormat.LINES,
					List.of(part("ok\\n"), new SamplePart(null, TestSamples.hex("41 0a ff")))))
			.satisfies((ex) -> {
				assertThat(ex.location()).isEqualTo("part 2, line 2 at byte 2");
				assertThat(ex.byteOffset()).isEqualTo(2);
			});
	}

	@Test
	void errorsInASinglePartDoNotNameIt() {
		assertThatExceptionOfType(MalformedSampleException.class)
			.isThrownBy(() -> this.splitter.split(SampleFormat.JSON_ARRAY, List.of(part("[{\"a\":1}, {\"b\":"))))
			.withMessage(
					"The sample is not a valid JSON array: at element 2 at byte 15, the text ends before the array is closed.");
	}

	@ParameterizedTest(name = "{0}: more than 3 records is refused")
	@CsvSource(textBlock = """
			lines
			json-array
			length-prefixed
			files
			whole
			kafka-segment
			""")
	void refusesMoreRecordsThanTheLimit(String format) {
		SampleSplitter limited = new SampleSplitter(new SampleLimits(1 << 20, 3, 64, 1 << 20, 1 << 20));
		List<SamplePart> parts = switch (format) {
			case "lines" -> List.of(part("1\\n2\\n3\\n4\\n"));
			case "json-array" -> List.of(part("[1,2,3,4]"));
			case "length-prefixed" -> List.of(part(TestSamples.hex("00000000 00000000 00000000 00000000")));
			case "files" -> List.of(part(TestSamples.zip("1", "", "2", "", "3", "", "4", "")));
			case "whole" -> List.of(part("1"), part("2"), part("3"), part("4"));
			case "kafka-segment" -> List.of(part(Segments.batch(Compression.NONE, 0, Segments.records(1, 4))));
			default -> throw new IllegalArgumentException(format);
		};
		assertThatExceptionOfType(SampleTooLargeException.class)
			.isThrownBy(() -> limited.split(SampleFormat.fromApiName(format), parts))
			.satisfies((ex) -> {
				assertThat(ex.limit()).isEqualTo(Limit.MAX_RECORDS);
				assertThat(ex.limitValue()).isEqualTo(3);
				assertThat(ex.getMessage()).isEqualTo("The sample has more than 3 records, the limit");
			});
	}

	@Test
	void acceptsExactlyTheRecordLimit() {
		SampleSplitter limited = new SampleSplitter(new SampleLimits(1 << 20, 3, 64, 1 << 20, 1 << 20));
		assertThat(limited.split(SampleFormat.LINES, List.of(part("1\\n2\\n3\\n"))).records().size()).isEqualTo(3);
	}

	@ParameterizedTest(name = "{0}")
	@EnumSource(mode = EnumSource.Mode.EXCLUDE, names = { "AUTO", "TOPIC" })
	void refusesARecordOverTheRecordSizeLimit(SampleFormat format) {
		SampleSplitter limited = new SampleSplitter(new SampleLimits(1 << 20, 100, 64, 8, 1 << 20));
		List<SamplePart> parts = switch (format) {
			case LINES -> List.of(part("12345678\\n123456789\\n"));
			case JSON_ARRAY -> List.of(part("[12345678,123456789]"));
			case LENGTH_PREFIXED ->
				List.of(part(TestSamples.hex("00000008 0102030405060708 00000009 010203040506070809")));
			case FILES -> List.of(part(TestSamples.zip("a", "12345678", "b", "123456789")));
			case WHOLE -> List.of(part("12345678"), part("123456789"));
			case KAFKA_SEGMENT -> List.of(part(Segments.batch(Compression.NONE, 0,
					List.of(new KafkaRecord(TestSamples.utf8("key"), TestSamples.utf8("12345"), List.of(), 0),
							new KafkaRecord(TestSamples.utf8("key"), TestSamples.utf8("1"),
									List.of(new RecordHeader("h", TestSamples.utf8("1234"))), 0)))));
			case AUTO, TOPIC -> throw new IllegalArgumentException(format.apiName());
		};
		// JSON is refused as soon as an element goes over the limit, before its
		// size is known
		String size = (format == SampleFormat.JSON_ARRAY) ? "more than 8 bytes, the limit"
				: "9 bytes, over the limit of 8 bytes";
		assertThatExceptionOfType(SampleTooLargeException.class).isThrownBy(() -> limited.split(format, parts))
			.satisfies((ex) -> {
				assertThat(ex.limit()).isEqualTo(Limit.MAX_RECORD_BYTES);
				assertThat(ex.limitValue()).isEqualTo(8);
				assertThat(ex.getMessage()).startsWith("Record 2 is " + size + " for one record")
					.endsWith(" for one record (key, value and headers): with their defaults a Java producer takes "
							+ "at most 1,048,489 of them (max.request.size 1048576, less a one-record batch's "
							+ "framing), librdkafka 999,964 (message.max.bytes 1000000, less 36)");
			});
	}

	@Test
	void asksForTheFormatWhenAutoTakesAFileOverTheRecordLimitForOneRecord() {
		SampleSplitter limited = new SampleSplitter(new SampleLimits(1 << 20, 100, 64, 8, 1 << 20));
		List<SamplePart> binary = List.of(part(TestSamples.hex("ff00ff00ff00ff00ff")));
		assertThatExceptionOfType(SampleTooLargeException.class)
			.isThrownBy(() -> limited.split(SampleFormat.AUTO, binary))
			.satisfies((ex) -> {
				assertThat(ex.limit()).isEqualTo(Limit.MAX_RECORD_BYTES);
				assertThat(ex.getMessage()).startsWith("Record 1 is 9 bytes, over the limit of 8 bytes")
					.contains("Format auto found no records in the sample")
					.contains("length-prefixed");
			});
		assertThatExceptionOfType(SampleTooLargeException.class)
			.isThrownBy(() -> limited.split(SampleFormat.WHOLE, binary))
			.satisfies((ex) -> assertThat(ex.getMessage()).doesNotContain("Format auto"));
	}

	@ParameterizedTest(name = "{0} ({1}) may hold {2} bytes")
	@CsvSource(textBlock = """
			lines,         auto,          10
			json array,    auto,          7
			text,          files,         10
			zip,           auto,          67108864
			segment,       kafka-segment, 67108864
			""")
	void saysBeforeSplittingHowManyBytesTheSampleMayHold(String kind, String format, long expected) {
		byte[] content = switch (kind) {
			case "lines", "text" -> TestSamples.unescaped("a\\nb\\nc\\nd\\ne\\n");
			case "json array" -> TestSamples.utf8("[1,2,3]");
			case "zip" -> TestSamples.zip("a", "1", "b", "2");
			default -> Segments.batch(Compression.NONE, 0, Segments.records(1, 3));
		};
		long[] told = { -1 };
		Sample sample = this.splitter.split(SampleFormat.fromApiName(format), List.of(part(content)),
				(bytes) -> told[0] = bytes);
		assertThat(told[0]).isEqualTo(expected).isGreaterThanOrEqualTo(sample.bytes());
	}

	@Test
	void refusesUploadsOverTheByteLimitBeforeReadingThem() {
		SampleSplitter limited = new SampleSplitter(new SampleLimits(10, 100, 64, 10, 10));
		assertThatExceptionOfType(SampleTooLargeException.class)
			.isThrownBy(() -> limited.split(SampleFormat.JSON_ARRAY, List.of(part("[1,2,3"), part("garbage"))))
			.satisfies((ex) -> {
				assertThat(ex.limit()).isEqualTo(Limit.MAX_BYTES);
				assertThat(ex.limitValue()).isEqualTo(10);
				assertThat(ex.getMessage()).isEqualTo("The sample is 13 bytes, over the limit of 10 bytes.");
			});
	}

	@Test
	void acceptsUploadsOfExactlyTheByteLimit() {
		SampleSplitter limited = new SampleSplitter(new SampleLimits(4, 100, 64, 4, 4));
		assertThat(limited.split(SampleFormat.WHOLE, List.of(part("abcd"))).bytes()).isEqualTo(4);
	}

	@Test
	void refusesZipsThatInflateOverTheByteLimit() {
		SampleSplitter limited = new SampleSplitter(new SampleLimits(1 << 20, 100, 64, 1 << 20, 1 << 20));
		byte[] bomb = ZipBomb.zeros("zeros", 1024);
		assertThatExceptionOfType(SampleTooLargeException.class)
			.isThrownBy(() -> limited.split(SampleFormat.AUTO, List.of(part(bomb))))
			.satisfies((ex) -> assertThat(ex.limit()).isEqualTo(Limit.MAX_BYTES));
	}

	@ParameterizedTest(name = "{0} is an empty sample")
	@CsvSource(textBlock = """
			no parts
			empty part
			empty array
			zip with no files
			only control batches
			only a byte order mark
			""")
	void refusesSamplesWithoutRecords(String kind) {
		List<SamplePart> parts = switch (kind) {
			case "no parts" -> List.of();
			case "empty part" -> List.of(part(new byte[0]), part(new byte[0]));
			case "empty array" -> List.of(part(" [ ] "));
			case "zip with no files" -> List.of(part(TestSamples.zip("dir/", "")));
			case "only control batches" -> List.of(part(Segments.controlBatch(0)));
			case "only a byte order mark" -> List.of(part(TestSamples.hex("efbbbf")));
			default -> throw new IllegalArgumentException(kind);
		};
		assertThatExceptionOfType(EmptySampleException.class)
			.isThrownBy(() -> this.splitter.split(SampleFormat.AUTO, parts));
	}

	@Test
	void emptySampleSaysWhatWasEmpty() {
		assertThatExceptionOfType(EmptySampleException.class)
			.isThrownBy(() -> this.splitter.split(SampleFormat.JSON_ARRAY, List.of(part("[]"))))
			.withMessage("The sample has no records in format json-array: the array is empty");
		assertThatExceptionOfType(EmptySampleException.class)
			.isThrownBy(() -> this.splitter.split(SampleFormat.LINES, List.of()))
			.withMessage("The sample is empty");
	}

	@Test
	void splitsSixtyFourMebibytesOfLinesIntoEveryLine() {
		byte[] line = TestSamples.utf8("{\"id\":12345,\"name\":\"a typical log line of JSON\",\"ok\":true}\n");
		byte[] sample = new byte[64 << 20];
		for (int i = 0; i + line.length <= sample.length; i += line.length) {
			System.arraycopy(line, 0, sample, i, line.length);
		}
		Arrays.fill(sample, sample.length - sample.length % line.length, sample.length, (byte) 'x');
		SampleSplitter large = new SampleSplitter(new SampleLimits(64 << 20, 10_000_000, 64, 1 << 20, 1 << 20));
		Sample split = large.split(SampleFormat.AUTO, List.of(part(sample)));
		assertThat(split.format()).isEqualTo(SampleFormat.LINES);
		assertThat(split.records().size()).isEqualTo(sample.length / line.length + 1);
		assertThat(split.bytes()).isEqualTo(sample.length);
	}

}
