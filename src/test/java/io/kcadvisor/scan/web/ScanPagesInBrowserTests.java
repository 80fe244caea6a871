package io.kcadvisor.scan.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.analysis.web.Browser;
import io.kcadvisor.analysis.web.BrowserTests;
import io.kcadvisor.scan.OnABroker;
import io.kcadvisor.scan.ScanTopics;
import io.kcadvisor.topic.TestTopics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.kafka.test.EmbeddedKafkaBroker;

/**
 * A scan in a real browser, against a real broker: the form, then the scan's page, which
 * follows the scan by itself until the ranking is complete, draws the savings and copies
 * the commands. Leaves the page in {@code target/screenshots} to look at.
 */
@EnabledIf(value = Browser.INSTALLED, disabledReason = Browser.MISSING)
@OnABroker
class ScanPagesInBrowserTests extends BrowserTests {

	private static final Duration PAGE = Duration.ofSeconds(20);

	@BeforeAll
	static void produce(@Autowired EmbeddedKafkaBroker broker) throws Exception {
		try (TestTopics topics = new TestTopics(broker.getBrokersAsString())) {
			for (String codec : List.of("none", "gzip", "zstd")) {
				topics.create("browser." + codec, 1, Map.of());
				ScanTopics.produce(broker.getBrokersAsString(), "browser." + codec, codec, 1500);
			}
			topics.create("browser.empty", 1, Map.of());
		}
	}

	@Test
	void aScanStartedFromTheFormFillsItsPageByItselfAndItsCommandsCopy() throws Exception {
		this.browser.open("/scans/new");
		new Select(this.browser.find("#cluster")).selectByValue("local");
		this.browser.find("#topics").sendKeys("browser\\..*");
		this.browser.find("#sampleRecords").sendKeys("1000");
		this.browser.find("#submit").click();

		this.browser.await(PAGE, ExpectedConditions.urlMatches("/scans/[A-Za-z0-9_-]+$"));
		this.browser.await(Duration.ofSeconds(90), ExpectedConditions.textToBe(By.cssSelector("#scan-status"), "done"));
		assertThat(this.browser.find("#scan-status").getDomAttribute("data-status")).isEqualTo("SUCCEEDED");

		assertThat(this.browser.findAll("#scan-topics tbody tr")).hasSize(4);
		assertThat(this.browser.find("#scan-topics tbody tr[data-topic='browser.empty']").getText()).contains("failed",
				"has no records to sample");
		assertThat(this.browser.find("#scan-topics").getText()).doesNotContain("SUCCEEDED", "FAILED");
		assertThat(this.browser.script("""
				return [...document.querySelectorAll('#scan-topics tbody tr:first-child td.num')]
					.map((cell) => getComputedStyle(cell).textAlign)""")).as("rank, size, rate and savings")
			.isEqualTo(List.of("right", "right", "right", "right", "right", "right"));
		assertThat(this.browser.script("const region = document.querySelector('#scan-topics').parentElement; "
				+ "return region.scrollWidth <= region.clientWidth"))
			.as("the failed topic's reason wraps, and every column shows without scrolling")
			.isEqualTo(true);
		assertThat(this.browser.find("#scan-topics-scroll-hint").isDisplayed()).isFalse();
		assertThat(this.browser.find("#scan-topics tbody tr").getAttribute("data-topic")).isEqualTo("browser.none");
		assertThat(this.browser.find("#scan-chart-needs-scripts").isDisplayed()).isFalse();
		assertThat(this.browser.find("#scan-chart").getSize().getHeight()).as("drawn in its box").isGreaterThan(100);
		assertRoundTicksInTheUnitTheAxisTitleNames();
		assertThat(this.browser.script("""
				return Chart.defaults.color === getComputedStyle(document.documentElement)
					.getPropertyValue('--text-muted').trim()""")).as("labels in the page's colours, light or dark")
			.isEqualTo(true);
		assertThat(this.browser.find("#scan-commands-text").getText()).contains("--entity-name browser.none ");
		this.browser.find("#scan-commands button[data-copy]").click();
		this.browser.await(PAGE,
				ExpectedConditions.textToBe(By.cssSelector("#scan-commands button[data-copy]"), "Copied"));
		assertThat(this.browser.script("return navigator.clipboard.readText()").toString())
			.isEqualToIgnoringWhitespace(this.browser.find("#scan-commands-text").getText());
		Files.createDirectories(Path.of("target/screenshots"));
		Files.write(Path.of("target/screenshots/scan.png"), this.browser.driver().getScreenshotAs(OutputType.BYTES));
		// on a phone, the table scrolls sideways and says so
		this.browser.resize(390, 844);
		this.browser.await(PAGE, (driver) -> this.browser.find("#scan-topics-scroll-hint").isDisplayed());
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	@Test
	void aRefusedScanFormStartsTheReaderAtItsErrorsWhichLeadToTheFieldsToMend() {
		this.browser.open("/scans/new");
		new Select(this.browser.find("#cluster")).selectByValue("local");
		this.browser.find("#topics").sendKeys("browser\\.(");
		this.browser.find("#submit").click();

		this.browser.await(PAGE, ExpectedConditions.presenceOfElementLocated(By.id("error-summary")));
		assertThat(this.browser.script("return document.activeElement.id")).isEqualTo("error-summary");
		this.browser.find("#error-summary a").click();
		assertThat(this.browser.script("return document.activeElement.id")).isEqualTo("topics");
	}

	/**
	 * Checks that the chart's axis names what it counts and its unit, and that its ticks
	 * fall on round numbers of that unit, evenly spaced: 0.5 GiB, 1 GiB, not 477 MiB, 954
	 * MiB, 1.40 GiB.
	 */
	@SuppressWarnings("unchecked")
	private void assertRoundTicksInTheUnitTheAxisTitleNames() {
		String title = String.valueOf(this.browser
			.script("return Chart.getChart(document.getElementById('scan-chart')).scales.x.options.title.text"));
		Matcher named = Pattern.compile("Disk writes saved a day, (B|KiB|MiB|GiB|TiB) →").matcher(title);
		assertThat(named.matches()).as(title).isTrue();
		List<String> labels = (List<String>) this.browser
			.script("return Chart.getChart(document.getElementById('scan-chart')).scales.x.ticks.map((t) => t.label)");
		assertThat(labels).hasSizeGreaterThan(2).allMatch((label) -> label.matches("[\\d.,]+ " + named.group(1)));
		double[] values = labels.stream()
			.mapToDouble((label) -> Double.parseDouble(label.substring(0, label.indexOf(' ')).replace(",", "")))
			.toArray();
		double step = values[1] - values[0];
		for (int index = 1; index < values.length; index++) {
			assertThat(values[index] - values[index - 1]).as("evenly spaced: %s", labels).isCloseTo(step, within(1e-9));
		}
		double leading = Math.round(100 * step / Math.pow(10, Math.floor(Math.log10(step)))) / 100.0;
		assertThat(leading).as("a round step: %s", labels).isIn(1.0, 2.0, 2.5, 5.0);
	}

}
