package io.kcadvisor.analysis.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;

/**
 * The form's "From a topic" choice in a real browser, against a real broker: the topics
 * listed with their size and compression, an analysis of one, and its page saying what
 * the topic stores today against the recommendation. Leaves the two pages in
 * {@code target/screenshots} to look at.
 */
@EnabledIf(value = Browser.INSTALLED, disabledReason = Browser.MISSING)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "advisor.kafka.clusters.local.bootstrap-servers=${spring.embedded.kafka.brokers}",
				"advisor.kafka.request-timeout=5s" })
@EmbeddedKafka(count = 1)
class TopicFormInBrowserTests extends BrowserTests {

	private static final Duration PAGE = Duration.ofSeconds(20);

	private static final Path LOOK_AT = Path.of("target/screenshots");

	@BeforeAll
	static void produce(@Autowired EmbeddedKafkaBroker broker) throws Exception {
		String servers = broker.getBrokersAsString();
		try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, servers))) {
			admin.createTopics(List.of(new NewTopic("sensors", 1, (short) 1))).all().get();
		}
		Map<String, Object> config = Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, servers,
				ProducerConfig.COMPRESSION_TYPE_CONFIG, "gzip", ProducerConfig.LINGER_MS_CONFIG, 5,
				ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, false, ProducerConfig.ACKS_CONFIG, "1",
				ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class,
				ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		// ten records a millisecond, the rate they are produced at: batches fill as they
		// did when the topic was written
		long first = System.currentTimeMillis() - 3000 / 10;
		try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(config)) {
			for (int index = 0; index < 3000; index++) {
				String value = "{\"device\":\"sensor-" + (index % 40) + "\",\"sequence\":" + index + ",\"temperature\":"
						+ (20 + index % 7) + ",\"status\":\"OK\"}";
				producer.send(new ProducerRecord<>("sensors", null, first + index / 10, null,
						value.getBytes(StandardCharsets.UTF_8)));
			}
			producer.flush();
		}
	}

	@Test
	void aTopicChosenFromTheListIsAnalysedAndItsPageComparesWithToday() throws Exception {
		this.browser.open("/");
		assertThat(this.browser.find("#topic-source").isDisplayed()).isFalse();
		assertThat(this.browser.find("#format").isDisplayed()).isTrue();
		this.browser.find("#source-topic").click();
		assertThat(this.browser.find("#files-source").isDisplayed()).isFalse();
		assertThat(this.browser.find("#format").isEnabled()).as("a topic's records are messages already").isFalse();
		assertThat(this.browser.find("#format").isDisplayed()).isFalse();
		assertThat(this.browser.find("#analyse").getText()).isEqualTo("Analyse topic");
		this.browser.await(PAGE, ExpectedConditions
			.presenceOfElementLocated(org.openqa.selenium.By.cssSelector("#topic option[value=sensors]")));
		Select topic = new Select(this.browser.find("#topic"));
		assertThat(topic.getOptions().get(1).getText()).startsWith("sensors · ").contains(" · 3,000 records · ");
		topic.selectByValue("sensors");
		assertThat(this.browser.find("#topic-details").getText()).contains("for 3,000 records",
				"1 partition, replication factor 1");
		this.browser.find("#sampleRecords").sendKeys("2000");
		this.browser.find("input[name=preset][value=quick]").click();
		save("topic-form.png");
		this.browser.find("#analyse").click();

		this.browser.await(PAGE, ExpectedConditions.urlMatches("/analyses/[A-Za-z0-9_-]+$"));
		this.browser.await(Duration.ofSeconds(90),
				ExpectedConditions.presenceOfElementLocated(org.openqa.selenium.By.cssSelector("#results")));
		this.browser.open(this.browser.path());
		assertThat(this.browser.find("#current").getText()).matches("Today: [0-9.,]+ bytes/record \\(producer\\), "
				+ "recommended: [0-9.,]+ bytes/record, (saving|costing) [0-9.]+% = [0-9.,]+ [KMG]?i?B of disk at your "
				+ "retention \\(168 hours, 1 replica\\)\\.");
		save("topic-analysis.png");
		assertThat(this.browser.consoleErrors()).isEmpty();
	}

	private void save(String name) throws Exception {
		Files.createDirectories(LOOK_AT);
		Files.write(LOOK_AT.resolve(name), this.browser.driver().getScreenshotAs(OutputType.BYTES));
	}

}
