package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.support.ui.ExpectedConditions;

import org.springframework.boot.test.context.SpringBootTest;

/**
 * Takes the screenshots of the pages: {@code docs/images/results-page.png}, the results
 * of {@code samples/iot-sensors.jsonl} with the standard preset on a laptop screen, and,
 * to look at, the form and both pages on a phone in {@code target/screenshots}. Measuring
 * takes minutes, so it runs only when asked:
 * {@code ./mvnw test -Dtest=ResultsPageScreenshotTests -Dscreenshots=true}.
 */
@EnabledIfSystemProperty(named = "screenshots", matches = "true")
@EnabledIf(value = Browser.INSTALLED, disabledReason = Browser.MISSING)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ResultsPageScreenshotTests extends BrowserTests {

	private static final Path RESULTS_PAGE = Path.of("docs/images/results-page.png");

	private static final Path LOOK_AT = Path.of("target/screenshots");

	@Test
	void theResultsOfTheIotSensorsSample() throws IOException {
		this.browser.resize(1280, 1500);
		this.browser.open("/");
		save(LOOK_AT.resolve("upload-form.png"));
		this.browser.find("#sample").sendKeys(Path.of("samples/iot-sensors.jsonl").toAbsolutePath().toString());
		this.browser.find("#analyse").click();
		this.browser.await(Duration.ofSeconds(10), ExpectedConditions.presenceOfElementLocated(By.id("progress")));
		save(LOOK_AT.resolve("progress.png"));
		// the chart is drawn once the analysis ended, not beside a preliminary ranking
		this.browser.await(Duration.ofMinutes(10),
				ExpectedConditions.presenceOfElementLocated(By.id("tradeoff-chart")));
		this.browser.resize(1280, 1000);
		Number chartBottom = (Number) this.browser.script("""
				const note = document.getElementById('tradeoff-note');
				const last = note.hidden ? document.getElementById('tradeoff-chart') : note;
				return last.getBoundingClientRect().bottom + window.scrollY;""");
		savePage(RESULTS_PAGE, chartBottom.intValue() + 12);
		saveWholePage(LOOK_AT.resolve("results-page-whole.png"));
		this.browser.resize(390, 844);
		saveWholePage(LOOK_AT.resolve("results-phone.png"));
		this.browser.open("/");
		saveWholePage(LOOK_AT.resolve("upload-form-phone.png"));
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	private void saveWholePage(Path file) throws IOException {
		Map<String, Object> metrics = this.browser.driver().executeCdpCommand("Page.getLayoutMetrics", Map.of());
		@SuppressWarnings("unchecked")
		Map<String, Number> size = (Map<String, Number>) metrics.get("cssContentSize");
		savePage(file, size.get("height").intValue());
	}

	/** Saves the top of the page, as tall as asked, however tall the window. */
	private void savePage(Path file, int height) throws IOException {
		Number width = (Number) this.browser.script("return window.innerWidth");
		Map<String, Object> shot = this.browser.driver()
			.executeCdpCommand("Page.captureScreenshot", Map.of("captureBeyondViewport", true, "clip",
					Map.of("x", 0, "y", 0, "width", width, "height", height, "scale", 1)));
		Files.createDirectories(file.getParent());
		Files.write(file, Base64.getDecoder().decode((String) shot.get("data")));
	}

	private void save(Path file) throws IOException {
		Files.createDirectories(file.getParent());
		Files.write(file, this.browser.driver().getScreenshotAs(OutputType.BYTES));
	}

}
