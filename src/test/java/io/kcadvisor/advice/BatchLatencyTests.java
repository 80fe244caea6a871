package io.kcadvisor.advice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import org.junit.jupiter.api.Test;

class BatchLatencyTests {

	// 10,000 records in 100 batches of 100 records: 10,000,000 − 100 × 61 bytes of
	// records sections, 99,939 bytes a batch, compressed at 500 MB/s in 0.199878 ms
	private static final Result FULL = TestResults.fixed(Codec.LZ4, 9, 100, 4_000_000, 500);

	@Test
	void aFullBatchKeepsItsRecordsHalfItsFillTimeOnAverage() {
		// one producer, no keys: the whole 1,000 records/s reach one batch; the last of
		// 100 arrives 99 ms after the first
		double latency = BatchLatency.lingerLatencyMs(FULL, Codec.LZ4, request(1000.0, null, 4, KafkaVersion.NEWEST));
		assertThat(latency).isCloseTo(49.5 + 0.199878, within(1e-9));
	}

	@Test
	void uncompressedBatchesAreNotCompressed() {
		double latency = BatchLatency.lingerLatencyMs(FULL, Codec.NONE, request(1000.0, null, 4, KafkaVersion.NEWEST));
		assertThat(latency).isCloseTo(49.5, within(1e-9));
	}

	@Test
	void keyedRecordsAndRoundRobinSpreadTheRateOverThePartitions() {
		// 4 partitions: 250 records/s reach each batch, the last 396 ms after the first
		assertThat(BatchLatency.lingerLatencyMs(FULL, Codec.NONE, request(1000.0, true, 4, KafkaVersion.NEWEST)))
			.isCloseTo(198, within(1e-9));
		assertThat(BatchLatency.lingerLatencyMs(FULL, Codec.NONE, request(1000.0, false, 4, KafkaVersion.parse("2.3"))))
			.isCloseTo(198, within(1e-9));
	}

	@Test
	void aLingerLimitedBatchClosesLingerMsAfterItsFirstRecord() {
		// linger.ms 10 at 1,000 records/s: 11 records, the last 10 ms after the first,
		// which waits the whole 10 ms, the last none
		Result eleven = TestResults.lingerLimited(Codec.NONE, null, 16384, 11, 10_000_000, 3000);
		assertThat(BatchLatency.lingerLatencyMs(eleven, Codec.NONE, request(1000.0, null, 4, KafkaVersion.NEWEST)))
			.isCloseTo(5, within(1e-9));
		// a record alone waits for linger.ms
		Result alone = TestResults.lingerLimited(Codec.NONE, null, 16384, 1, 10_000_000, 3000);
		assertThat(BatchLatency.lingerLatencyMs(alone, Codec.NONE, request(10.0, null, 4, KafkaVersion.NEWEST)))
			.isCloseTo(10, within(1e-9));
	}

	@Test
	void aLingerLimitedKeyedBatchClosesWithTheSendOfEveryPartitionsBatches() {
		// linger.ms 10 at 1,000 records/s over 4 partitions: a send takes 11 records over
		// 10 ms, about 3 to each partition's batch, and its records wait 5 ms on average,
		// not 10 ms less half the 8 ms that 3 records take to reach one partition
		Result three = TestResults.lingerLimited(Codec.NONE, null, 16384, 3, 10_000_000, 3000);
		assertThat(BatchLatency.lingerLatencyMs(three, Codec.NONE, request(1000.0, true, 4, KafkaVersion.NEWEST)))
			.isCloseTo(5, within(1e-9));
	}

	private static AdviceRequest request(double rate, Boolean keyed, int partitions, KafkaVersion version) {
		return new AdviceRequest(null, version,
				Workload.builder().messagesPerSecond(rate).partitions(partitions).lingerMs(10).keyed(keyed).build());
	}

}
