package io.kcadvisor.batch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A record set read from one of its records round the circle: the batches a stream makes
 * where the sample ends and starts again.
 */
class RecordSetTests {

	private static final List<KafkaRecord> RECORDS = TestRecords.records(500, 300, 11);

	private static final RecordSet RECORD_SET = TestRecords.recordSet(RECORDS);

	@Test
	void fromARecordTheRecordsGoOnRoundTheCircle() {
		RecordSet circle = RECORD_SET.from(120);
		List<KafkaRecord> expected = new ArrayList<>(RECORDS.subList(120, 500));
		expected.addAll(RECORDS.subList(0, 120));
		assertThat(circle.size()).isEqualTo(500);
		for (int index = 0; index < 500; index++) {
			assertThat(circle.get(index)).as("record %d", index).isEqualTo(expected.get(index));
			assertThat(circle.timestamp(index)).isEqualTo(expected.get(index).timestamp());
		}
		assertThat(circle.from(400).get(0)).isEqualTo(RECORDS.get(20));
	}

	@Test
	void aBatchAcrossTheEndIsTheBatchOfTheRecordsInThatOrder() {
		RecordSet circle = RECORD_SET.from(450);
		List<KafkaRecord> across = new ArrayList<>(RECORDS.subList(450, 500));
		across.addAll(RECORDS.subList(0, 30));
		RecordSet expected = TestRecords.recordSet(across);
		assertThat(circle.sectionSize(0, 80)).isEqualTo(expected.sectionSize(0, 80));
		ByteBuffer written = ByteBuffer.allocate(circle.sectionSize(0, 80));
		circle.writeSection(0, 80, written);
		ByteBuffer expectedSection = ByteBuffer.allocate(expected.sectionSize(0, 80));
		expected.writeSection(0, 80, expectedSection);
		assertThat(written.flip()).isEqualTo(expectedSection.flip());
	}

}
