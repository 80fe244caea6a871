package io.kcadvisor.broker;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.io.FileSystemResource;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;
import tools.jackson.databind.JsonNode;

/**
 * What the advisor predicts a sample stores is what a real Kafka broker stores when a
 * long-running producer sends a stream of which the sample is a slice: within 1%, for
 * every codec, at batch.size 16384 and 65536, on a sample that makes many batches and on
 * samples of JSON records that make only three to five at 65536. The producer is
 * kafka-clients' own, sending the sample over and over at a steady pace
 * ({@link SteadyStream}); the stored bytes are read from the broker's log, per record,
 * once the producer's ratio estimate has settled.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("brief-timing")
@EmbeddedKafka(count = 1)
class PredictionsOnARealBrokerTests {

	/** Batches the producer's estimate settles in before the stored batches count. */
	private static final int SETTLING = 40;

	/** Batches counted. */
	private static final int COUNTED = 160;

	private static final Map<String, Map<String, JsonNode>> predictions = new HashMap<>();

	@LocalServerPort
	private int port;

	@Autowired
	private EmbeddedKafkaBroker broker;

	@AfterAll
	static void forget() {
		predictions.clear();
	}

	@ParameterizedTest(name = "{0}: {1} {2} at batch.size {3}")
	@CsvSource(textBlock = """
			metrics.csv,       gzip,   6, 16384
			metrics.csv,       snappy,  , 16384
			metrics.csv,       lz4,    9, 16384
			metrics.csv,       zstd,   3, 16384
			metrics.csv,       gzip,   6, 65536
			metrics.csv,       snappy,  , 65536
			metrics.csv,       lz4,    9, 65536
			metrics.csv,       zstd,   3, 65536
			iot-sensors.jsonl, gzip,   6, 16384
			iot-sensors.jsonl, zstd,   3, 16384
			iot-sensors.jsonl, gzip,   6, 65536
			iot-sensors.jsonl, snappy,  , 65536
			iot-sensors.jsonl, lz4,    9, 65536
			iot-sensors.jsonl, zstd,   3, 65536
			cdc-orders.jsonl,  zstd,   3, 65536
			cdc-orders.jsonl,  gzip,   6, 65536
			""")
	void theBrokerStoresWhatWasPredictedWithinOnePercent(String sample, String codec, Integer level, int batchSize)
			throws Exception {
		Path file = Path.of("samples", sample);
		JsonNode predicted = predictions(file).get(codec + " " + level + " " + batchSize);
		long compressedBytes = predicted.path("compressedBytes").asLong();
		List<byte[]> values = Files.readAllLines(file)
			.stream()
			.map((line) -> line.getBytes(StandardCharsets.UTF_8))
			.toList();
		try (Admin admin = Admin
			.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, this.broker.getBrokersAsString()))) {
			SteadyStream.Stored stored = new SteadyStream(this.broker.getBrokersAsString(), admin).send(values, codec,
					level, batchSize, SETTLING + COUNTED, predicted.path("recordsPerBatch").asDouble());
			double perSample = stored.bytesPerRecord(SETTLING) * values.size();
			double difference = perSample / compressedBytes - 1;
			System.out.printf(
					"%s, %s %s at batch.size %d: the broker stored %.0f bytes per sample over %d batches, "
							+ "%d predicted from %d batches (%+.2f%%)%n",
					sample, codec, level, batchSize, perSample, stored.counted(SETTLING), compressedBytes,
					predicted.path("batches").asInt(), 100 * difference);
			assertThat(stored.counted(SETTLING)).isGreaterThan(COUNTED / 2);
			assertThat(difference).as("stored over predicted, less one").isBetween(-0.01, 0.01);
		}
	}

	/** Analyses a sample once, through the API, for all its rows. */
	private Map<String, JsonNode> predictions(Path sample) throws InterruptedException {
		Map<String, JsonNode> results = predictions.get(sample.toString());
		if (results == null) {
			MultiValueMap<String, Object> form = new LinkedMultiValueMap<>();
			form.add("sample", new FileSystemResource(sample));
			form.add("preset", "quick");
			form.add("codecs", "gzip,snappy,lz4,zstd");
			form.add("batchSizes", "16384,65536");
			results = new HashMap<>();
			for (JsonNode result : Analyses.run(this.port, form).path("results")) {
				results.put(result.path("codec").asString() + " "
						+ (result.path("level").isNull() ? null : result.path("level").asInt()) + " "
						+ result.path("batchSize").asInt(), result);
			}
			predictions.put(sample.toString(), results);
		}
		return results;
	}

}
