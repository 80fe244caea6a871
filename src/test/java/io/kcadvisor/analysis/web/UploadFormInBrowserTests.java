package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import org.springframework.boot.test.context.SpringBootTest;

/**
 * The upload form in a real browser: what it refuses before uploading anything, and a
 * form the service refuses, which comes back with its files still chosen.
 */
@EnabledIf(value = Browser.INSTALLED, disabledReason = Browser.MISSING)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sweep.workers=1", "advisor.sample.max-size=2MB" })
class UploadFormInBrowserTests extends BrowserTests {

	private static final Duration PAGE = Duration.ofSeconds(10);

	@TempDir
	private Path files;

	@BeforeEach
	void openTheForm() {
		this.browser.open("/");
	}

	@Test
	void fieldsOutsideTheServicesLimitsAreRefusedBeforeAnythingIsUploaded() throws IOException {
		this.browser.find("#analyse").click();
		assertThat(validationMessage("#sample")).as("no file chosen").isNotEmpty();
		this.browser.find("#sample").sendKeys(sample("events.jsonl", "{\"a\":1}\n").toString());

		this.browser.find("details.section summary").click();
		this.browser.find("#partitions").sendKeys("0");
		assertRefused("#partitions");
		this.browser.find("#partitions").clear();

		this.browser.find("#messagesPerSecond").sendKeys("0");
		assertThat(assertRefused("#messagesPerSecond"))
			.isEqualTo("Enter a number of messages per second above 0, or leave it empty.");
		this.browser.find("#messagesPerSecond").clear();

		this.browser.findAll("input[name=codecs]").forEach(WebElement::click);
		assertThat(assertRefused("input[name=codecs]")).isEqualTo("Choose at least one codec.");
		this.browser.findAll("input[name=codecs]").forEach(WebElement::click);

		this.browser.script("""
				const size = document.getElementById('batchSizes');
				size.value = '16384,99999999';
				size.dispatchEvent(new Event('input', { bubbles: true }));""");
		assertThat(this.browser.find("#batchSizes").isDisplayed()).as("in a closed section").isFalse();
		assertThat(assertRefused("#batchSizes"))
			.isEqualTo("Each batch.size must be at most 16,777,216 bytes (16 MiB).");
		assertThat(this.browser.find("#batchSizes").isDisplayed()).as("its section opens to show it").isTrue();

		assertThat(this.browser.requests()).as("nothing was uploaded")
			.doesNotContain(this.browser.origin() + "/analyses");
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	@Test
	void aFileOverTheSizeLimitIsRefusedBeforeItIsUploadedAndByTheService() throws IOException {
		Path large = Files.write(this.files.resolve("large.bin"), new byte[3 << 20]);
		this.browser.find("#sample").sendKeys(large.toString());
		assertThat(this.browser.find("#sample-chosen").getText())
			.isEqualTo("large.bin, 3.00 MiB: over the limit of 2 MiB, choose a smaller sample");
		assertThat(assertRefused("#sample"))
			.isEqualTo("The files are 3.00 MiB, over the limit of 2 MiB, choose a smaller sample.");
		assertThat(this.browser.requests()).doesNotContain(this.browser.origin() + "/analyses");

		this.browser.script("document.getElementById('upload-form').noValidate = true");
		this.browser.find("#analyse").click();
		WebElement error = this.browser.await(PAGE,
				ExpectedConditions.visibilityOfElementLocated(By.id("sample-error")));
		assertThat(error.getText()).isEqualTo(
				"The sample is over the limit of 2 MiB, uncompressed. Choose a part of it: a few thousand messages are "
						+ "enough.");
		assertThat(this.browser.consoleErrors()).as("only the refusal's own status")
			.allMatch((message) -> message.contains("status of 413"));
	}

	@Test
	void aFormTheServiceRefusesComesBackBesideTheFieldWithTheFileStillChosen() throws IOException {
		Path notJson = sample("orders.json", "{\"id\": 1}\n{\"id\": 2}\n");
		this.browser.find("#sample").sendKeys(notJson.toString());
		new Select(this.browser.find("#format")).selectByValue("json-array");
		this.browser.find("#analyse").click();

		WebElement error = this.browser.await(PAGE,
				ExpectedConditions.visibilityOfElementLocated(By.id("format-error")));
		assertThat(error.getText()).isEqualTo("The sample is not a valid JSON array: at byte 0, it starts with an "
				+ "object, not an array. Choose the format it is in, or Detect automatically.");
		assertThat(this.browser.find("#error-summary").getText())
			.contains("Format: the sample is not a valid JSON array");
		assertThat(this.browser.driver().switchTo().activeElement().getDomAttribute("id")).isEqualTo("error-summary");
		assertThat(new Select(this.browser.find("#format")).getFirstSelectedOption().getDomAttribute("value"))
			.isEqualTo("json-array");
		assertThat(this.browser.find("#sample-chosen").getText()).isEqualTo("orders.json, 20 B");
		assertThat(this.browser.findAll(".choose-again")).as("the file is still chosen").isEmpty();
		assertThat(this.browser.find("#sample").getDomAttribute("aria-invalid")).isEqualTo("false");
		assertThat(this.browser.consoleErrors()).as("only the refusal's own status")
			.allMatch((message) -> message.contains("status of 422"));

		new Select(this.browser.find("#format")).selectByValue("lines");
		this.browser.find("input[name=preset][value=quick]").click();
		this.browser.find("#analyse").click();
		this.browser.await(PAGE, ExpectedConditions.urlMatches("/analyses/[A-Za-z0-9_-]{22,}$"));
		assertThat(this.browser.find("h1").getText()).isEqualTo("Analysis of 2 messages");
	}

	@Test
	void anUploadShowsHowMuchOfTheSampleIsSentThenGoesToItsAnalysis() throws IOException {
		Path readings = sample("readings.jsonl", ApiClient.sensorReadings(15_000));
		this.browser.find("#sample").sendKeys(readings.toString());
		this.browser.find("input[name=preset][value=quick]").click();
		assertThat(this.browser.find("#upload-progress").isDisplayed()).as("before the upload").isFalse();
		// a slow link, so that the upload is seen under way
		this.browser.driver().executeCdpCommand("Network.enable", Map.of());
		this.browser.driver()
			.executeCdpCommand("Network.emulateNetworkConditions",
					Map.of("offline", false, "latency", 0, "downloadThroughput", -1, "uploadThroughput", 256 * 1024));
		this.browser.find("#analyse").click();

		WebElement progress = this.browser.find("#upload-progress-bar");
		this.browser.await(PAGE,
				(driver) -> progress.isDisplayed() && Double.parseDouble(progress.getDomProperty("value")) > 0
						&& Double.parseDouble(progress.getDomProperty("value")) < Double
							.parseDouble(progress.getDomProperty("max")));
		assertThat(this.browser.find("#upload-progress-text").getText())
			.matches("[\\d.]+ (B|KiB|MiB) of 1\\.\\d\\d MiB sent \\(\\d{1,2}%\\)");
		assertThat(this.browser.find("label[for=upload-progress-bar]").getText()).isEqualTo("Uploading the sample");
		assertThat(this.browser.find("#analyse").isEnabled()).isFalse();
		assertThat(this.browser.script("return document.activeElement.id")).as("focus kept off the page's body")
			.isEqualTo("upload-progress");

		this.browser.await(PAGE, ExpectedConditions.urlMatches("/analyses/[A-Za-z0-9_-]{22,}$"));
		assertThat(this.browser.find("h1").getText()).isEqualTo("Analysis of 15,000 messages");
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	/**
	 * Presses the button and checks that the browser refused the form without leaving it,
	 * because of one field.
	 * @return what the browser says about the field
	 */
	private String assertRefused(String field) {
		this.browser.find("#analyse").click();
		assertThat(this.browser.path()).isEqualTo("/");
		assertThat(this.browser.script("return document.getElementById('upload-form').checkValidity()"))
			.isEqualTo(false);
		String message = validationMessage(field);
		assertThat(message).as("why %s is refused", field).isNotEmpty();
		return message;
	}

	private String validationMessage(String field) {
		return (String) this.browser.script("return document.querySelector(arguments[0]).validationMessage", field);
	}

	private Path sample(String name, String content) throws IOException {
		return Files.writeString(this.files.resolve(name), content);
	}

}
