package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.json;
import static io.kcadvisor.analysis.web.ApiClient.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.sweep.SweepSettings;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.SimpleRecord;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.annotation.DirtiesContext;
import tools.jackson.databind.json.JsonMapper;

/**
 * Uploads of the shapes that take the most memory, each within the limits, sent at once:
 * single JSON strings, numbers and names of 63 MiB, a million records of lines and of
 * length-prefixed messages, a whole file of 63 MiB, and a zip and a compressed segment of
 * a few hundred KiB that inflate to 64 MB of records. Each gets 2xx or 4xx, never 5xx,
 * and the service, in the JVM of the flood tests with their heap limit and exiting on any
 * OutOfMemoryError, stays healthy and within
 * {@link ResidentMemory#allowed(SweepSettings)}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = "advisor.analysis.time-budget=5s")
@DirtiesContext
@Tag("flood")
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class HostileFloodTests {

	private static final int LARGE = 63 << 20;

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@LocalServerPort
	private int port;

	@Autowired
	private SweepSettings sweep;

	@Test
	void uploadsOfEveryHeavyShapeAtOnceAreAcceptedOrRefusedAndTheServiceStaysUp() {
		List<Integer> strings = answers(List.of(Upload.repeated("json-array", "[\"", "a", LARGE, "\"]"),
				Upload.repeated("json-array", "[\"", "a", LARGE, "\"]")));
		assertThat(strings).as("two single strings of 63 MiB").contains(413).isSubsetOf(413, 429);
		List<Upload> uploads = new ArrayList<>();
		for (int i = 0; i < 2; i++) {
			uploads.add(Upload.repeated("auto", "[\"", "b", LARGE, "\"]"));
			uploads.add(Upload.repeated("files", "", "", 0, "").with(zip()));
			uploads.add(Upload.repeated("kafka-segment", "", "", 0, "").with(segment()));
		}
		uploads.add(Upload.repeated("json-array", "[", "7", LARGE, "]"));
		uploads.add(Upload.repeated("json-array", "[{\"", "n", LARGE, "\":1}]"));
		uploads.add(Upload.repeated("json-array", "[0", ",{\"reading\":\"" + "x".repeat(47) + "\"}", 1_000_000, "]"));
		uploads.add(Upload.repeated("lines", "", "y".repeat(62) + "\n", 1_000_000, ""));
		uploads.add(Upload.repeated("length-prefixed", "", lengthPrefixed(59), 1_000_000, ""));
		uploads.add(Upload.repeated("whole", "", "z", LARGE, ""));
		Collections.shuffle(uploads);
		List<Integer> mixed = answers(uploads);
		assertThat(json(new ApiClient(this.port).get("/actuator/health/liveness")).path("status").asString())
			.isEqualTo("UP");
		System.out.printf(
				"Heavy shapes: two strings %s, then all at once %s; resident memory at %d MiB of %d MiB " + "allowed%n",
				strings, mixed, ResidentMemory.peak() >> 20, ResidentMemory.allowed(this.sweep) >> 20);
		assertThat(ResidentMemory.peak())
			.as("resident memory, beside a heap of %d MiB", Runtime.getRuntime().maxMemory() >> 20)
			.isLessThanOrEqualTo(ResidentMemory.allowed(this.sweep));
	}

	/**
	 * Sends the uploads at once and returns their statuses, each 2xx or 4xx, cancelling
	 * what was accepted.
	 */
	private List<Integer> answers(List<Upload> uploads) {
		ApiClient api = new ApiClient(this.port);
		List<Integer> statuses = new ArrayList<>();
		List<HttpResponse<String>> responses = send(uploads);
		for (int i = 0; i < responses.size(); i++) {
			HttpResponse<String> response = responses.get(i);
			statuses.add(response.statusCode());
			System.out.printf("Heavy %s: %d %s%n", uploads.get(i).format(), response.statusCode(),
					JSON.readTree(response.body()).path("detail").asString());
			assertThat(response.statusCode()).as(response.body()).isIn(202, 413, 429);
			if (response.statusCode() == 202) {
				api.delete("/api/v1/analyses/" + JSON.readTree(response.body()).path("id").asString());
			}
		}
		return statuses;
	}

	private List<HttpResponse<String>> send(List<Upload> uploads) {
		HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
		List<CompletableFuture<HttpResponse<String>>> sent = new ArrayList<>();
		for (Upload upload : uploads) {
			HttpRequest request = HttpRequest
				.newBuilder(URI.create("http://127.0.0.1:" + this.port + "/api/v1/analyses"))
				.header("Content-Type", "multipart/form-data; boundary=heavy")
				.timeout(Duration.ofMinutes(3))
				.POST(HttpRequest.BodyPublishers.fromPublisher(HttpRequest.BodyPublishers.ofInputStream(upload::body),
						upload.length()))
				.build();
			sent.add(client.sendAsync(request, HttpResponse.BodyHandlers.ofString()));
		}
		return sent.stream().map(CompletableFuture::join).toList();
	}

	private static String lengthPrefixed(int length) {
		return new String(ByteBuffer.allocate(4).putInt(length).array(), StandardCharsets.ISO_8859_1)
				+ "v".repeat(length);
	}

	/** 1,000 files of 64 KiB of text, zipped to a few hundred KiB. */
	private static byte[] zip() {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		byte[] file = new byte[64 << 10];
		Arrays.fill(file, (byte) 'q');
		try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
			for (int i = 0; i < 1000; i++) {
				zip.putNextEntry(new ZipEntry("file-" + i + ".txt"));
				zip.write(file);
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return bytes.toByteArray();
	}

	/**
	 * 60 zstd batches of 1,024 records of 1 KiB: 63 MB of records in a few hundred KiB.
	 */
	private static byte[] segment() {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		byte[] value = new byte[1 << 10];
		Arrays.fill(value, (byte) 'r');
		SimpleRecord[] records = new SimpleRecord[1024];
		Arrays.fill(records, new SimpleRecord(value));
		for (int i = 0; i < 60; i++) {
			ByteBuffer batch = MemoryRecords.withRecords(i * 1024L, Compression.zstd().build(), records).buffer();
			bytes.write(batch.array(), batch.arrayOffset() + batch.position(), batch.remaining());
		}
		return bytes.toByteArray();
	}

	/**
	 * A multipart upload of one sample, made as it is sent so that the client holds
	 * little: a prefix, a unit repeated, a suffix, or given bytes.
	 */
	private record Upload(String format, byte[] head, byte[] unit, int count, byte[] tail) {

		static Upload repeated(String format, String prefix, String unit, int count, String suffix) {
			byte[] head = utf8("--heavy\r\nContent-Disposition: form-data; name=\"format\"\r\n\r\n" + format
					+ "\r\n--heavy\r\nContent-Disposition: form-data; name=\"preset\"\r\n\r\nquick\r\n"
					+ "--heavy\r\nContent-Disposition: form-data; name=\"sample\"; filename=\"heavy\"\r\n"
					+ "Content-Type: application/octet-stream\r\n\r\n" + prefix);
			return new Upload(format, head, unit.getBytes(StandardCharsets.ISO_8859_1), count,
					utf8(suffix + "\r\n--heavy--\r\n"));
		}

		Upload with(byte[] content) {
			return new Upload(this.format, this.head, content, 1, this.tail);
		}

		long length() {
			return this.head.length + (long) this.unit.length * this.count + this.tail.length;
		}

		InputStream body() {
			return new SequenceInputStream(Collections.enumeration(List.of(new ByteArrayInputStream(this.head),
					new Repeated(this.unit, this.count), new ByteArrayInputStream(this.tail))));
		}

	}

	/** Bytes repeated a number of times, without holding them more than once. */
	private static final class Repeated extends InputStream {

		private final byte[] unit;

		private final long length;

		private long position;

		Repeated(byte[] unit, int count) {
			this.unit = unit;
			this.length = (long) unit.length * count;
		}

		@Override
		public int read() {
			return (this.position < this.length) ? this.unit[(int) (this.position++ % this.unit.length)] & 0xff : -1;
		}

		@Override
		public int read(byte[] buffer, int offset, int length) {
			if (this.position >= this.length) {
				return -1;
			}
			int count = (int) Math.min(length, this.length - this.position);
			for (int i = 0; i < count; i++) {
				buffer[offset + i] = this.unit[(int) (this.position++ % this.unit.length)];
			}
			return count;
		}

	}

}
