package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordCaps;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ProducerDrainsTests {

	/**
	 * 1,000 keyed messages a second over 12 partitions at linger.ms 5: the more brokers
	 * lead them, the fewer partitions share a broker's sends and the more records each
	 * batch holds; brokers beyond the partitions lead none.
	 */
	@ParameterizedTest(name = "{0} broker(s): {1} records a batch")
	@CsvSource(nullValues = "-", textBlock = """
			-,  1.229
			1,  1.229
			3,  1.296
			12, 1.417
			50, 1.417
			""")
	void keyedBatchesHoldMoreOnMoreBrokers(Integer brokers, double perBatch) {
		Workload workload = Workload.builder()
			.messagesPerSecond(1000.0)
			.partitions(12)
			.lingerMs(5)
			.keyed(true)
			.brokers(brokers)
			.build();
		assertThat(workload.producerBatching(16384, 5, true).maxRecords().mean()).isCloseTo(perBatch,
				withinPercentage(4));
	}

	/**
	 * Partitions of unequal shares on 2 brokers, partition p led by broker p % 2: broker
	 * 0 leads 0.7 and 0.1 of the records, broker 1 0.1 and 0.1, so that partition 1 gets
	 * the first record of half its broker's sends, partition 2 of an eighth.
	 */
	@Test
	void eachPartitionGetsItsBrokersFirstRecordsAtItsShareOfThem() {
		Workload workload = Workload.builder()
			.messagesPerSecond(1000.0)
			.partitions(4)
			.lingerMs(5)
			.keyed(true)
			.partitionShares(List.of(0.7, 0.1, 0.1, 0.1))
			.brokers(2)
			.build();
		Batching.Producer batching = workload.producerBatching(16384, 5, true);
		assertThat(batching.partitionCaps().get(1).mean()).isCloseTo(perBatch(5, 0.1, 0.5), withinPercentage(4));
		assertThat(batching.partitionCaps().get(2).mean()).isCloseTo(perBatch(5, 0.1, 0.125), withinPercentage(4));
		assertThat(batching.partitionCaps().get(0).mean()).isCloseTo(perBatch(5, 0.7, 0.875), withinPercentage(4));
	}

	@Test
	void roundRobinGivesEachPartitionEveryPartitionsthRecordOfASend() {
		// sends of 11 records over 4 partitions: records 0, 4 and 8 of the first on
		// partition 0, 12, 16 and 20 of the second, 24, 28 and 32 of the third, 36 and 40
		assertThat(ProducerDrains.roundRobin(11, 4)).isEqualTo(RecordCaps.cycling(new int[] { 3, 3, 3, 2 }));
		// a send of 5 records over 12 partitions reaches a partition once at most
		assertThat(ProducerDrains.roundRobin(5, 12)).isEqualTo(RecordCaps.cycling(new int[] { 1, 1, 1, 1, 1 }));
		assertThat(ProducerDrains.roundRobin(1000, 4)).isEqualTo(RecordCaps.of(250));
	}

	/**
	 * Returns what a partition's batches hold on average: the first record of a send at
	 * its share of its broker's records, each of those after it at its share of all,
	 * given at least one.
	 */
	private static double perBatch(int afterFirst, double share, double openerShare) {
		double none = (1 - openerShare) * Math.pow(1 - share, afterFirst);
		return (openerShare + afterFirst * share) / (1 - none);
	}

}
