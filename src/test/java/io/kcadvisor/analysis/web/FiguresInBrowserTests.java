package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import org.springframework.boot.test.context.SpringBootTest;

/**
 * The figures the pages' scripts write read as the server writes them: a size or a speed
 * drawn by a chart or a live list is the one the page's own text gives.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@EnabledIf(value = Browser.INSTALLED, disabledReason = Browser.MISSING)
class FiguresInBrowserTests extends BrowserTests {

	private static final List<Double> BYTES = List.of(0.0, 939.0, 1023.0, 1023.6, 1536.0, 1177.6, 11_827.2, 200_000.0,
			1_047_552.0, 1_048_575.0, 2_380_000.0, 9_766_000_000.0);

	private static final List<Double> SPEEDS = List.of(0.0, 0.04, 0.123, 1.15, 1.25, 4.54, 9.96, 12.4, 2500.0);

	private final PageFormat format = new PageFormat();

	@Test
	void sizesAndSpeedsReadAsThePagesTextWritesThem() {
		this.browser.open("/");
		assertThat(this.browser
			.script("return import('/js/format.js').then((format) => arguments[0].map(format.bytes))", BYTES))
			.isEqualTo(BYTES.stream().map(this.format::bytes).toList());
		assertThat(this.browser
			.script("return import('/js/format.js').then((format) => arguments[0].map(format.speed))", SPEEDS))
			.isEqualTo(SPEEDS.stream().map(this.format::speed).toList());
	}

}
