package io.kcadvisor.advice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import org.junit.jupiter.api.Test;

class WorkloadCostTests {

	// 10,000 records of 1,000 raw bytes in 100 batches: 10,000,000 bytes of records
	// sections plus 100 headers of 61 bytes; compressed to 250 bytes per message
	private static final Result ZSTD = new Result(CompressionConfig.of(Codec.ZSTD, 3), 16384, 100, 100, 10_006_100,
			2_500_000, 10_006_100 / 2_500_000.0, 250, 1000, BatchLimit.SIZE, false);

	// the same records uncompressed, 16 to a batch: 625 headers
	private static final Result NONE = new Result(CompressionConfig.of(Codec.NONE, null), 16384, 16, 625, 10_038_125,
			10_038_125, 1, 3000, 6000, BatchLimit.SIZE, false);

	private static final Workload WORKLOAD = new Workload(10_000.0, 12, 10, null, null, 3, 24, 3, null);

	@Test
	void costsTheResultAtTheWorkload() {
		WorkloadCost cost = WorkloadCost.of(ZSTD, NONE, WORKLOAD);
		assertThat(cost.messagesPerSecond()).isEqualTo(10_000);
		assertThat(cost.replicationFactor()).isEqualTo(3);
		assertThat(cost.retentionHours()).isEqualTo(24);
		assertThat(cost.consumerGroups()).isEqualTo(3);
		WorkloadCost.Figures zstd = cost.compressed();
		assertThat(zstd.bytesPerMessage()).isEqualTo(250);
		// 10,000 msg/s x 1,000 raw bytes = 10 MB/s, at 250 MB/s per core
		assertThat(zstd.producerCores()).isCloseTo(0.04, within(1e-12));
		// 3 groups x 10 MB/s at 1,000 MB/s per core
		assertThat(zstd.consumerCores()).isCloseTo(0.03, within(1e-12));
		// 2.5 MB/s x 86,400 s x 3 replicas
		assertThat(zstd.storedBytes()).isEqualTo(648_000_000_000L);
		assertThat(zstd.producerNetworkBytesPerDay()).isEqualTo(216_000_000_000L);
		assertThat(zstd.replicationNetworkBytesPerDay()).isEqualTo(432_000_000_000L);
		assertThat(zstd.consumerNetworkBytesPerDay()).isEqualTo(648_000_000_000L);
		assertThat(zstd.networkBytesPerDay()).isEqualTo(1_296_000_000_000L);
	}

	@Test
	void theBaselineIsTheNoneResultAtTheSameBatchingAndSpendsNoCores() {
		WorkloadCost.Figures none = WorkloadCost.of(ZSTD, NONE, WORKLOAD).uncompressed();
		assertThat(none.bytesPerMessage()).isEqualTo(1003.8125);
		assertThat(none.producerCores()).isZero();
		assertThat(none.consumerCores()).isZero();
		assertThat(none.storedBytes()).isEqualTo(2_601_882_000_000L);
		assertThat(none.producerNetworkBytesPerDay()).isEqualTo(867_294_000_000L);
		assertThat(none.networkBytesPerDay()).isEqualTo(867_294_000_000L * 6);
	}

	@Test
	void withoutANoneResultTheBaselineIsTheResultsOwnBatchesUncompressed() {
		WorkloadCost.Figures baseline = WorkloadCost.of(ZSTD, null, WORKLOAD).uncompressed();
		assertThat(baseline.bytesPerMessage()).isCloseTo(1000.61, within(1e-9));
		assertThat(baseline.storedBytes()).isEqualTo(2_593_581_120_000L);
		assertThat(baseline.producerCores()).isZero();
	}

	@Test
	void missingWorkloadFiguresTakeKafkasDefaults() {
		WorkloadCost cost = WorkloadCost.of(ZSTD, NONE,
				new Workload(100.0, null, null, null, null, null, null, null, null));
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
		Workload shared = new Workload(10_000.0, 12, 10, true, 8, 3, 24, 3, null);
		assertThat(WorkloadCost.of(ZSTD, NONE, shared)).isEqualTo(WorkloadCost.of(ZSTD, NONE, WORKLOAD));
	}

	@Test
	void savedFractionComparesStoredBytesPerMessage() {
		assertThat(WorkloadCost.of(ZSTD, NONE, WORKLOAD).savedFraction()).isCloseTo(1 - 250 / 1003.8125, within(1e-12));
	}

}
