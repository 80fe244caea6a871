package io.kcadvisor.calibration;

import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.bench.BenchSample;
import io.kcadvisor.sample.Sample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;

/**
 * A sample split into records as the service splits an upload, and the same records as a
 * producer sends them.
 *
 * @param name the file's name
 * @param records the records, for the advisor's engine
 * @param sent the records' keys, values and headers, for a producer
 */
record CalibrationSample(String name, RecordSet records, List<Sent> sent) {

	/**
	 * Reads and splits a file.
	 * @param file the file, optionally followed by {@code :} and a format's API name
	 * ({@code auto} by default)
	 * @return the sample
	 */
	static CalibrationSample read(String file) throws IOException {
		String name = Path.of(Files.exists(Path.of(file)) ? file : file.substring(0, file.lastIndexOf(':')))
			.getFileName()
			.toString();
		Sample sample = BenchSample.of(file);
		List<Sent> sent = new ArrayList<>();
		for (int index = 0; index < sample.records().size(); index++) {
			KafkaRecord record = sample.records().get(index);
			List<Header> headers = record.headers()
				.stream()
				.map((header) -> (Header) new RecordHeader(header.key(), header.value()))
				.toList();
			sent.add(new Sent(record.key(), record.value(), headers));
		}
		return new CalibrationSample(name, sample.records(), List.copyOf(sent));
	}

	/**
	 * Returns how many times to send the sample to move about a number of bytes.
	 * @param bytes bytes of records sections to move
	 * @return at least 1
	 */
	int passesFor(long bytes) {
		return (int) Math.max(1, Math.round(bytes / (double) this.records.bodyBytes()));
	}

	/**
	 * One record as a producer sends it.
	 *
	 * @param key the key, or {@code null}
	 * @param value the value, or {@code null}
	 * @param headers the headers
	 */
	record Sent(byte[] key, byte[] value, List<Header> headers) {

	}

}
