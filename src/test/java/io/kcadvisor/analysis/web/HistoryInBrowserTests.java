package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import org.springframework.boot.test.context.SpringBootTest;

/**
 * The analyses a browser opened, listed on the upload page from the browser's own
 * storage, and two of them compared side by side.
 */
@EnabledIf(value = Browser.INSTALLED, disabledReason = Browser.MISSING)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.sweep.workers=1", "advisor.sample.max-size=2MB" })
class HistoryInBrowserTests extends BrowserTests {

	private static final Duration PAGE = Duration.ofSeconds(10);

	private ApiClient api;

	@BeforeEach
	void client() {
		this.api = new ApiClient(this.port);
	}

	@Test
	void theAnalysesThisBrowserOpenedAreListedAndTwoCompareSideBySide() throws Exception {
		String first = this.api.analysed(3000, "preset", "quick", "codecs", "lz4,zstd");
		String second = this.api.analysed(6000, "preset", "quick", "objective", "smallest");
		this.browser.open("/");
		assertThat(this.browser.find("#history").isDisplayed()).as("nothing opened yet").isFalse();
		this.browser.open("/analyses/" + first);
		this.browser.find("#recommendation");
		this.browser.open("/analyses/" + second);
		this.browser.find("#recommendation");

		this.browser.open("/");
		this.browser.await(PAGE, (driver) -> this.browser.findAll("#history-list li").size() == 2);
		List<String> links = this.browser.findAll("#history-list li a")
			.stream()
			.map((link) -> link.getDomAttribute("href"))
			.toList();
		assertThat(links).containsExactlyInAnyOrder("/analyses/" + first, "/analyses/" + second);
		assertThat(this.browser.find("#history-list").getText()).contains("3,000 messages", "6,000 messages")
			.contains("lz4, zstd for balanced · recommends ", "all codecs for smallest · recommends ")
			.containsPattern("\\d\\d:\\d\\d:\\d\\d UTC · succeeded");
		WebElement compare = this.browser.find("#compare-chosen");
		assertThat(compare.isEnabled()).isFalse();
		this.browser.findAll("#history-list input[type=checkbox]").forEach(WebElement::click);
		assertThat(compare.isEnabled()).isTrue();
		compare.click();

		this.browser.await(PAGE, ExpectedConditions.urlContains("/compare?ids="));
		assertThat(this.browser.find("#first").getText()).containsAnyOf("3,000 messages", "6,000 messages");
		assertThat(this.browser.findAll("table#compared tbody tr")).hasSize(7);

		this.browser.open("/");
		this.browser.await(PAGE, (driver) -> this.browser.findAll("#history-list li").size() == 2);
		this.browser.find("#history-list li button").click();
		assertThat(this.browser.findAll("#history-list li")).hasSize(1);
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	@Test
	void anAnalysisLeftWhileItRanIsShownAsItIsNow() throws Exception {
		String id = this.api.analysed(3000, "preset", "quick");
		this.browser.open("/");
		this.browser.script("""
				localStorage.setItem('kcadvisor.analyses', JSON.stringify([{ id: arguments[0],
					createdAt: '2026-11-28 03:54:07 UTC', summary: '300 messages', status: 'RUNNING' }]))""", id);
		this.browser.open("/");
		this.browser.await(PAGE, (driver) -> this.browser.find("#history-list").getText().contains("succeeded"));
		assertThat(this.browser.find("#history-list").getText()).contains("recommends ").doesNotContain("running");
		this.browser.open("/");
		assertThat(this.browser.find("#history-list").getText()).as("kept in the browser").contains("succeeded");
		assertThat(this.browser.consoleErrors()).isEmpty();

		this.browser.script("""
				localStorage.setItem('kcadvisor.analyses', JSON.stringify([{ id: 'expired-long-ago',
					createdAt: '2026-10-01 09:00:00 UTC', summary: '10 messages', status: 'QUEUED' }]))""");
		this.browser.open("/");
		this.browser.await(PAGE, (driver) -> this.browser.find("#history-list").getText().contains("not found"));
	}

	@Test
	void aReRankedViewLeavesTheEntryDescribingTheAnalysisItsLinkOpens() throws Exception {
		String id = this.api.analysed(3000, "preset", "quick");
		String reranked = "/analyses/" + id + "?objective=fastest&kafkaVersion=2.0";
		this.browser.open("/analyses/" + id);
		String asSubmitted = this.browser.find("#main").getDomAttribute("data-analysis-top");
		this.browser.open(reranked);
		String asReranked = this.browser.find("#main").getDomAttribute("data-analysis-top");
		assertThat(asReranked).as("the re-ranked view recommends something else").isNotEqualTo(asSubmitted);

		this.browser.open("/");
		this.browser.await(PAGE, (driver) -> this.browser.findAll("#history-list li").size() == 1);
		assertThat(this.browser.find("#history-list a").getDomAttribute("href")).isEqualTo("/analyses/" + id);
		assertThat(this.browser.find("#history-list").getText())
			.contains("all codecs for balanced · recommends " + asSubmitted)
			.doesNotContain(asReranked);

		this.browser.script("localStorage.clear()");
		this.browser.open(reranked);
		this.browser.find("#recommendation");
		this.browser.open("/");
		this.browser.await(PAGE, (driver) -> this.browser.findAll("#history-list li").size() == 1);
		assertThat(this.browser.find("#history-list a").getDomAttribute("href")).as("opened only re-ranked")
			.isEqualTo(reranked);
		assertThat(this.browser.find("#history-list").getText())
			.contains("all codecs for fastest, Kafka 2.0 · recommends " + asReranked);
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	@Test
	void onAPhoneEachCheckboxSitsBesideTheAnalysisItChooses() throws Exception {
		String id = this.api.analysed(300, "preset", "quick");
		this.browser.resize(390, 844);
		this.browser.open("/analyses/" + id);
		this.browser.find("#recommendation");
		this.browser.open("/");
		WebElement box = this.browser.find("#history-list input[type=checkbox]");
		WebElement link = this.browser.find("#history-list a");
		assertThat(this.browser.script("""
				const box = arguments[0].getBoundingClientRect();
				const link = arguments[1].getBoundingClientRect();
				return box.right <= link.left && box.bottom > link.top && box.top < link.bottom;""", box, link))
			.as("the checkbox on the first line of its analysis")
			.isEqualTo(true);
		assertThat(this.browser.sidewaysOverflow()).isEmpty();
	}

}
