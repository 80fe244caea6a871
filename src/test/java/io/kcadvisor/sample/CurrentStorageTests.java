package io.kcadvisor.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CurrentStorageTests {

	/**
	 * A topic of 1,000 offsets in 300,000 bytes, of which 200 offsets read held 150
	 * records: 750 records are counted, 400 bytes each. Where the log cleaner does not
	 * compact the topic the 50 offsets without a record are transaction markers, 78 bytes
	 * each, 26 bytes a record, which a configuration storing 100 bytes a record keeps: it
	 * saves 1 - 126 / 400. Where it does, they may be records it removed, and nothing is
	 * counted for them.
	 */
	@ParameterizedTest(name = "compacted {0}")
	@CsvSource({ "false, 26, 0.685", "true, 0, 0.75" })
	void theOffsetsWithoutARecordAreMarkersThatStayUnlessTheTopicIsCompacted(boolean compacted, double markers,
			double saving) {
		CurrentStorage current = CurrentStorage.of("producer", 300_000, 1000, false)
			.withRecordsPerOffset(150, 200, compacted);
		assertThat(current.records()).isEqualTo(750);
		assertThat(current.storedBytesPerRecord()).isEqualTo(400);
		assertThat(current.approximate()).isTrue();
		assertThat(current.markerBytesPerRecord()).isCloseTo(markers, within(1e-9));
		assertThat(current.storedWith(100)).isCloseTo(100 + markers, within(1e-9));
		assertThat(current.saving(100)).isCloseTo(saving, within(1e-9));
	}

}
