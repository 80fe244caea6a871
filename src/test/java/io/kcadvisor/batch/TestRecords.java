package io.kcadvisor.batch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Records for tests: text-like values of varied sizes, optionally with keys, headers and
 * advancing timestamps.
 */
public final class TestRecords {

	private static final String[] WORDS = { "sensor", "temperature", "humidity", "device", "status", "ok", "error",
			"region", "eu-west-1", "us-east-2", "battery", "firmware", "1.4.2", "2.0.0-rc1" };

	private TestRecords() {
	}

	/**
	 * Returns JSON-like values of 20 to {@code maxSize} bytes.
	 * @param count how many
	 * @param maxSize the largest value
	 * @param seed the random seed
	 * @return the values
	 */
	public static List<byte[]> values(int count, int maxSize, long seed) {
		SplittableRandom random = new SplittableRandom(seed);
		List<byte[]> values = new ArrayList<>(count);
		for (int i = 0; i < count; i++) {
			int size = 20 + random.nextInt(Math.max(1, maxSize - 20));
			StringBuilder value = new StringBuilder(size + 16).append("{\"id\":").append(i);
			while (value.length() < size) {
				value.append(",\"")
					.append(WORDS[random.nextInt(WORDS.length)])
					.append("\":")
					.append(random.nextInt(100_000));
			}
			values.add(value.append('}').toString().getBytes(StandardCharsets.UTF_8));
		}
		return values;
	}

	/**
	 * Returns records with keys, headers and advancing timestamps.
	 * @param count how many
	 * @param maxSize the largest value
	 * @param seed the random seed
	 * @return the records
	 */
	public static List<KafkaRecord> records(int count, int maxSize, long seed) {
		SplittableRandom random = new SplittableRandom(seed);
		List<KafkaRecord> records = new ArrayList<>(count);
		long timestamp = 1_700_000_000_000L;
		for (byte[] value : values(count, maxSize, seed)) {
			timestamp += random.nextInt(50);
			byte[] key = (random.nextInt(4) == 0) ? null
					: ("key-" + random.nextInt(1000)).getBytes(StandardCharsets.UTF_8);
			List<RecordHeader> headers = (random.nextInt(3) == 0)
					? List.of(new RecordHeader("trace", ("t" + random.nextInt()).getBytes(StandardCharsets.UTF_8)))
					: List.of();
			records.add(new KafkaRecord(key, value, headers, timestamp));
		}
		return records;
	}

	/**
	 * Returns a record set of values only.
	 * @param values the values
	 * @return the record set
	 */
	public static RecordSet valueSet(List<byte[]> values) {
		RecordSetBuilder builder = RecordSet.builder(1024);
		values.forEach(builder::addValue);
		return builder.build();
	}

	/**
	 * Returns the lines of one of the project's samples as records with a value only, as
	 * format {@code lines} splits them.
	 * @param file the sample's file name in {@code samples/}
	 * @return the records
	 */
	public static List<KafkaRecord> sampleLines(String file) {
		try {
			return Files.readAllLines(Path.of("samples", file))
				.stream()
				.map((line) -> new KafkaRecord(null, line.getBytes(StandardCharsets.UTF_8), List.of(), 0L))
				.toList();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * Returns a record set of records.
	 * @param records the records
	 * @return the record set
	 */
	public static RecordSet recordSet(List<KafkaRecord> records) {
		RecordSetBuilder builder = RecordSet.builder(1024);
		records.forEach(builder::add);
		return builder.build();
	}

}
