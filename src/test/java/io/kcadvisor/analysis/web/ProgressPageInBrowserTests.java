package io.kcadvisor.analysis.web;

import static io.kcadvisor.analysis.web.ApiClient.form;
import static io.kcadvisor.analysis.web.ApiClient.json;
import static io.kcadvisor.analysis.web.ApiClient.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.openqa.selenium.support.ui.ExpectedConditions;

import org.springframework.boot.test.context.SpringBootTest;

/**
 * The page of an analysis that waits for a worker, in a real browser: its tab and heading
 * say it is queued, and say it runs once a worker takes it, without a reload. One worker,
 * held by an analysis far too long to end during the test, keeps the second one queued
 * until the test cancels the first; no first answer, so that nothing reloads the page
 * while the second one runs.
 */
@EnabledIf(value = Browser.INSTALLED, disabledReason = Browser.MISSING)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sweep.workers=1", "advisor.sweep.first-answer-size=0",
				"advisor.sweep.min-measure-time=100ms", "advisor.sweep.max-measure-time=200ms" })
class ProgressPageInBrowserTests extends BrowserTests {

	private static final Duration START = Duration.ofSeconds(30);

	private final List<String> submitted = new ArrayList<>();

	private ApiClient api;

	@BeforeEach
	void client() {
		this.api = new ApiClient(this.port);
	}

	@AfterEach
	void cancelEverything() {
		this.submitted.forEach((id) -> this.api.delete("/api/v1/analyses/" + id));
	}

	@Test
	void theTabSaysQueuedWhileTheAnalysisWaitsAndRunningOnceAWorkerTakesIt() {
		String ahead = submit();
		String waiting = submit();
		assertThat(status(waiting)).isEqualTo("QUEUED");
		this.browser.open("/analyses/" + waiting);
		assertThat(this.browser.driver().getTitle()).startsWith("Queued: Analysis of 20,000 messages");
		assertThat(this.browser.find("#progress-title").getText()).isEqualTo("Waiting for a free worker");
		this.browser.script("window.loadedWhileQueued = true");

		this.api.delete("/api/v1/analyses/" + ahead);

		this.browser.await(START, (driver) -> driver.getTitle().startsWith("Running: "));
		assertThat(this.browser.driver().getTitle())
			.isEqualTo("Running: Analysis of 20,000 messages" + " — Kafka Compression Advisor");
		assertThat(this.browser.script("return window.loadedWhileQueued")).as("the page was not reloaded")
			.isEqualTo(true);
		assertThat(this.browser.find("#progress-title").getText()).isEqualTo("Measuring");
		assertThat(status(waiting)).isEqualTo("RUNNING");
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	private String submit() {
		String id = json(
				this.api.post(form("events.jsonl", utf8(ApiClient.sensorReadings(20000)), "preset", "exhaustive")))
			.path("id")
			.asString();
		this.submitted.add(id);
		return id;
	}

	private String status(String id) {
		return json(this.api.get("/api/v1/analyses/" + id)).path("status").asString();
	}

}
