package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;

/**
 * The chart of the ratio by batch.size, in a real browser: it says what batch.size does
 * at the user's message rate, and spreads over the batch sizes that change something.
 */
@EnabledIf(value = Browser.INSTALLED, disabledReason = Browser.MISSING)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sweep.workers=1", "advisor.sample.max-size=2MB" })
class BatchChartInBrowserTests extends BrowserTests {

	private static final String BATCH_SIZES = "16384,65536,262144";

	private ApiClient api;

	@BeforeEach
	void client() {
		this.api = new ApiClient(this.port);
	}

	@Test
	void whereLingerClosesEveryBatchTheNoteSaysBatchSizeMakesNoDifferenceAndTheChartShowsOneBatchSize()
			throws Exception {
		String id = analysed("messagesPerSecond", "5000", "partitions", "12");
		JsonNode results = ApiClient.json(this.api.get("/api/v1/analyses/" + id)).path("results");
		assertThat(results).as("every codec that compresses is linger-limited at every batch.size")
			.filteredOn((result) -> !result.path("codec").asString().equals("none"))
			.isNotEmpty()
			.allMatch((result) -> result.path("lingerLimited").asBoolean());
		assertThat(results).as("while uncompressed batches of 26 records are too large for 16 KiB")
			.filteredOn((result) -> result.path("codec").asString().equals("none"))
			.anyMatch((result) -> !result.path("lingerLimited").asBoolean());

		this.browser.open("/analyses/" + id);
		assertThat(this.browser.find("#batch-chart-note").getText())
			.isEqualTo("The best ratio each codec reached at each batch.size. At 5,000 messages/s, linger.ms closes "
					+ "every compressed batch before it fills batch.size: every batch.size gives the same batches of "
					+ "about 26 records, so the chart shows that one batch.size.");
		assertThat(labels()).as("no axis stretched for uncompressed alone").containsExactly("16 KiB");
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	/**
	 * Kafka 2.0 cannot configure zstd: its results may not be recommended and have no
	 * line, so the note, which speaks of the lines, leaves zstd out.
	 */
	@Test
	void theNoteSpeaksOnlyOfTheCodecsTheChartDraws() throws Exception {
		String id = analysedWith("lz4,zstd", "messagesPerSecond", "19000", "kafkaVersion", "2.0");
		this.browser.open("/analyses/" + id);
		assertThat(line("lz4")).isNotEmpty();
		assertThat((Boolean) this.browser.script("return Chart.getChart(document.getElementById('batch-chart'))"
				+ ".data.datasets.some((set) => set.label === 'zstd')"))
			.isFalse();
		assertThat(this.browser.find("#batch-chart-note").getText()).doesNotContain("zstd");
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	@Test
	void whereBatchesFillBatchSizeTheChartSpreadsOverTheBatchSizesAndNamesTheLargestChange() throws Exception {
		String id = analysed();
		this.browser.open("/analyses/" + id);
		assertThat(labels()).startsWith("16 KiB", "64 KiB");
		assertThat(this.browser.find("#batch-chart-note").getText())
			.startsWith("The best ratio each codec reached at each batch.size.")
			.contains("The largest change is")
			.doesNotContain("linger.ms");
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	@Test
	void aLevelWhoseBatchesStopChangingKeepsItsRatioOnTheLineAtLargerBatchSizes() throws Exception {
		// a request carries about 100 records: gzip 6 fits them in 16 KiB already, gzip 1
		// does not
		String id = analysedWith("gzip", "messagesPerSecond", "5000", "lingerMs", "0", "requestLatencyMs", "100");
		this.browser.open("/analyses/" + id);
		assertThat(
				this.browser.findAll("#results tr[data-codec=gzip][data-batch-size='65536'][data-not-recommendable]"))
			.as("a level at 64 KiB makes the batches it made at 16 KiB")
			.isNotEmpty();
		assertThat(labels()).startsWith("16 KiB", "64 KiB");
		assertThat(line("gzip").subList(0, 2)).as("the best of every level at each batch.size")
			.containsExactly(bestRatio("gzip", 16384), bestRatio("gzip", 65536));
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	/** Analyses the CDC sample: 2,000 records of about 800 bytes. */
	private String analysed(String... workload) throws Exception {
		return analysedWith("none,lz4,zstd", workload);
	}

	private String analysedWith(String codecs, String... workload) throws Exception {
		byte[] sample = Files.readAllBytes(Path.of("samples/cdc-orders.jsonl"));
		List<String> fields = new ArrayList<>(List.of("codecs", codecs, "preset", "quick", "batchSizes", BATCH_SIZES));
		fields.addAll(List.of(workload));
		String id = ApiClient.json(this.api.post(ApiClient.form("orders.jsonl", sample, fields.toArray(String[]::new))))
			.path("id")
			.asString();
		assertThat(this.api.awaitFinal(id).path("status").asString()).isEqualTo("SUCCEEDED");
		return id;
	}

	@SuppressWarnings("unchecked")
	private List<String> labels() {
		return (List<String>) this.browser
			.script("return Chart.getChart(document.getElementById('batch-chart')).data.labels");
	}

	/** The points of a codec's line, null where it has none. */
	@SuppressWarnings("unchecked")
	private List<Double> line(String codec) {
		List<Number> points = (List<Number>) this.browser
			.script("return Chart.getChart(document.getElementById('batch-chart')).data.datasets"
					+ ".find((set) => set.label === arguments[0]).data", codec);
		return points.stream().map((value) -> (value != null) ? value.doubleValue() : null).toList();
	}

	/**
	 * The best ratio of a codec's rows at a batch.size, whether or not they may be
	 * recommended.
	 */
	private double bestRatio(String codec, int batchSize) {
		return this.browser.findAll("#results tr[data-codec=" + codec + "][data-batch-size='" + batchSize + "']")
			.stream()
			.mapToDouble((row) -> Double.parseDouble(row.getDomAttribute("data-ratio")))
			.max()
			.orElseThrow();
	}

}
