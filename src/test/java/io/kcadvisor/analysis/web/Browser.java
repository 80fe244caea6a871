package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedCondition;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.util.FileSystemUtils;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Debian's chromium, headless, driven by Debian's chromedriver: a fresh profile, no
 * background networking, and logs of its console and of every request it makes. Nothing
 * is downloaded: both programs are given by path, so Selenium Manager is never asked.
 * <p>
 * Tests that use it are annotated {@code @EnabledIf(Browser.INSTALLED)}: without chromium
 * they are skipped, unless the environment variable {@value #REQUIRED} is
 * {@code required}, as in CI, where they fail instead.
 */
public final class Browser implements AutoCloseable {

	public static final String REQUIRED = "KCADVISOR_BROWSER_TESTS";

	/** The condition of the tests that drive the browser. */
	public static final String INSTALLED = "io.kcadvisor.analysis.web.Browser#installed";

	/** Why they are skipped when it is false. */
	public static final String MISSING = "Browser tests skipped: /usr/bin/chromium or /usr/bin/chromedriver is missing; "
			+ "apt-get install chromium chromium-driver to run them";

	private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

	private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final ChromeDriver driver;

	private final Path profile;

	private final String origin;

	private final List<String> requests = new ArrayList<>();

	private final List<String> consoleErrors = new ArrayList<>();

	private Browser(ChromeDriver driver, Path profile, String origin) {
		this.driver = driver;
		this.profile = profile;
		this.origin = origin;
	}

	/**
	 * Returns whether the browser tests can run, for {@code @EnabledIf}; fails when they
	 * cannot but are required.
	 * @return {@code true} when chromium and its driver are installed
	 */
	public static boolean installed() {
		boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
		if (!installed && "required".equals(System.getenv(REQUIRED))) {
			fail(CHROMIUM + " and " + CHROMEDRIVER + " are required (" + REQUIRED + "=required): "
					+ "apt-get install chromium chromium-driver");
		}
		return installed;
	}

	/**
	 * Starts the browser.
	 * @param port the port of the service under test, on localhost
	 * @return the browser, with a laptop-sized window
	 */
	public static Browser start(int port) throws IOException {
		Path profile = Files.createTempDirectory("chromium-profile");
		ChromeOptions options = new ChromeOptions();
		options.setBinary(CHROMIUM.toFile());
		options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
				"--disable-background-networking", "--disable-component-update", "--disable-sync",
				"--disable-default-apps", "--hide-scrollbars", "--user-data-dir=" + profile, "--window-size=1280,900");
		options.setCapability("goog:loggingPrefs", Map.of(LogType.BROWSER, "ALL", LogType.PERFORMANCE, "ALL"));
		ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
			.usingAnyFreePort()
			.build();
		String origin = "http://localhost:" + port;
		ChromeDriver driver = new ChromeDriver(service, options);
		driver.executeCdpCommand("Browser.grantPermissions",
				Map.of("origin", origin, "permissions", List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
		return new Browser(driver, profile, origin);
	}

	public ChromeDriver driver() {
		return this.driver;
	}

	public void open(String path) {
		this.driver.get(this.origin + path);
	}

	/**
	 * Keeps the pages' own scripts from loading from now on, as a browser without
	 * JavaScript would; the tests' scripts still run.
	 */
	public void blockPageScripts() {
		this.driver.executeCdpCommand("Network.enable", Map.of());
		this.driver.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of("*/js/*", "*/webjars/*")));
	}

	public String path() {
		return this.driver.getCurrentUrl().substring(this.origin.length());
	}

	public WebElement find(String css) {
		return this.driver.findElement(By.cssSelector(css));
	}

	public List<WebElement> findAll(String css) {
		return this.driver.findElements(By.cssSelector(css));
	}

	public Object script(String script, Object... arguments) {
		return this.driver.executeScript(script, arguments);
	}

	public <T> T await(Duration timeout, ExpectedCondition<T> condition) {
		return new WebDriverWait(this.driver, timeout, Duration.ofMillis(50)).until(condition);
	}

	public void resize(int width, int height) {
		this.driver.manage().window().setSize(new Dimension(width, height));
	}

	/**
	 * Returns the elements that stick out of the window on the right, so that the page
	 * scrolls sideways: the innermost ones, described by tag, id, class and width. Charts
	 * follow a new window size a frame or two later, so the page has a moment to reflow.
	 * @return the descriptions, empty when the page fits
	 */
	@SuppressWarnings("unchecked")
	List<String> sidewaysOverflow() {
		try {
			new WebDriverWait(this.driver, Duration.ofSeconds(3)).until(
					(driver) -> (Boolean) script("return document.documentElement.scrollWidth <= window.innerWidth"));
		}
		catch (TimeoutException ex) {
			// described below
		}
		return (List<String>) script("""
				if (document.documentElement.scrollWidth <= window.innerWidth) {
					return [];
				}
				const wide = [...document.body.querySelectorAll('*')]
					.filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1);
				return wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)))
					.map((element) => element.tagName.toLowerCase() + (element.id ? '#' + element.id : '')
						+ (element.className ? '.' + String(element.className).split(' ').join('.') : '')
						+ ' ' + Math.round(element.getBoundingClientRect().width) + 'px: '
						+ (element.textContent || '').trim().slice(0, 60));""");
	}

	/**
	 * Returns every URL the browser requested since it started.
	 * @return the URLs
	 */
	List<String> requests() {
		for (LogEntry entry : this.driver.manage().logs().get(LogType.PERFORMANCE)) {
			JsonNode message = JSON.readTree(entry.getMessage()).path("message");
			if (message.path("method").asString().equals("Network.requestWillBeSent")) {
				this.requests.add(message.path("params").path("request").path("url").asString());
			}
		}
		return List.copyOf(this.requests);
	}

	/**
	 * Returns what the pages logged as errors since the browser started.
	 * @return the console's errors
	 */
	public List<String> consoleErrors() {
		for (LogEntry entry : this.driver.manage().logs().get(LogType.BROWSER)) {
			if (entry.getLevel().intValue() >= Level.SEVERE.intValue()) {
				this.consoleErrors.add(entry.getMessage());
			}
		}
		return List.copyOf(this.consoleErrors);
	}

	String origin() {
		return this.origin;
	}

	@Override
	public void close() throws IOException {
		try {
			this.driver.quit();
		}
		finally {
			FileSystemUtils.deleteRecursively(this.profile);
		}
	}

}
