package io.kcadvisor.bench;

import io.kcadvisor.AdvisorApplication;
import io.kcadvisor.storage.TestDatabases;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.sql.DataSource;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The scan bench: topics on a broker of its own, each filled from one of the samples with
 * one of Kafka's codecs, scanned with the service's default settings by one instance,
 * then by two instances sharing one PostgreSQL database (a new one for each run), all in
 * this JVM. Prints Markdown: the topics per minute of each run and their ratio. Run it
 * with {@code bench/scans [TOPICS]} (60 by default).
 */
public final class ScanBench {

	private static final List<String> SAMPLES = List.of("iot-sensors.jsonl", "nginx-access.log", "metrics.csv",
			"cdc-orders.jsonl", "tiny-events.txt");

	private static final List<String> CODECS = List.of("none", "gzip", "snappy", "lz4", "zstd");

	private static final int RECORDS = 3000;

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private ScanBench() {
	}

	public static void main(String[] args) throws Exception {
		int topics = (args.length > 0) ? Integer.parseInt(args[0]) : 60;
		EmbeddedKafkaKraftBroker broker = new EmbeddedKafkaKraftBroker(1, 1);
		broker.afterPropertiesSet();
		try {
			produce(broker.getBrokersAsString(), topics);
			Machine.print();
			System.out.println("- Topics: " + topics + ", " + RECORDS + " records each (the samples' lines, each "
					+ "topic produced with one of " + String.join(", ", CODECS) + "); scans with the defaults "
					+ "(preset quick, 2,000 records per topic, advisor.scan.workers half of the cores)");
			System.out.println();
			System.out.println("| instances | scan workers each | wall time | topics per minute | topics taken by "
					+ "each | load at end |");
			System.out.println("| --- | --- | --- | --- | --- | --- |");
			int half = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
			// warms the JVM up: its first scan is not shown
			scan(broker.getBrokersAsString(), topics, 1, Runtime.getRuntime().availableProcessors(), false);
			double one = scan(broker.getBrokersAsString(), topics, 1, half, true);
			double two = scan(broker.getBrokersAsString(), topics, 2, half, true);
			scan(broker.getBrokersAsString(), topics, 1, Runtime.getRuntime().availableProcessors(), true);
			System.out.println();
			System.out.printf(Locale.ROOT, "Two instances scan %.2f times as many topics per minute as one.%n",
					two / one);
		}
		finally {
			broker.destroy();
		}
		System.exit(0);
	}

	private static void produce(String servers, int topics) throws Exception {
		List<List<String>> lines = new ArrayList<>();
		for (String sample : SAMPLES) {
			lines.add(Files.readAllLines(Path.of("samples", sample), StandardCharsets.UTF_8));
		}
		try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, servers))) {
			List<NewTopic> created = new ArrayList<>();
			for (int index = 0; index < topics; index++) {
				created.add(new NewTopic(name(index), 1, (short) 1));
			}
			admin.createTopics(created).all().get();
		}
		for (int index = 0; index < topics; index++) {
			Map<String, Object> config = Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, servers,
					ProducerConfig.COMPRESSION_TYPE_CONFIG, CODECS.get(index % CODECS.size()),
					ProducerConfig.LINGER_MS_CONFIG, 20, ProducerConfig.BATCH_SIZE_CONFIG, 65536);
			List<String> sample = lines.get(index % lines.size());
			long start = System.currentTimeMillis() - RECORDS;
			try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(config, new ByteArraySerializer(),
					new ByteArraySerializer())) {
				for (int record = 0; record < RECORDS; record++) {
					String line = sample.get((record + index * 97) % sample.size());
					producer.send(new ProducerRecord<>(name(index), 0, start + record, null,
							line.getBytes(StandardCharsets.UTF_8)));
				}
			}
		}
	}

	private static String name(int index) {
		return String.format(Locale.ROOT, "bench.%s.%03d", CODECS.get(index % CODECS.size()), index);
	}

	/**
	 * Scans every topic with some instances on a new database.
	 * @return topics per minute
	 */
	/**
	 * Returns the arguments an instance of the bench starts with: its database, the
	 * bench's broker as cluster {@code bench}, and the scan workers of the row.
	 */
	static String[] instanceArguments(String database, String servers, int workers) {
		return new String[] { "--server.port=0", "--spring.main.banner-mode=off", "--logging.level.root=warn",
				"--spring.datasource.url=" + database, "--advisor.scan.workers=" + workers,
				"--advisor.kafka.clusters.bench.bootstrap-servers=" + servers };
	}

	private static double scan(String servers, int topics, int instances, int workers, boolean shown) throws Exception {
		String database = TestDatabases.newPostgresDatabase();
		List<ConfigurableApplicationContext> running = new ArrayList<>();
		try {
			for (int index = 0; index < instances; index++) {
				running.add(new SpringApplicationBuilder(AdvisorApplication.class)
					.run(instanceArguments(database, servers, workers)));
			}
			int port = ((WebServerApplicationContext) running.get(0)).getWebServer().getPort();
			HttpClient http = HttpClient.newHttpClient();
			long start = System.nanoTime();
			JsonNode scan = JSON
				.readTree(http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/scans"))
					.header("Content-Type", "application/x-www-form-urlencoded")
					.POST(HttpRequest.BodyPublishers.ofString("cluster=bench&topics=bench%5C..*"))
					.build(), HttpResponse.BodyHandlers.ofString()).body());
			String id = scan.path("id").asString();
			while (!scan.path("status").asString().equals("SUCCEEDED")) {
				Thread.sleep(200);
				scan = JSON.readTree(http.send(
						HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/scans/" + id)).build(),
						HttpResponse.BodyHandlers.ofString())
					.body());
			}
			Duration wall = Duration.ofNanos(System.nanoTime() - start);
			long failed = scan.path("topics")
				.valueStream()
				.filter((topic) -> !topic.path("status").asString().equals("SUCCEEDED"))
				.count();
			List<Integer> taken = JdbcClient.create(running.get(0).getBean(DataSource.class))
				.sql("SELECT COUNT(*) FROM scan_topics WHERE scan_id = ? GROUP BY taken_by ORDER BY 1 DESC")
				.param(id)
				.query(Integer.class)
				.list();
			double perMinute = topics / (wall.toMillis() / 60_000.0);
			if (!shown) {
				return perMinute;
			}
			System.out.printf(Locale.ROOT, "| %d | %d | %.1f s | %.1f | %s%s | %s |%n", instances, workers,
					wall.toMillis() / 1000.0, perMinute, taken, (failed > 0) ? " (" + failed + " not succeeded)" : "",
					Machine.load());
			return perMinute;
		}
		finally {
			for (ConfigurableApplicationContext context : running) {
				context.close();
			}
		}
	}

}
