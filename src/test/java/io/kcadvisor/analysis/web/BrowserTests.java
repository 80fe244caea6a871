package io.kcadvisor.analysis.web;

import java.io.IOException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * What the tests that drive a browser share: a fresh {@link Browser} for each test,
 * pointed at the service on its random port, and closed after it. Subclasses are
 * {@code @SpringBootTest(webEnvironment = RANDOM_PORT)} and
 * {@code @EnabledIf(Browser.INSTALLED)}.
 */
public abstract class BrowserTests {

	@LocalServerPort
	protected int port;

	protected Browser browser;

	@BeforeEach
	protected void startBrowser() throws IOException {
		this.browser = Browser.start(this.port);
	}

	@AfterEach
	protected void closeBrowser() throws IOException {
		this.browser.close();
	}

}
