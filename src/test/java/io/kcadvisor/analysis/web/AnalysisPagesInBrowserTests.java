package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;

/**
 * The pages as a new user meets them, in a real browser: choose a file, press the button,
 * watch the progress, read and copy the advice, explore the chart and the results.
 */
@EnabledIf(value = Browser.INSTALLED, disabledReason = Browser.MISSING)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sweep.workers=1", "advisor.sample.max-size=2MB" })
class AnalysisPagesInBrowserTests extends BrowserTests {

	private static final Duration RUN = Duration.ofSeconds(90);

	private static final Duration PAGE = Duration.ofSeconds(10);

	@TempDir
	private Path files;

	private ApiClient api;

	@BeforeEach
	void client() {
		this.api = new ApiClient(this.port);
	}

	@Test
	void aNewUserChoosesAFileWatchesTheProgressAndGetsAdviceToPaste() throws Exception {
		this.browser.open("/");
		this.browser.find("#sample").sendKeys(sample(400).toString());
		this.browser.find("input[name=preset][value=quick]").click();
		this.browser.find("details.section:nth-of-type(2) summary").click();
		this.browser.find("#batchSizes").sendKeys("16384,65536");
		this.browser.find("#analyse").click();

		this.browser.await(PAGE, ExpectedConditions.urlMatches("/analyses/[A-Za-z0-9_-]{22,}$"));
		String id = this.browser.path().substring("/analyses/".length());
		WebElement progress = this.browser.find("progress#progress");
		assertThat(progress.getDomProperty("max")).isEqualTo("14");
		List<Integer> seen = new ArrayList<>();
		this.browser.await(RUN, (driver) -> {
			Object completed = this.browser
				.script("const bar = document.getElementById('progress'); return bar ? Math.round(bar.value) : null");
			if (completed != null) {
				seen.add(((Number) completed).intValue());
			}
			// the final advice, not the preliminary ranking shown while the sweep runs
			return !this.browser.findAll("#recommendation").isEmpty() && this.browser.findAll("#preliminary").isEmpty()
					&& this.browser.findAll("#progress").isEmpty();
		});
		assertThat(seen).as("progress shown live").anyMatch((completed) -> completed > 0 && completed < 14);

		JsonNode analysis = ApiClient.json(this.api.get("/api/v1/analyses/" + id));
		JsonNode top = analysis.path("recommendations").get(0);
		String producer = top.path("producerProperties")
			.properties()
			.stream()
			.map((entry) -> entry.getKey() + "=" + entry.getValue().asString() + "\n")
			.collect(Collectors.joining());
		WebElement recommendation = this.browser.find("#recommendation");
		assertThat(recommendation.getText())
			.contains("compression.type=" + top.path("result").path("codec").asString());
		this.browser.find("#snippet-producer button.copy").click();
		this.browser.await(PAGE,
				ExpectedConditions.textToBe(By.cssSelector("#snippet-producer button.copy"), "Copied"));
		assertThat(this.browser.driver()
			.executeAsyncScript(
					"navigator.clipboard.readText().then(arguments[0], (error) => arguments[0]('' + error))"))
			.isEqualTo(producer);

		assertThat(this.browser.find("#charts-need-scripts").isDisplayed()).isFalse();
		WebElement chart = this.browser.find("#tradeoff-chart");
		assertThat(chart.getSize().getWidth()).isGreaterThanOrEqualTo(800);
		assertThat(chart.getSize().getHeight()).isGreaterThanOrEqualTo(350);
		assertThat(Stream.of("results", "not-recommendable")
			.flatMap((kind) -> TradeoffChart.points(this.browser, kind).stream())).hasSize(14);
		assertThat(TradeoffChart.points(this.browser, "recommended"))
			.containsExactly(this.browser.find("#results tr[data-rank='1']").getDomAttribute("data-label"));
		assertThat(TradeoffChart.shown(this.browser, "none (uncompressed)"))
			.as("uncompressed starts hidden, so that the codecs spread over the chart")
			.isFalse();
		assertThat(this.browser.find("#tradeoff-note").getText()).startsWith("Uncompressed (none) stores");
		assertThat(TradeoffChart.points(this.browser, "frontier"))
			.containsExactlyInAnyOrderElementsOf(labels("#results tr[data-pareto=true]:not([data-codec=none])"));
		TradeoffChart.clickLegend(this.browser, "none (uncompressed)");
		assertThat(TradeoffChart.points(this.browser, "frontier")).as("the frontier of every result, as measured")
			.containsExactlyInAnyOrderElementsOf(labels("#results tr[data-pareto=true]"));
		assertThat(this.browser.findAll("#batch-chart")).hasSize(1);
		assertThat(this.browser.find("#batch-chart-note").getText())
			.startsWith("The best ratio each codec reached at each batch.size.")
			.doesNotContain("larger batches compress better");

		List<WebElement> rows = this.browser.findAll("table#results tbody tr");
		assertThat(rows).hasSize(analysis.path("results").size()).hasSize(14);
		this.browser.find("#results th:nth-child(6) button").click();
		assertThat(this.browser.find("#results th:nth-child(6)").getDomAttribute("aria-sort")).isEqualTo("ascending");
		assertThat(column(6)).isSorted();

		new Select(this.browser.find("#rerank-objective")).selectByValue("smallest");
		this.browser.find("#rerank button").click();
		this.browser.await(PAGE, ExpectedConditions.urlContains("objective=smallest"));
		assertThat(this.browser.find("#recommendation .eyebrow").getText()).containsIgnoringCase("for smallest");

		assertThat(this.browser.consoleErrors()).isEmpty();
		assertThat(this.browser.requests()).contains(this.browser.origin() + "/api/v1/analyses/" + id + "/events")
			.allMatch(this::staysOnTheHost);
	}

	@Test
	void theSnippetsAreTabsThatTheKeyboardMovesThrough() throws Exception {
		String id = this.api.analysed(6000, "codecs", "zstd", "preset", "quick");
		this.browser.open("/analyses/" + id);
		WebElement producer = this.browser.find("#snippet-producer-tab");
		assertThat(producer.getDomAttribute("aria-selected")).isEqualTo("true");
		assertThat(this.browser.find("#snippet-topic").isDisplayed()).isFalse();
		producer.sendKeys(Keys.ARROW_RIGHT);
		assertThat(this.browser.find("#snippet-topic-tab").getDomAttribute("aria-selected")).isEqualTo("true");
		assertThat(this.browser.driver().switchTo().activeElement().getDomAttribute("id"))
			.isEqualTo("snippet-topic-tab");
		assertThat(this.browser.find("#snippet-topic").isDisplayed()).isTrue();
		assertThat(this.browser.find("#snippet-producer").isDisplayed()).isFalse();
		this.browser.find("#snippet-topic-tab").sendKeys(Keys.END);
		assertThat(this.browser.find("#snippet-strimzi").isDisplayed()).isTrue();
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	@Test
	void kip780ResultsAreDrawnApartAndTheirSwitchHidesThemFromTheTableAndTheChart() throws Exception {
		String id = this.api.analysed(200, "codecs", "snappy", "preset", "exhaustive", "batchSizes", "16384");
		this.browser.open("/analyses/" + id);
		assertThat(this.browser.findAll("#results tbody tr")).hasSize(9);
		assertThat(TradeoffChart.points(this.browser, "proposals")).hasSize(8);
		assertThat(TradeoffChart.legend(this.browser)).contains("KIP-780 options (not configurable)");
		assertThat(this.browser.find("#results th.kip780").isDisplayed()).isTrue();

		this.browser.find("#show-kip780").click();
		assertThat(this.browser.findAll("#results tbody tr").stream().filter(WebElement::isDisplayed)).hasSize(1);
		assertThat(this.browser.findAll("#results .kip780").stream().filter(WebElement::isDisplayed)).isEmpty();
		assertThat(TradeoffChart.shown(this.browser, "KIP-780 options (not configurable)")).isFalse();
		assertThat(TradeoffChart.legend(this.browser)).doesNotContain("KIP-780 options (not configurable)");
		assertThat(TradeoffChart.points(this.browser, "frontier")).as("the frontier of the points shown")
			.containsExactlyElementsOf(labels("#results tr[data-pareto=true]:not([data-codec=none])"));

		this.browser.find("#show-kip780").click();
		assertThat(this.browser.findAll("#results tbody tr").stream().filter(WebElement::isDisplayed)).hasSize(9);
		assertThat(this.browser.find("#results th.kip780").isDisplayed()).isTrue();
		assertThat(TradeoffChart.shown(this.browser, "KIP-780 options (not configurable)")).isTrue();
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	@Test
	void withoutScriptsTheControlsOnlyScriptsWorkStayOutOfSight() throws Exception {
		String id = this.api.analysed(2000, "codecs", "snappy", "preset", "exhaustive", "batchSizes", "16384");
		this.browser.blockPageScripts();
		this.browser.open("/analyses/" + id);
		assertThat(this.browser.script("return typeof window.Chart")).as("the page's scripts are blocked")
			.isEqualTo("undefined");
		assertThat(this.browser.findAll("#snippets button.copy")).isNotEmpty().noneMatch(WebElement::isDisplayed);
		assertThat(this.browser.find("#kip780-switch").isDisplayed()).isFalse();
		assertThat(this.browser.find("#results").isDisplayed()).isTrue();
	}

	@Test
	void withoutScriptsTheChartCardSaysWhereTheChartsWouldBeAndKeepsNoRoomForThem() throws Exception {
		String id = this.api.analysed(2000, "codecs", "zstd", "preset", "quick", "batchSizes", "16384,65536");
		this.browser.blockPageScripts();
		this.browser.open("/analyses/" + id);
		assertThat(this.browser.findAll("#chart canvas")).hasSize(2).noneMatch(WebElement::isDisplayed);
		WebElement card = this.browser.find("#chart");
		assertThat(card.getText()).as("no word of the diamond or the dashed line the charts would draw")
			.isEqualTo("Size against speed\nThe charts need JavaScript; the table below lists every result.");
		assertThat(card.getSize().getHeight()).isLessThan(200);
	}

	@Test
	void resultsThatMayNotBeRecommendedAreHollowMarkedAndLeftOutOfTheFrontier() throws Exception {
		String id = this.api.analysed(8000, "codecs", "none,zstd", "preset", "quick", "batchSizes", "16384,1048576");
		this.browser.open("/analyses/" + id);
		// uncompressed, many times larger, keeps its points in its own dataset,
		// hidden, even where they may not be recommended, so that the codecs spread
		// over the chart
		List<String> uncompressed = labels("#results tr[data-not-recommendable][data-codec=none]");
		assertThat(uncompressed).isNotEmpty()
			.doesNotContainAnyElementsOf(TradeoffChart.points(this.browser, "not-recommendable"));
		assertThat(TradeoffChart.points(this.browser, "results")).containsAll(uncompressed);
		assertThat(TradeoffChart.shown(this.browser, "none (uncompressed)")).isFalse();
		List<String> left = labels("#results tr[data-not-recommendable]:not([data-codec=none])");
		assertThat(left).isNotEmpty().allSatisfy((label) -> assertThat(label).endsWith("batch.size 1 MiB"));
		assertThat(this.browser.findAll("#results tr[data-not-recommendable] .not-recommendable"))
			.extracting(WebElement::getText)
			.containsOnly("not recommendable: fills fewer than two batches");
		assertThat(TradeoffChart.points(this.browser, "not-recommendable")).containsExactlyInAnyOrderElementsOf(left);
		assertThat(TradeoffChart.points(this.browser, "results")).doesNotContainAnyElementsOf(left);
		assertThat(TradeoffChart.points(this.browser, "frontier")).isNotEmpty()
			.doesNotContainAnyElementsOf(left)
			.containsExactlyInAnyOrderElementsOf(labels("#results tr[data-pareto=true]:not([data-codec=none])"));
		assertThat(this.browser.find("#results tr[data-rank='1']").getDomAttribute("data-pareto")).isEqualTo("true");
		assertThat(this.browser.find("#chart").getText()).contains("Hollow points may not be recommended");
		assertThat(this.browser.find("#batch-chart-note").getText())
			.contains("No codec that compresses may be recommended at batch.size 1 MiB");
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	@Test
	void aFileDroppedOnTheFormIsUploadedAndItsAnalysisCanBeCancelled() {
		this.browser.open("/");
		this.browser.script("""
				const transfer = new DataTransfer();
				transfer.items.add(new File([arguments[0]], 'dropped.txt', { type: 'text/plain' }));
				document.getElementById('dropzone').dispatchEvent(
					new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));""",
				"x=1\n".repeat(30_000));
		assertThat(this.browser.find("#sample-chosen").getText()).isEqualTo("dropped.txt, 117 KiB");
		this.browser.find("#analyse").click();
		this.browser.await(PAGE, ExpectedConditions.urlMatches("/analyses/[A-Za-z0-9_-]{22,}$"));
		assertThat(this.browser.find("#progress-total").getText()).isEqualTo("112");
		this.browser.find("#cancel").click();
		this.browser.await(PAGE, ExpectedConditions.presenceOfElementLocated(By.id("cancelled")));
		assertThat(this.browser.find("#cancelled").getText())
			.containsPattern("This analysis was cancelled (before any configuration was measured|after \\d+ of 112 "
					+ "measurements had been made), and its sample was discarded\\.");
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	@Test
	void addressesWithNothingBehindThemAreFriendlyPagesInTheLayout() {
		this.browser.open("/analyses/no-such-analysis");
		assertThat(this.browser.find("h1").getText()).isEqualTo("Analysis not found");
		assertThat(this.browser.find("main").getText()).contains("upload the sample again");
		this.browser.open("/no/such/page");
		assertThat(this.browser.find("h1").getText()).isEqualTo("Page not found");
		this.browser.find("main a.button").click();
		assertThat(this.browser.path()).isEqualTo("/");
		assertThat(this.browser.consoleErrors()).as("only the pages' own status")
			.allMatch((message) -> message.contains("status of 404"));
	}

	private List<Double> column(int index) {
		return this.browser.findAll("#results tbody td:nth-child(" + index + ")")
			.stream()
			.map((cell) -> Double.valueOf(cell.getDomAttribute("data-value")))
			.toList();
	}

	/**
	 * Whether a request stays on this machine: to the service, or to no network at all
	 * ({@code data:}, {@code blob:}, and the browser's own {@code chrome:} pages).
	 */
	private boolean staysOnTheHost(String url) {
		return url.startsWith(this.browser.origin() + "/") || !url.matches("(?i)^(https?|wss?|ftp)://.*");
	}

	private Path sample(int records) throws IOException {
		return Files.writeString(this.files.resolve("events.jsonl"), ApiClient.sensorReadings(records));
	}

	private List<String> labels(String rows) {
		return this.browser.findAll(rows).stream().map((row) -> row.getDomAttribute("data-label")).toList();
	}

}
