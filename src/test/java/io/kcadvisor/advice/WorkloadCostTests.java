package io.kcadvisor.advice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.cost.CodecFactors;
import io.kcadvisor.cost.Coefficients;
import io.kcadvisor.cost.CostCoefficients;
import io.kcadvisor.cost.CostModel;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WorkloadCostTests {

	// 10,000 records of 1,000 raw bytes in 100 batches: 10,000,000 bytes of records
	// sections plus 100 headers of 61 bytes; compressed to 250 bytes per message
	private static final Result ZSTD = new Result(CompressionConfig.of(Codec.ZSTD, 3), 16384, 100, 100, 10_006_100,
			2_500_000, 10_006_100 / 2_500_000.0, 250, 1000, BatchLimit.SIZE, false);

	// the same records uncompressed, 16 to a batch: 625 headers
	private static final Result NONE = new Result(CompressionConfig.of(Codec.NONE, null), 16384, 16, 625, 10_038_125,
			10_038_125, 1, 3000, 6000, BatchLimit.SIZE, false);

	private static final Workload WORKLOAD = Workload.builder()
		.messagesPerSecond(10_000.0)
		.partitions(12)
		.lingerMs(10)
		.replicationFactor(3)
		.retentionHours(24)
		.consumerGroups(3)
		.build();

	private static final AdviceRequest REQUEST = request(WORKLOAD);

	// round numbers, so that each figure can be checked by hand: the producer spends
	// 1,000 ns a record and twice zstd's measured CPU; the leader 4 ns a byte and
	// zstd's measured CPU; each follower 100,000 ns a batch; serving each group 2 ns a
	// byte; each consumer group 1 ns a raw byte and zstd's measured CPU
	private static final CostModel MODEL = new CostModel(new CostCoefficients(
			new Coefficients(1000, 0, 0, 0, CodecFactors.all(2)), new Coefficients(0, 0, 4, 0, CodecFactors.all(1)),
			Coefficients.ZERO, new Coefficients(0, 100_000, 0, 0, CodecFactors.ZERO),
			new Coefficients(0, 0, 2, 0, CodecFactors.ZERO), new Coefficients(0, 0, 0, 1, CodecFactors.all(1))));

	private static AdviceRequest request(Workload workload) {
		return new AdviceRequest(null, null, workload);
	}

	private static WorkloadCost cost(Result result, Result baseline, Workload workload) {
		return WorkloadCost.of(result, baseline, request(workload), MODEL);
	}

	@Test
	void costsTheResultAtTheWorkload() {
		WorkloadCost cost = cost(ZSTD, NONE, WORKLOAD);
		assertThat(cost.messagesPerSecond()).isEqualTo(10_000);
		assertThat(cost.replicationFactor()).isEqualTo(3);
		assertThat(cost.retentionHours()).isEqualTo(24);
		assertThat(cost.consumerGroups()).isEqualTo(3);
		WorkloadCost.Figures zstd = cost.compressed();
		assertThat(zstd.bytesPerMessage()).isEqualTo(250);
		// 10,000 records/s x 1,000 ns, and 2 x 10 MB/s at 250 MB/s per core
		assertThat(zstd.producerCores()).isCloseTo(0.01 + 2 * 0.04, within(1e-12));
		// the leader: 2.5 MB/s x 4 ns and 10 MB/s at 1,000 MB/s per core; 2 followers
		// x 100 batches/s x 100,000 ns; 3 groups served x 2.5 MB/s x 2 ns
		assertThat(zstd.brokerCores()).isCloseTo(0.01 + 0.01 + 2 * 0.01 + 3 * 0.005, within(1e-12));
		// 3 groups x (10 MB/s x 1 ns and 10 MB/s at 1,000 MB/s per core)
		assertThat(zstd.consumerCores()).isCloseTo(3 * (0.01 + 0.01), within(1e-12));
		// 2.5 MB/s x 86,400 s x 3 replicas
		assertThat(zstd.storedBytes()).isEqualTo(648_000_000_000L);
		assertThat(zstd.producerNetworkBytesPerDay()).isEqualTo(216_000_000_000L);
		assertThat(zstd.replicationNetworkBytesPerDay()).isEqualTo(432_000_000_000L);
		assertThat(zstd.consumerNetworkBytesPerDay()).isEqualTo(648_000_000_000L);
		assertThat(zstd.networkBytesPerDay()).isEqualTo(1_296_000_000_000L);
	}

	/**
	 * A topic whose retention.bytes is 20 GB a partition holds at most 20 GB x 12
	 * partitions x 3 replicas, 720 GB: zstd's 648 GB at 24 hours fit, the 2,602 GB the
	 * records take uncompressed do not. What each sends a day does not change.
	 */
	@Test
	void whatTheTopicHoldsIsBoundedByItsRetentionBytes() {
		AdviceRequest bounded = request(WORKLOAD)
			.forTopic(new AdvisedTopic("t", null, "delete", 20_000_000_000L, null));
		WorkloadCost cost = WorkloadCost.of(ZSTD, NONE, bounded, MODEL);
		assertThat(cost.storedBytesLimit()).isEqualTo(720_000_000_000L);
		assertThat(cost.compressed().storedBytes()).isEqualTo(648_000_000_000L);
		assertThat(cost.uncompressed().storedBytes()).isEqualTo(720_000_000_000L);
		assertThat(cost.uncompressed().producerNetworkBytesPerDay())
			.isEqualTo(cost(ZSTD, NONE, WORKLOAD).uncompressed().producerNetworkBytesPerDay());
		assertThat(cost.storedBytes(250)).isEqualTo(648_000_000_000.0);
		assertThat(cost.storedBytes(1000)).isEqualTo(720_000_000_000.0);
		assertThat(cost.sizeBound(250)).isFalse();
		assertThat(cost.sizeBound(1000)).isTrue();
		assertThat(cost(ZSTD, NONE, WORKLOAD).storedBytesLimit()).isNull();
	}

	/**
	 * Messages that flow at 10,000 a second in bursts, 1,000 a second on average: the CPU
	 * is what the processes spend while they flow, the bytes per day and at retention a
	 * tenth of the steady workload's.
	 */
	@Test
	void bytesPerDayAndAtRetentionAreAtTheAverageRateAndCoresAtTheRateWhileMessagesFlow() {
		Workload bursty = WORKLOAD.toBuilder().averageMessagesPerSecond(1000.0).build();
		WorkloadCost steady = cost(ZSTD, NONE, WORKLOAD);
		WorkloadCost cost = cost(ZSTD, NONE, bursty);
		assertThat(cost.messagesPerSecond()).isEqualTo(10_000);
		assertThat(cost.averageMessagesPerSecond()).isEqualTo(1000);
		assertThat(steady.averageMessagesPerSecond()).isEqualTo(10_000);
		assertThat(cost.compressed().producerCores()).isEqualTo(steady.compressed().producerCores());
		assertThat(cost.compressed().brokerCores()).isEqualTo(steady.compressed().brokerCores());
		assertThat(cost.compressed().storedBytes()).isEqualTo(64_800_000_000L);
		assertThat(cost.compressed().producerNetworkBytesPerDay()).isEqualTo(21_600_000_000L);
		assertThat(cost.compressed().networkBytesPerDay()).isEqualTo(129_600_000_000L);
		assertThat(cost.uncompressed().storedBytes()).isEqualTo(260_188_200_000L);
		assertThat(cost.storedBytes(250)).isEqualTo(64_800_000_000.0);
	}

	@Test
	void theBaselineIsTheNoneResultAtTheSameBatchingAndSpendsWhatMovingItsBytesCosts() {
		WorkloadCost.Figures none = cost(ZSTD, NONE, WORKLOAD).uncompressed();
		assertThat(none.bytesPerMessage()).isEqualTo(1003.8125);
		assertThat(none.producerCores()).isCloseTo(0.01, within(1e-12));
		// the leader: 10,038,125 bytes/s x 4 ns; 2 followers x 625 batches/s x 100,000
		// ns; 3 groups served x 10,038,125 bytes/s x 2 ns
		assertThat(none.brokerCores()).isCloseTo(0.0401525 + 0.125 + 0.06022875, within(1e-12));
		assertThat(none.consumerCores()).isCloseTo(3 * 0.01, within(1e-12));
		assertThat(none.storedBytes()).isEqualTo(2_601_882_000_000L);
		assertThat(none.producerNetworkBytesPerDay()).isEqualTo(867_294_000_000L);
		assertThat(none.networkBytesPerDay()).isEqualTo(867_294_000_000L * 6);
	}

	@Test
	void withoutANoneResultTheBaselineIsTheResultsOwnBatchesUncompressed() {
		WorkloadCost.Figures baseline = cost(ZSTD, null, WORKLOAD).uncompressed();
		assertThat(baseline.bytesPerMessage()).isCloseTo(1000.61, within(1e-9));
		assertThat(baseline.storedBytes()).isEqualTo(2_593_581_120_000L);
		// no codec: the records alone
		assertThat(baseline.producerCores()).isCloseTo(0.01, within(1e-12));
		// 100 records to a batch, arriving at 10,000 a second, none compressed
		assertThat(baseline.lingerLatencyMs()).isCloseTo(4.95, within(1e-9));
	}

	@Test
	void missingWorkloadFiguresTakeKafkasDefaults() {
		WorkloadCost cost = cost(ZSTD, NONE, Workload.builder().messagesPerSecond(100.0).build());
		assertThat(cost.replicationFactor()).isEqualTo(1);
		assertThat(cost.retentionHours()).isEqualTo(168);
		assertThat(cost.consumerGroups()).isEqualTo(1);
		// 100 msg/s x 250 bytes x 3,600 s x 168 h
		assertThat(cost.compressed().storedBytes()).isEqualTo(15_120_000_000L);
		assertThat(cost.compressed().replicationNetworkBytesPerDay()).isZero();
		assertThat(cost.compressed().consumerNetworkBytesPerDay()).isEqualTo(2_160_000_000L);
	}

	@Test
	void producersAndKeysLeaveTheCostOfTheTotalRateAsItIs() {
		Workload shared = Workload.builder()
			.messagesPerSecond(10_000.0)
			.partitions(12)
			.lingerMs(10)
			.keyed(true)
			.producers(8)
			.replicationFactor(3)
			.retentionHours(24)
			.consumerGroups(3)
			.build();
		WorkloadCost sharedCost = cost(ZSTD, NONE, shared);
		WorkloadCost cost = cost(ZSTD, NONE, WORKLOAD);
		assertThat(sharedCost.compressed().producerCores()).isEqualTo(cost.compressed().producerCores());
		assertThat(sharedCost.compressed().brokerCores()).isEqualTo(cost.compressed().brokerCores());
		assertThat(sharedCost.compressed().consumerCores()).isEqualTo(cost.compressed().consumerCores());
		assertThat(sharedCost.compressed().storedBytes()).isEqualTo(cost.compressed().storedBytes());
	}

	@Test
	void aRecordWaitsForItsBatchToFillThenForItToBeCompressed() {
		WorkloadCost cost = cost(ZSTD, NONE, WORKLOAD);
		// 100 records arriving at 10,000 a second (one producer, no keys: one partition
		// at a time): the last 9.9 ms after the first, 4.95 ms of waiting on average,
		// then 1 MB of raw records at 250 MB/s
		assertThat(cost.compressed().lingerLatencyMs()).isCloseTo(4.95 + 0.4, within(1e-9));
		// 16 records: the last 1.5 ms after the first
		assertThat(cost.uncompressed().lingerLatencyMs()).isCloseTo(0.75, within(1e-9));
	}

	@Test
	void withEveryCoreAtZeroTheCostIsZero() {
		CostModel free = new CostModel(new CostCoefficients(Coefficients.ZERO, Coefficients.ZERO, Coefficients.ZERO,
				Coefficients.ZERO, Coefficients.ZERO, Coefficients.ZERO));
		WorkloadCost.Figures zstd = WorkloadCost.of(ZSTD, NONE, REQUEST, free).compressed();
		assertThat(List.of(zstd.producerCores(), zstd.brokerCores(), zstd.consumerCores())).containsOnly(0.0);
	}

	@Test
	void everyResultIsCostedBesideTheNoneResultAtItsBatchSize() {
		Map<Result, WorkloadCost> costs = WorkloadCost.of(List.of(ZSTD, NONE), REQUEST, MODEL);
		assertThat(costs.get(ZSTD)).isEqualTo(cost(ZSTD, NONE, WORKLOAD));
		assertThat(WorkloadCost.of(List.of(ZSTD, NONE), AdviceRequest.defaults(), MODEL)).isEmpty();
	}

	@Test
	void savedFractionComparesStoredBytesPerMessage() {
		assertThat(cost(ZSTD, NONE, WORKLOAD).savedFraction()).isCloseTo(1 - 250 / 1003.8125, within(1e-12));
	}

}
