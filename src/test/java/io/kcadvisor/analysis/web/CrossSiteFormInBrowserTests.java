package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;

import org.springframework.boot.test.context.SpringBootTest;

/**
 * A page of another site, in a real browser, that sends the advisor's form and its API an
 * analysis on its visitor's behalf: the form answers 403 and the API starts nothing,
 * while the advisor's own page still starts analyses.
 */
@EnabledIf(value = Browser.INSTALLED, disabledReason = Browser.MISSING)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "advisor.sweep.workers=1")
class CrossSiteFormInBrowserTests extends BrowserTests {

	private static final Duration PAGE = Duration.ofSeconds(10);

	private HttpServer otherSite;

	@BeforeEach
	void serveAnotherSite() throws IOException {
		this.otherSite = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
		this.otherSite.createContext("/", (exchange) -> {
			byte[] page = page(exchange.getRequestURI().getPath()).getBytes(StandardCharsets.UTF_8);
			exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
			exchange.sendResponseHeaders(200, page.length);
			try (OutputStream body = exchange.getResponseBody()) {
				body.write(page);
			}
		});
		this.otherSite.start();
	}

	@AfterEach
	void stopTheOtherSite() {
		this.otherSite.stop(0);
	}

	@Test
	void theFormSentFromAnotherSiteIsForbidden() {
		long before = started();
		this.browser.driver().get(otherSite("/form"));
		this.browser.await(PAGE, ExpectedConditions.urlToBe(this.browser.origin() + "/analyses"));
		assertThat(this.browser.find("body").getText()).contains("Another site sent this form");
		assertThat(started()).isEqualTo(before);
	}

	@Test
	void theApiCalledFromAnotherSiteStartsNothing() {
		long before = started();
		this.browser.driver().get(otherSite("/api"));
		this.browser.await(PAGE, ExpectedConditions.textToBe(By.id("done"), "sent"));
		assertThat(this.browser.requests()).contains(this.browser.origin() + "/api/v1/analyses");
		assertThat(started()).isEqualTo(before);
	}

	@Test
	void theAdvisorsOwnPageStillStartsAnalyses() {
		this.browser.open("/");
		this.browser.script("""
				const files = new DataTransfer();
				files.items.add(new File(['a\\nb\\n'], 'events.txt', { type: 'text/plain' }));
				document.getElementById('sample').files = files.files;""");
		this.browser.find("#analyse").click();
		this.browser.await(PAGE, ExpectedConditions.urlMatches("/analyses/[A-Za-z0-9_-]+$"));
	}

	private long started() {
		String metrics = new ApiClient(this.port).get("/actuator/prometheus").getBody();
		return metrics.lines()
			.filter((line) -> line.startsWith("advisor_analyses_started_total"))
			.mapToLong((line) -> (long) Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
			.sum();
	}

	private String otherSite(String path) {
		return "http://127.0.0.1:" + this.otherSite.getAddress().getPort() + path;
	}

	/** The other site's pages: one sends the advisor's form, one calls its API. */
	private String page(String path) {
		String advisor = "http://localhost:" + this.port;
		String sample = "const files = new DataTransfer();"
				+ "files.items.add(new File(['a\\nb\\n'], 'events.txt', { type: 'text/plain' }));";
		if (path.equals("/form")) {
			return "<!DOCTYPE html><form id='form' method='post' enctype='multipart/form-data' action='" + advisor
					+ "/analyses'><input type='file' name='sample' id='sample'><input name='preset' value='quick'>"
					+ "</form><script>" + sample + "document.getElementById('sample').files = files.files;"
					+ "document.getElementById('form').submit();</script>";
		}
		return "<!DOCTYPE html><p id='done'></p><script>" + sample
				+ "const form = new FormData(); form.append('sample', files.files[0]); form.append('preset', 'quick');"
				+ "fetch('" + advisor + "/api/v1/analyses', { method: 'POST', mode: 'no-cors', body: form })"
				+ ".finally(() => document.getElementById('done').textContent = 'sent');</script>";
	}

}
