package io.kcadvisor.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.analysis.web.Browser;
import io.kcadvisor.analysis.web.BrowserTests;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;

import org.springframework.boot.test.context.SpringBootTest;

/**
 * The Swagger UI in a real browser, on whatever port the service listens: an operation
 * tried out there is sent to the service that served the page.
 */
@EnabledIf(value = Browser.INSTALLED, disabledReason = Browser.MISSING)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SwaggerUiInBrowserTests extends BrowserTests {

	private static final Duration PAGE = Duration.ofSeconds(20);

	@Test
	void anOperationTriedOutIsAnsweredByTheServiceThatServedThePage() {
		this.browser.open("/swagger-ui.html");
		this.browser
			.await(PAGE,
					ExpectedConditions
						.elementToBeClickable(By.cssSelector("#operations-codecs-listCodecs .opblock-summary")))
			.click();
		this.browser.await(PAGE, ExpectedConditions.elementToBeClickable(By.cssSelector(".try-out__btn"))).click();
		this.browser.await(PAGE, ExpectedConditions.elementToBeClickable(By.cssSelector(".btn.execute"))).click();
		String status = this.browser
			.await(PAGE,
					ExpectedConditions
						.visibilityOfElementLocated(By.cssSelector(".live-responses-table tbody .response-col_status")))
			.getText();
		assertThat(status).startsWith("200");
		assertThat(this.browser.find(".live-responses-table tbody .response-col_description").getText())
			.contains("zstd");
		assertThat(this.browser.find(".request-url pre").getText())
			.isEqualTo("http://localhost:" + this.port + "/api/v1/codecs");
	}

}
