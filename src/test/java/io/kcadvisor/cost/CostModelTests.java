package io.kcadvisor.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.codec.Codec;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CostModelTests {

	// every codec factor 1 but lz4's, so that zstd costs what the advisor measured
	private static final CodecFactors AS_MEASURED = new CodecFactors(1, 1, 2, 1);

	private static final CostModel MODEL = new CostModel(new CostCoefficients(
			new Coefficients(200, 20_000, 1, 0.5, AS_MEASURED), new Coefficients(100, 50_000, 2, 0, AS_MEASURED),
			new Coefficients(300, 0, 0, 1, AS_MEASURED), new Coefficients(0, 10_000, 1.5, 0, CodecFactors.ZERO),
			new Coefficients(0, 1_000, 0.5, 0, CodecFactors.ZERO), new Coefficients(100, 5_000, 1, 1, AS_MEASURED)));

	// zstd at 250 MB/s compressing and 1,000 MB/s decompressing
	private static final CodecSpeed ZSTD = new CodecSpeed(Codec.ZSTD, 250, 1000);

	// 10,000 records of 1,000 raw bytes a second in 100 batches, 2.5 MB/s compressed
	private static final Flows COMPRESSED = Flows.stored(10_000, 100, 10_000_000, 2_500_000);

	// the same records uncompressed in 160 batches
	private static final Flows UNCOMPRESSED = Flows.stored(10_000, 160, 10_000_000, 10_010_000);

	@Test
	void costsEveryProcessOfACompressedTopic() {
		CpuCost cost = MODEL.cost(Traffic.of(COMPRESSED, 3, 2, ZSTD));
		// producer: 200 ns x 10,000 + 20 us x 100 + 1 ns x 2.5 MB + 0.5 ns x 10 MB + 10
		// MB / 250 MB/s = 0.002 + 0.002 + 0.0025 + 0.005 + 0.04
		assertThat(cost.producerCores()).isCloseTo(0.0515, within(1e-12));
		// leader: 0.001 + 0.005 + 0.005 + 10 MB / 1,000 MB/s (validation) = 0.021;
		// 2 followers: 2 x (10 us x 100 + 1.5 ns x 2.5 MB) = 0.0095;
		// 2 groups fetched: 2 x (1 us x 100 + 0.5 ns x 2.5 MB) = 0.0027
		assertThat(cost.brokerCores()).isCloseTo(0.0332, within(1e-12));
		// 2 groups x (0.001 + 0.0005 + 0.0025 + 0.01 + 0.01 decompressing)
		assertThat(cost.consumerCores()).isCloseTo(0.048, within(1e-12));
	}

	@Test
	void costsAnUncompressedTopicWithoutCodec() {
		CpuCost cost = MODEL.cost(Traffic.of(UNCOMPRESSED, 3, 2, CodecSpeed.NONE));
		// 0.002 + 20 us x 160 + 1 ns x 10.01 MB + 0.005
		assertThat(cost.producerCores()).isCloseTo(0.02021, within(1e-12));
		// leader 0.001 + 0.008 + 0.02002; followers 2 x (0.0016 + 0.015015); fetch 2 x
		// (0.00016 + 0.005005)
		assertThat(cost.brokerCores()).isCloseTo(0.07258, within(1e-12));
		// 2 x (0.001 + 0.0008 + 0.01001 + 0.01)
		assertThat(cost.consumerCores()).isCloseTo(0.04362, within(1e-12));
	}

	@Test
	void theDifferenceIsWhatSwitchingCostsOrSaves() {
		CpuCost zstd = MODEL.cost(Traffic.of(COMPRESSED, 3, 2, ZSTD));
		CpuCost none = MODEL.cost(Traffic.of(UNCOMPRESSED, 3, 2, CodecSpeed.NONE));
		CpuCost difference = zstd.minus(none);
		assertThat(difference.producerCores()).isCloseTo(0.03129, within(1e-12));
		assertThat(difference.brokerCores()).isCloseTo(-0.03938, within(1e-12));
		assertThat(difference.consumerCores()).isCloseTo(0.00438, within(1e-12));
		assertThat(difference.of(Role.Process.BROKER)).isEqualTo(difference.brokerCores());
	}

	@Test
	void aLeaderThatRecompressesPaysTheTopicCodecAndStoresItsBytes() {
		Flows flows = new Flows(10_000, 160, 10_000_000, 10_010_000, 2_500_000);
		Traffic traffic = new Traffic(flows, 3, 2, CodecSpeed.NONE, ZSTD);
		assertThat(traffic.leaderRecompresses()).isTrue();
		CpuCost cost = MODEL.cost(traffic);
		assertThat(cost.producerCores()).isCloseTo(0.02021, within(1e-12));
		// leader 0.02902 as uncompressed; recompression 300 ns x 10,000 + 1 ns x 10
		// MB + 10 MB / 250 MB/s = 0.053; followers 2 x (0.0016 + 0.00375); fetch 2
		// x (0.00016 + 0.00125)
		assertThat(cost.brokerCores()).isCloseTo(0.09554, within(1e-12));
		// 2 x (0.001 + 0.0008 + 0.0025 + 0.01 + 0.01)
		assertThat(cost.consumerCores()).isCloseTo(0.0486, within(1e-12));
	}

	@Test
	void eachCodecCostsItsOwnFactorTimesItsMeasuredCpu() {
		// lz4 at the same speeds as zstd above, with a factor of 2: the producer's 0.04
		// codec cores become 0.08
		CpuCost lz4 = MODEL.cost(Traffic.of(COMPRESSED, 3, 2, new CodecSpeed(Codec.LZ4, 250, 1000)));
		CpuCost zstd = MODEL.cost(Traffic.of(COMPRESSED, 3, 2, ZSTD));
		assertThat(lz4.producerCores() - zstd.producerCores()).isCloseTo(0.04, within(1e-12));
		// the leader's 0.01 and each group's 0.01 decompressing double
		assertThat(lz4.brokerCores() - zstd.brokerCores()).isCloseTo(0.01, within(1e-12));
		assertThat(lz4.consumerCores() - zstd.consumerCores()).isCloseTo(0.02, within(1e-12));
	}

	@Test
	void newStreamsCostEachBatchWhatTheyCostTheAdvisorUnscaledByTheCodecsFactor() {
		// 100 batches a second, 200 us to open a compression stream and 10 us a
		// decompression stream: 0.02 producer cores, 0.001 for the leader and for each of
		// 2 groups
		CodecSpeed streams = new CodecSpeed(Codec.ZSTD, 250, 1000, 200_000, 10_000);
		CpuCost with = MODEL.cost(Traffic.of(COMPRESSED, 3, 2, streams));
		CpuCost without = MODEL.cost(Traffic.of(COMPRESSED, 3, 2, ZSTD));
		assertThat(with.producerCores() - without.producerCores()).isCloseTo(0.02, within(1e-12));
		assertThat(with.brokerCores() - without.brokerCores()).isCloseTo(0.001, within(1e-12));
		assertThat(with.consumerCores() - without.consumerCores()).isCloseTo(0.002, within(1e-12));
		CpuCost noCodecs = MODEL.withoutCodecs().cost(Traffic.of(COMPRESSED, 3, 2, streams));
		assertThat(noCodecs).isEqualTo(MODEL.withoutCodecs().cost(Traffic.of(COMPRESSED, 3, 2, ZSTD)));
		assertThatIllegalArgumentException().isThrownBy(() -> new CodecSpeed(Codec.ZSTD, 250, 1000, -1, 0));
	}

	@Test
	void onlyFollowersAndConsumerGroupsThatExistCost() {
		Map<Role, Load> loads = CostModel.loads(Traffic.of(COMPRESSED, 1, 0, ZSTD));
		assertThat(loads.get(Role.FOLLOWER)).isEqualTo(Load.NONE);
		assertThat(loads.get(Role.FETCH)).isEqualTo(Load.NONE);
		assertThat(loads.get(Role.CONSUMER)).isEqualTo(new Load(0, 0, 0, 0, 0, 0, Codec.ZSTD));
		assertThat(loads.get(Role.RECOMPRESSION)).isEqualTo(Load.NONE);
		assertThat(loads.get(Role.LEADER)).isEqualTo(new Load(10_000, 100, 2_500_000, 10_000_000, 0.01, 0, Codec.ZSTD));
		assertThat(MODEL.cost(Traffic.of(COMPRESSED, 1, 0, ZSTD)).consumerCores()).isZero();
	}

	@Test
	void refusesNegativeCoefficientsFlowsAndSpeeds() {
		assertThatIllegalArgumentException().isThrownBy(() -> new Coefficients(-1, 0, 0, 0, CodecFactors.ZERO))
			.withMessageContaining("nanosPerRecord");
		assertThatIllegalArgumentException().isThrownBy(() -> new Coefficients(0, 0, Double.NaN, 0, CodecFactors.ZERO))
			.withMessageContaining("nanosPerByte");
		assertThatIllegalArgumentException().isThrownBy(() -> CodecFactors.all(Double.POSITIVE_INFINITY))
			.withMessageContaining("gzip");
		assertThatIllegalArgumentException().isThrownBy(() -> Flows.stored(10, -1, 0, 0))
			.withMessageContaining("batches");
		assertThatIllegalArgumentException().isThrownBy(() -> new CodecSpeed(Codec.ZSTD, 0, 100));
		assertThatIllegalArgumentException().isThrownBy(() -> Traffic.of(COMPRESSED, 0, 1, ZSTD))
			.withMessageContaining("replicationFactor");
	}

}
