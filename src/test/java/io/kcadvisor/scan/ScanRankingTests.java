package io.kcadvisor.scan;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.sample.CurrentStorage;
import io.kcadvisor.scan.TopicSaving.Recommended;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScanRankingTests {

	/**
	 * A topic that saves comes before every topic that loses, whether or not their
	 * message rates are known: a topic without a rate that saves 93% was ranked below
	 * three with a rate whose recommendations stored 7% to 655% more.
	 */
	@Test
	void topicsThatSaveComeFirstThenThoseThatLoseLeastFirstThenTheUnknown() {
		List<ScanTopic> topics = List.of(topic("loses.much", 1000.0, -6.55), topic("unknown", null, null),
				topic("saves.norate", null, 0.93), topic("loses.little", 1000.0, -0.07),
				topic("loses.norate", null, -1.59), topic("saves.rate", 1000.0, 0.40),
				topic("saves.more", 1000.0, 0.50));
		assertThat(ScanRanking.ranked(topics)).extracting(ScanTopic::topic)
			.containsExactly("saves.more", "saves.rate", "saves.norate", "loses.little", "loses.norate", "loses.much",
					"unknown");
	}

	private static ScanTopic topic(String name, Double rate, Double saving) {
		if (saving == null) {
			return new ScanTopic(name, ScanStatus.FAILED, null, 1000, null, null, null);
		}
		CurrentStorage current = CurrentStorage.of("producer", 100_000, 1000, false);
		double recommended = 100 * (1 - saving);
		Double perDay = (rate != null) ? (100 - recommended) * rate * 86_400 : null;
		double disk = (rate != null) ? perDay * 7 : saving * 100_000;
		return new ScanTopic(
				name, ScanStatus.SUCCEEDED, "id-" + name, 100_000, new TopicSaving(rate, current,
						new Recommended("zstd", 3, 16384), recommended, saving, perDay, disk, null, Map.of()),
				null, null);
	}

}
