package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordCaps;
import io.kcadvisor.kafka.KafkaVersion;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WorkloadTests {

	@ParameterizedTest(name = "keyed={0} on Kafka {1}: {2} msg/s from {3} producer(s) over {4} partitions, "
			+ "linger.ms {5}: {6} records a send, {7} a batch")
	@CsvSource(nullValues = "-", textBlock = """
			# keyed messages: a partition's records among those one producer sends at once
			true,  4.2, 2000,  1, 6,   5,  11,  2.118
			true,  2.3, 2000,  1, 6,   5,  11,  2.118
			true,  4.2, 12000, 1, 12,  10, 121, 10.08
			true,  4.2, 12000, 4, 12,  10, 31,  2.770
			true,  4.2, 2000,  1, -,   5,  11,  11
			# no keys from 2.4: one partition at a time takes a producer's whole rate
			false, 4.2, 2000,  1, 6,   5,  11,  11
			false, 2.4, 2000,  1, 6,   5,  11,  11
			false, 3.3, 12000, 4, 12,  10, 31,  31
			false, 4.2, 12000, 4, 500, 10, 31,  31
			false, 4.2, 100,   3, 6,   30, 2,   2
			# no keys before 2.4: round-robin, each partition in turn
			false, 2.3, 2000,  1, 6,   5,  11,  1.833
			false, 2.3, 12000, 4, 12,  10, 31,  2.583
			false, 0.11, 100,  1, 1,   30, 4,   4
			# not known: no keys
			-,     4.2, 2000,  1, 6,   5,  11,  11
			-,     2.3, 2000,  1, 6,   5,  11,  1.833
			# linger.ms not given: the version's default, 5 from 4.0, 0 before
			false, 4.0, 2000,  1, 6,   -,  11,  11
			true,  4.0, 1200,  1, 6,   -,  7,   1.618
			false, 3.9, 2000,  1, 6,   -,  1,   1
			# producers not given: one
			false, 4.2, 2000,  -, 6,   5,  11,  11
			""")
	void capsBatchesAtWhatOneProducerSendsToOnePartitionAtOnce(Boolean keyed, String version, double rate,
			Integer producers, Integer partitions, Integer lingerMs, int window, double perBatch) {
		KafkaVersion kafka = KafkaVersion.parse(version);
		Workload workload = Workload.builder()
			.messagesPerSecond(rate)
			.partitions(partitions)
			.lingerMs(lingerMs)
			.keyed(keyed)
			.producers(producers)
			.build();
		assertThat(workload.windowRecords(kafka.defaultLingerMs())).isEqualTo(window);
		assertThat(workload.producerBatching(16384, kafka.defaultLingerMs(), kafka.stickyPartitioner())
			.maxRecords()
			.mean()).isCloseTo(perBatch, withinPercentage(5));
	}

	@ParameterizedTest(name = "keyed={0} on Kafka {1}: {2} msg/s over {3} partitions, linger.ms {4}, "
			+ "requests answered in {5} ms: {6} records a send, sent by {7}")
	@CsvSource(nullValues = "-", textBlock = """
			# linger.ms 0: a send holds what arrives while five requests are in flight
			false, 3.7, 1000000, 12, -, -,  400,  IN_FLIGHT
			true,  3.7, 1000000, 12, -, -,  400,  IN_FLIGHT
			false, 3.7, 1000000, 12, 0, 10, 2000, IN_FLIGHT
			# too slow a rate for requests to queue: one record per send
			false, 3.7, 2000,    12, -, -,  1,    LINGER
			# linger.ms gathers more than a request's turn
			false, 4.2, 1000000, 12, -, -,  5001, LINGER
			true,  4.2, 10000,   12, 5, 2,  51,   LINGER
			# a distant broker holds batches back longer than linger.ms
			false, 4.2, 10000,   1,  5, 50, 100,  IN_FLIGHT
			""")
	void capsBatchesAtWhatArrivesBeforeARequestCanCarryThem(Boolean keyed, String version, double rate,
			Integer partitions, Integer lingerMs, Double requestLatencyMs, int window, BatchLimit sentBy) {
		KafkaVersion kafka = KafkaVersion.parse(version);
		Workload workload = Workload.builder()
			.messagesPerSecond(rate)
			.partitions(partitions)
			.lingerMs(lingerMs)
			.keyed(keyed)
			.requestLatencyMs(requestLatencyMs)
			.build();
		assertThat(workload.windowRecords(kafka.defaultLingerMs())).isEqualTo(window);
		Batching.Producer batching = workload.producerBatching(16384, kafka.defaultLingerMs(),
				kafka.stickyPartitioner());
		assertThat(batching.sentBy()).isEqualTo(sentBy);
		if (keyed) {
			assertThat(batching.maxRecords().mean()).isCloseTo((double) window / partitions, withinPercentage(5));
		}
		else {
			assertThat(batching).isEqualTo(new Batching.Producer(16384, window, sentBy));
		}
	}

	/**
	 * 2000 keyed messages a second over 4 partitions, three quarters of them on one,
	 * linger.ms 100: a send takes the 201 records that arrive within the linger, and each
	 * partition's batch holds its share of them; a record without a key, what a partition
	 * gets at the share a record's partition gets on average, Σ share².
	 */
	@Test
	void keyedBatchesOfUnevenPartitionsHoldTheirOwnPartitionsShareOfASend() {
		Workload workload = Workload.builder()
			.messagesPerSecond(2000.0)
			.partitions(4)
			.lingerMs(100)
			.keyed(true)
			.partitionShares(List.of(0.0625, 0.0625, 0.125, 0.75))
			.build();
		Batching.Producer batching = workload.producerBatching(16384, 5, true);
		assertThat(batching.partitionCaps()).extracting(RecordCaps::mean)
			.satisfiesExactly((mean) -> assertThat(mean).isCloseTo(201 * 0.0625, withinPercentage(5)),
					(mean) -> assertThat(mean).isCloseTo(201 * 0.0625, withinPercentage(5)),
					(mean) -> assertThat(mean).isCloseTo(201 * 0.125, withinPercentage(5)),
					(mean) -> assertThat(mean).isEqualTo(151));
		double squares = 2 * 0.0625 * 0.0625 + 0.125 * 0.125 + 0.75 * 0.75;
		assertThat(workload.spreadOver(true)).isCloseTo(1 / squares, within(1e-12));
		assertThat(workload.recordsPerSecondPerBatch(true)).isCloseTo(2000 * squares, within(1e-9));
		assertThat(batching.maxRecords()).isEqualTo(RecordCaps.of((int) Math.round(201 * squares)));
	}

	@Test
	void evenSharesCapEachPartitionAsAnEvenSpreadDoes() {
		Workload even = Workload.builder()
			.messagesPerSecond(12000.0)
			.partitions(12)
			.lingerMs(10)
			.keyed(true)
			.producers(4)
			.build();
		Workload shared = even.toBuilder().partitionShares(Collections.nCopies(12, 1 / 12.0)).build();
		assertThat(shared.producerBatching(16384, 5, true).partitionCaps())
			.containsOnly(even.producerBatching(16384, 5, true).maxRecords());
		assertThat(even.producerBatching(16384, 5, true).partitionCaps()).isNull();
	}

	@Test
	void messagesWithoutKeysIgnoreThePartitionsShares() {
		Workload withoutKeys = Workload.builder()
			.messagesPerSecond(2000.0)
			.partitions(4)
			.lingerMs(100)
			.keyed(false)
			.build();
		Workload shared = withoutKeys.toBuilder().partitionShares(List.of(0.0625, 0.0625, 0.125, 0.75)).build();
		for (boolean sticky : new boolean[] { true, false }) {
			assertThat(shared.producerBatching(16384, 5, sticky))
				.isEqualTo(withoutKeys.producerBatching(16384, 5, sticky));
			assertThat(shared.spreadOver(sticky)).isEqualTo(withoutKeys.spreadOver(sticky));
		}
	}

	@Test
	void theBuilderSetsEachFieldAndLeavesTheRestToTheRecordsDefaults() {
		Workload built = Workload.builder()
			.messagesPerSecond(10.0)
			.partitions(2)
			.lingerMs(5)
			.keyed(true)
			.producers(3)
			.replicationFactor(4)
			.retentionHours(24)
			.consumerGroups(6)
			.requestLatencyMs(0.5)
			.averageMessagesPerSecond(7.0)
			.partitionShares(List.of(0.25, 0.75))
			.brokers(8)
			.build();
		assertThat(built).isEqualTo(new Workload(10.0, 2, 5, true, 3, 4, 24, 6, 0.5, 7.0, List.of(0.25, 0.75), 8));
		assertThat(Workload.builder().build()).isEqualTo(Workload.NONE);
	}

	@Test
	void aRequestIsAnsweredInTwoMillisecondsUnlessTold() {
		assertThat(Workload.NONE.requestLatencyMs()).isEqualTo(2.0);
		assertThat(Workload.builder().messagesPerSecond(10.0).requestLatencyMs(0.5).build().requestLatencyMs())
			.isEqualTo(0.5);
	}

	@Test
	void withoutAMessageRateNothingCapsBatches() {
		assertThat(Workload.NONE.windowRecords(5)).isEqualTo(Integer.MAX_VALUE);
		assertThat(Workload.NONE.windowRecords(0)).isEqualTo(Integer.MAX_VALUE);
		assertThat(Workload.NONE.producerBatching(16384, 0, true))
			.isEqualTo(new Batching.Producer(16384, Integer.MAX_VALUE, BatchLimit.LINGER));
	}

	@Test
	void oneProducerSendsEverythingUnlessTold() {
		assertThat(Workload.NONE.producers()).isEqualTo(1);
		assertThat(Workload.builder().messagesPerSecond(10.0).producers(3).build().producers()).isEqualTo(3);
	}

	@Test
	void keysAreDecidedByTheSampleOnlyWhenNotGiven() {
		assertThat(Workload.NONE.keyed()).isNull();
		assertThat(Workload.NONE.hasKeys()).isFalse();
		assertThat(Workload.NONE.keyedByDefault(true).keyed()).isTrue();
		assertThat(Workload.NONE.keyedByDefault(false).keyed()).isFalse();
		Workload withoutKeys = Workload.builder()
			.messagesPerSecond(10.0)
			.partitions(2)
			.lingerMs(5)
			.keyed(false)
			.producers(2)
			.replicationFactor(3)
			.retentionHours(24)
			.consumerGroups(1)
			.build();
		assertThat(withoutKeys.keyedByDefault(true)).isEqualTo(withoutKeys);
		Workload keyed = Workload.builder()
			.messagesPerSecond(10.0)
			.partitions(2)
			.lingerMs(5)
			.keyed(true)
			.producers(2)
			.replicationFactor(3)
			.retentionHours(24)
			.consumerGroups(1)
			.build();
		assertThat(keyed.keyedByDefault(false)).isEqualTo(keyed);
	}

	@Test
	void bytesPerDayAreAtTheAverageRateWhereGivenAndAtTheRateOtherwise() {
		assertThat(Workload.builder().messagesPerSecond(100.0).build().dailyMessagesPerSecond()).isEqualTo(100.0);
		Workload bursty = Workload.builder().messagesPerSecond(100.0).averageMessagesPerSecond(5.0).build();
		assertThat(bursty.dailyMessagesPerSecond()).isEqualTo(5.0);
		assertThat(bursty.windowRecords(1000)).isEqualTo(101);
		assertThat(Workload.NONE.dailyMessagesPerSecond()).isNull();
		assertThat(bursty.keyedByDefault(true).averageMessagesPerSecond()).isEqualTo(5.0);
	}

}
