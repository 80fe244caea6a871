package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static io.kcadvisor.analysis.web.ApiClient.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.sample.ZipBomb;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.kafka.common.compress.Compression;
import org.apache.kafka.common.record.MemoryRecords;
import org.apache.kafka.common.record.SimpleRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.util.MultiValueMap;
import tools.jackson.databind.JsonNode;

/**
 * What a hostile or broken upload gets from the running service with its default limits:
 * a problem with the right status that says what is wrong, never a 5xx, a stack trace or
 * a hang.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "server.tomcat.connection-timeout=1s", "advisor.analysis.time-budget=1s" })
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class HostileUploadTests {

	@LocalServerPort
	private int port;

	private ApiClient api;

	@BeforeEach
	void connect() {
		this.api = new ApiClient(this.port);
	}

	@Test
	void aZipThatInflatesToGigabytesIsTooLarge() {
		byte[] bomb = ZipBomb.zeros("zeros.bin", 4096);
		assertThat(bomb.length).isLessThan(8 << 20);
		JsonNode problem = assertProblem(this.api.post(form("bomb.zip", bomb)), HttpStatus.CONTENT_TOO_LARGE);
		assertThat(problem.path("limit").asString()).isIn("maxBytes", "maxRecordBytes");
	}

	@Test
	void zipEntryNamesThatClimbOutOfADirectoryAreOnlyRecords() throws Exception {
		String escape = "kcadvisor-escaped-" + System.nanoTime();
		byte[] zip = zip("../../../../../../tmp/" + escape, "../" + escape, "/tmp/" + escape + "-absolute");
		ResponseEntity<String> accepted = this.api.post(form("climb.zip", zip, "preset", "quick"));
		assertThat(accepted.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		JsonNode analysis = json(accepted);
		assertThat(analysis.path("sample").path("format").asString()).isEqualTo("files");
		assertThat(analysis.path("sample").path("records").asInt()).isEqualTo(3);
		assertThat(Path.of("/tmp", escape)).doesNotExist();
		assertThat(Path.of("/tmp", escape + "-absolute")).doesNotExist();
		assertThat(Path.of(System.getProperty("java.io.tmpdir"), escape)).doesNotExist();
		assertThat(Path.of("..", escape)).doesNotExist();
		this.api.delete("/api/v1/analyses/" + analysis.path("id").asString());
	}

	@Test
	void deeplyNestedJsonIsUnprocessableAtTheDepthLimit() {
		byte[] nested = utf8("[".repeat(100_000) + "]".repeat(100_000));
		JsonNode problem = assertProblem(this.api.post(form("deep.json", nested, "format", "json-array")),
				HttpStatus.UNPROCESSABLE_CONTENT);
		assertThat(problem.path("detail").asString()).contains("nested deeper than 64 levels");
	}

	@Test
	void aSixtyMegabyteLineIsOneRecordTooLargeForKafka() {
		byte[] line = new byte[60 << 20];
		Arrays.fill(line, (byte) 'x');
		JsonNode problem = assertProblem(this.api.post(form("one-line.txt", line, "format", "lines")),
				HttpStatus.CONTENT_TOO_LARGE);
		assertThat(problem.path("limit").asString()).isEqualTo("maxRecordBytes");
		assertThat(problem.path("limitValue").asLong()).isEqualTo(1 << 20);
		assertThat(problem.path("detail").asString()).contains("Record 1 is 62,914,560 bytes")
			.contains("max.request.size");
	}

	@ParameterizedTest(name = "{0}")
	@CsvSource(textBlock = """
			lines,      line 2 at byte 6
			json-array, byte 8
			""")
	void invalidUtf8InTextFormatsIsUnprocessableSayingWhere(String format, String where) {
		byte[] sample = switch (format) {
			case "lines" -> new byte[] { 'f', 'i', 'r', 's', 't', '\n', (byte) 0xff, (byte) 0xfe, '\n' };
			default -> new byte[] { '[', '"', 'o', 'k', '"', ',', '"', 'x', (byte) 0xc3, '(', '"', ']' };
		};
		JsonNode problem = assertProblem(this.api.post(form("text", sample, "format", format)),
				HttpStatus.UNPROCESSABLE_CONTENT);
		assertThat(problem.path("detail").asString()).contains("not valid UTF-8").contains(where);
	}

	@ParameterizedTest(name = "{0}")
	@CsvSource(textBlock = """
			absurd batch length, invalid batch length 2147483647
			bad CRC,             CRC-32C mismatch
			unknown magic,       unknown magic byte 7
			truncated,           the batch is truncated
			""")
	void corruptKafkaSegmentsAreUnprocessableNamingTheBatch(String corruption, String reason) {
		byte[] segment = segment();
		switch (corruption) {
			case "absurd batch length" -> ByteBuffer.wrap(segment).putInt(8, Integer.MAX_VALUE);
			case "bad CRC" -> segment[segment.length - 1] ^= 1;
			case "unknown magic" -> segment[16] = 7;
			case "truncated" -> segment = Arrays.copyOf(segment, segment.length - 10);
			default -> throw new IllegalArgumentException(corruption);
		}
		JsonNode problem = assertProblem(this.api.post(form("00000000.log", segment, "format", "kafka-segment")),
				HttpStatus.UNPROCESSABLE_CONTENT);
		assertThat(problem.path("detail").asString()).contains("batch 1 at byte 0").contains(reason);
	}

	@Test
	void aMillionOneByteRecordsAreTakenAndOneMoreIsTooMany() {
		ResponseEntity<String> million = this.api.post(form("bytes.txt", utf8("a\n".repeat(1_000_000))));
		assertThat(million.getStatusCode()).isEqualTo(HttpStatus.ACCEPTED);
		assertThat(json(million).path("sample").path("records").asInt()).isEqualTo(1_000_000);
		this.api.delete("/api/v1/analyses/" + json(million).path("id").asString());
		JsonNode problem = assertProblem(this.api.post(form("bytes.txt", utf8("a\n".repeat(1_000_001)))),
				HttpStatus.CONTENT_TOO_LARGE);
		assertThat(problem.path("limit").asString()).isEqualTo("maxRecords");
	}

	@Test
	void anUploadWhoseClientStopsSendingHalfWayIsABadRequest() throws IOException {
		byte[] body = multipart(utf8("a line\n".repeat(100_000)));
		String answer = rawPost(body, body.length / 2, true);
		assertThat(answer).startsWith("HTTP/1.1 400")
			.contains("application/problem+json")
			.contains("cut off")
			.doesNotContain("\tat ");
	}

	@Test
	void anUploadThatIsNotValidMultipartIsUnreadable() throws IOException {
		byte[] body = utf8("--cut\r\nContent-Disposition: form-data; name=\"sample\"; filename=\"s.txt\"\r\n\r\na\n");
		String answer = rawPost(body, body.length, false);
		assertThat(answer).startsWith("HTTP/1.1 400")
			.contains("application/problem+json")
			.contains("/problems/unreadable-upload")
			.contains("cut off")
			.doesNotContain("\tat ");
	}

	@Test
	void anUploadThatStallsHalfWayTimesOut() throws IOException {
		byte[] body = multipart(utf8("a line\n".repeat(100_000)));
		String answer = rawPost(body, body.length / 2, false);
		assertThat(answer).startsWith("HTTP/1.1 408").contains("application/problem+json").contains("stopped arriving");
	}

	@Test
	void anUploadOfTooManyPartsIsTooLarge() {
		MultiValueMap<String, Object> parts = form("1.txt", utf8("a"));
		for (int i = 2; i <= 60; i++) {
			parts.add("sample", ApiClient.file(i + ".txt", utf8("a")));
		}
		JsonNode problem = assertProblem(this.api.post(parts), HttpStatus.CONTENT_TOO_LARGE);
		assertThat(problem.path("detail").asString()).contains("parts").contains("zip");
	}

	private static JsonNode assertProblem(ResponseEntity<String> response, HttpStatus status) {
		assertThat(response.getStatusCode()).isEqualTo(status);
		assertThat(response.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
		assertThat(response.getBody()).doesNotContain("Exception").doesNotContain("\tat ");
		JsonNode problem = json(response);
		assertThat(problem.path("status").asInt()).isEqualTo(status.value());
		assertThat(problem.path("detail").asString()).isNotBlank();
		return problem;
	}

	private static byte[] segment() {
		MemoryRecords records = MemoryRecords.withRecords(Compression.NONE,
				new SimpleRecord(utf8("key-1"), utf8("{\"id\":1}")),
				new SimpleRecord(utf8("key-2"), utf8("{\"id\":2}")));
		ByteBuffer buffer = records.buffer().duplicate();
		byte[] bytes = new byte[buffer.remaining()];
		buffer.get(bytes);
		return bytes;
	}

	private static byte[] zip(String... names) throws IOException {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
			for (String name : names) {
				zip.putNextEntry(new ZipEntry(name));
				zip.write(utf8("written by " + name));
			}
		}
		return bytes.toByteArray();
	}

	private static byte[] multipart(byte[] sample) {
		ByteArrayOutputStream body = new ByteArrayOutputStream();
		body.writeBytes(utf8("--cut\r\nContent-Disposition: form-data; name=\"sample\"; filename=\"s.txt\"\r\n\r\n"));
		body.writeBytes(sample);
		body.writeBytes(utf8("\r\n--cut--\r\n"));
		return body.toByteArray();
	}

	/**
	 * Posts the first bytes of a multipart body that declares its whole length, then
	 * either half-closes the connection or keeps it open sending nothing, and returns
	 * what the service answers.
	 */
	private String rawPost(byte[] body, int sent, boolean halfClose) throws IOException {
		try (Socket socket = new Socket("127.0.0.1", this.port)) {
			socket.setSoTimeout(30_000);
			OutputStream out = socket.getOutputStream();
			out.write(utf8("POST /api/v1/analyses HTTP/1.1\r\nHost: localhost\r\n"
					+ "Content-Type: multipart/form-data; boundary=cut\r\nContent-Length: " + body.length
					+ "\r\n\r\n"));
			out.write(body, 0, sent);
			out.flush();
			if (halfClose) {
				socket.shutdownOutput();
			}
			InputStream in = socket.getInputStream();
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

}
