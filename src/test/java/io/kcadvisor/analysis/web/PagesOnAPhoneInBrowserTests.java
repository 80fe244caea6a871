package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.WebElement;

import org.springframework.boot.test.context.SpringBootTest;

/**
 * The pages on a phone's screen, 390 by 844 pixels, in a real browser: everything a
 * laptop shows is there, without scrolling the page sideways.
 */
@EnabledIf(value = Browser.INSTALLED, disabledReason = Browser.MISSING)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sweep.workers=1", "advisor.sample.max-size=2MB" })
class PagesOnAPhoneInBrowserTests extends BrowserTests {

	@Test
	void theResultsPageShowsTheAdviceTheFiguresAndEveryColumn() throws Exception {
		String id = new ApiClient(this.port).analysed(200, "preset", "quick", "batchSizes", "16384,65536",
				"messagesPerSecond", "5000", "replicationFactor", "3");
		this.browser.open("/analyses/" + id);
		assertThat(this.browser.find("#results-scroll-hint").isDisplayed()).as("the table fits a laptop").isFalse();

		this.browser.resize(390, 844);
		this.browser.open("/analyses/" + id);
		assertThat(this.browser.sidewaysOverflow()).as("the results page fits a phone").isEmpty();

		List<WebElement> tabs = this.browser.findAll("#snippets [role=tab]");
		assertThat(tabs).hasSize(6).allSatisfy(this::isInView);
		this.browser.find("#snippet-kafka-configs-tab").click();
		WebElement command = this.browser.find("#snippet-kafka-configs pre");
		assertThat(command.getText()).contains("--add-config");
		assertThat(this.browser.script("return arguments[0].scrollWidth <= arguments[0].clientWidth", command))
			.as("the command wraps instead of hiding its end")
			.isEqualTo(true);

		List<WebElement> figures = this.browser.findAll("#workload td");
		assertThat(figures).hasSize(14).allSatisfy(this::isInView).allSatisfy((figure) -> {
			assertThat(figure.getText()).isNotBlank();
			assertThat(this.browser.script("return getComputedStyle(arguments[0], '::before').content", figure))
				.as("each figure says what it is")
				.isEqualTo("\"" + figure.getDomAttribute("data-label") + "\"");
		});

		assertThat(this.browser.find("#results-scroll-hint").isDisplayed()).isTrue();
		this.browser.script("document.querySelector('#all-results .table-scroll').scrollLeft = 10000");
		assertThat(this.browser.script("""
				const box = document.querySelector('#all-results .table-scroll').getBoundingClientRect();
				const codec = document.querySelector('#results tbody td').getBoundingClientRect();
				return Math.round(codec.left - box.left);""")).as("the codec column stays in view").isEqualTo(0L);

		assertThat(this.browser.script("""
				const chart = Chart.getChart(document.getElementById('tradeoff-chart'));
				return chart.scales.x.labelRotation;""")).as("speeds read level").isEqualTo(0L);
		assertThat(((Number) this.browser.script("""
				const y = Chart.getChart(document.getElementById('tradeoff-chart')).scales.y;
				return y.height / Math.max(1, y.ticks.length - 1);""")).doubleValue())
			.as("room between the sizes' labels")
			.isGreaterThanOrEqualTo(16);
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	@Test
	void theFormFitsAPhone() {
		this.browser.resize(390, 844);
		this.browser.open("/");
		this.browser.findAll("details.section summary").forEach(WebElement::click);
		assertThat(this.browser.sidewaysOverflow()).isEmpty();
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	@ParameterizedTest(name = "{0} pixels wide")
	@ValueSource(ints = { 320, 340, 360, 375, 390, 414 })
	void theScanFormWrapsTheClusterSettingOnlyAfterItsDots(int width) {
		this.browser.resize(width, 844);
		this.browser.open("/scans/new");
		WebElement setting = this.browser.find("#no-clusters code");
		assertThat(setting.getText()).isEqualTo("advisor.kafka.clusters.<name>.bootstrap-servers");
		assertThat(this.browser.script("""
				const walker = document.createTreeWalker(arguments[0], NodeFilter.SHOW_TEXT);
				let ends = '', top = null, last = null;
				for (let node = walker.nextNode(); node; node = walker.nextNode()) {
					for (let i = 0; i < node.length; i++) {
						const range = document.createRange();
						range.setStart(node, i);
						range.setEnd(node, i + 1);
						const box = range.getBoundingClientRect();
						if (top !== null && box.top > top + 1) {
							ends += last;
						}
						top = box.top;
						last = node.data[i];
					}
				}
				return ends;""", setting)).as("the last character of each line but the last")
			.asString()
			.matches("\\.*");
		assertThat(this.browser.script("""
				const range = document.createRange();
				range.setStart(arguments[0].firstChild, 0);
				range.setEnd(arguments[0].firstChild, 1);
				const block = arguments[0].closest('pre').getBoundingClientRect();
				return Math.round(range.getBoundingClientRect().left - block.left
					- parseFloat(getComputedStyle(arguments[0].closest('pre')).paddingLeft));""", setting))
			.as("the setting starts a line of its own")
			.isEqualTo(0L);
		assertThat(this.browser.sidewaysOverflow()).isEmpty();
	}

	private void isInView(WebElement element) {
		assertThat(element.isDisplayed()).as("%s shown", element.getText()).isTrue();
		assertThat(this.browser.script("""
				const box = arguments[0].getBoundingClientRect();
				return box.left >= 0 && box.right <= window.innerWidth && box.width > 0;""", element))
			.as("%s within the screen's width", element.getText())
			.isEqualTo(true);
	}

}
