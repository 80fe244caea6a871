package io.kcadvisor.scan.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.analysis.Progress;
import io.kcadvisor.scan.ScanStatus;
import io.kcadvisor.scan.web.ScanView.TopicView;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The chart's data on a scan's page is JSON whatever the topics are named, with the bytes
 * each topic saves as whole numbers.
 */
class ScanPageTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	@Test
	void theChartsDataIsJsonWhateverTheTopicsAreNamed() {
		ScanView scan = new ScanView("id", ScanStatus.SUCCEEDED, new Progress(2, 2), "local", null,
				List.of(saving(1, "quoted \"name\\\"", 1234.6, 5678.4), saving(2, "orders", null, 99.5)), null,
				Instant.now(), Instant.now());

		JsonNode chart = JSON.readTree((String) ScanPage.of(scan, JSON).getModel().get("chart"));

		assertThat(chart).hasSize(2);
		assertThat(chart.get(0).get("topic").asString()).isEqualTo("quoted \"name\\\"");
		assertThat(chart.get(0).get("perDay").asLong()).isEqualTo(1235);
		assertThat(chart.get(0).get("disk").asLong()).isEqualTo(5678);
		assertThat(chart.get(1).get("topic").asString()).isEqualTo("orders");
		assertThat(chart.get(1).get("perDay").isNull()).as("no rate known").isTrue();
		assertThat(chart.get(1).get("disk").asLong()).isEqualTo(100);
	}

	private static TopicView saving(int rank, String topic, Double perDay, double disk) {
		return new TopicView(rank, topic, ScanStatus.SUCCEEDED, "analysis-" + rank, 1000, null, null, null, 10.0, 0.5,
				perDay, disk, null, null, null, null);
	}

}
