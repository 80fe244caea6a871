package io.kcadvisor.advice;

import static io.kcadvisor.advice.TestResults.result;
import static io.kcadvisor.advice.TestResults.warnings;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import io.kcadvisor.kafka.KafkaVersion;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Java producer takes a whole batch.size buffer from buffer.memory (32 MiB by
 * default) for every batch it opens, gives it back once the broker has answered the
 * request that carried it ({@code Sender.completeBatch}), and blocks send() when
 * buffer.memory runs out.
 */
class BufferMemoryTests {

	private static final String HOLDS = "the producer's default buffer.memory, 33554432 (32 MiB), holds only ";

	private static final String BLOCKS = " batches: the Java producer takes a whole batch.size buffer from it for "
			+ "every batch it is filling or the broker has not yet acknowledged, and once buffer.memory is used up, send() blocks for up "
			+ "to max.block.ms (60000 ms by default) and then fails.";

	@ParameterizedTest(name = "batch.size {0}: {2} batches")
	@CsvSource({ "262144, 256 KiB, 128", "1048576, 1 MiB, 32", "4194304, 4 MiB, 8" })
	void largeBatchesWarnHowFewBufferMemoryHoldsAndWhatBlocks(int batchSize, String binary, int batches) {
		assertThat(warnings(result(Codec.ZSTD, 3, batchSize, 2_000_000, 300), Workload.NONE)).contains("At batch.size "
				+ batchSize + " (" + binary + ") " + HOLDS + batches + BLOCKS + " A producer writing to more " + "than "
				+ batches + " partitions at once, as it does with keys, blocks unless buffer.memory is "
				+ "raised to at least partitions × batch.size; give partitions to check.");
	}

	/**
	 * Batches that linger.ms closes are each open for linger.ms and the request's round
	 * trip only, so at 20,000 messages/s, one record a batch, linger.ms 5 and a round
	 * trip of 2 ms, a producer holds about 20000 × 0.007 = 140 of them at once, however
	 * many partitions the keys spread over.
	 */
	@ParameterizedTest(name = "batch.size {0}")
	@CsvSource(delimiter = '|',
			textBlock = """
					16384   |
					1048576 | At batch.size 1048576 (1 MiB) the producer's default buffer.memory, 33554432 (32 MiB), holds only 32 batches: the Java producer takes a whole batch.size buffer from it for every batch it is filling or the broker has not yet acknowledged, and once buffer.memory is used up, send() blocks for up to max.block.ms (60000 ms by default) and then fails. At 20,000 messages/s from each producer, batches of 1.0 records that linger.ms 5 closes are open for about 7 ms with the request's round trip, so a producer holds about 140 at once over the 3,000 partitions: 140 × 1 MiB = 140 MiB, more than buffer.memory: raise buffer.memory above that, with room for batches waiting to be sent or acknowledged, or keep batch.size lower.
					""")
	void lingerLimitedBatchesAreWeighedByHowManyAreOpenAtOnceNotByThePartitions(int batchSize, String expected) {
		Workload workload = Workload.builder()
			.messagesPerSecond(20_000.0)
			.partitions(3000)
			.lingerMs(5)
			.keyed(true)
			.producers(1)
			.build();
		Result limited = TestResults.lingerLimited(Codec.ZSTD, 3, batchSize, 1, 9_000_000, 300);
		assertThat(BufferMemory.warning(limited, new AdviceRequest(Objective.BALANCED, KafkaVersion.NEWEST, workload)))
			.isEqualTo(Optional.ofNullable(expected));
	}

	/**
	 * Kafka 0.8.2's producer has no max.block.ms: with block.on.buffer.full true by
	 * default, {@code BufferPool.allocate} waits for memory without a time limit.
	 */
	@Test
	void beforeKafka09SendBlocksWithoutATimeLimit() {
		AdviceRequest request = new AdviceRequest(Objective.BALANCED, KafkaVersion.parse("0.8.2"), Workload.NONE);
		assertThat(BufferMemory.warning(result(Codec.GZIP, 6, 1048576, 2_000_000, 30), request))
			.hasValueSatisfying((warning) -> assertThat(warning).contains("once buffer.memory is used up, send() "
					+ "blocks until a batch's buffer is given back, without a time limit (block.on.buffer.full is "
					+ "true by default before 0.9.0).")
				.doesNotContain("max.block.ms"));
	}

	@ParameterizedTest(name = "batch.size {0}")
	@CsvSource({ "16384", "65536" })
	void batchesThatBufferMemoryHoldsByTheHundredNeedNoWarning(int batchSize) {
		Workload partitions = Workload.builder().partitions(12).build();
		assertThat(warnings(result(Codec.ZSTD, 3, batchSize, 2_500_000, 300), partitions))
			.noneMatch((warning) -> warning.contains("buffer.memory"));
		assertThat(warnings(TestResults.fixed(Codec.ZSTD, 3, 200, 2_500_000, 300), Workload.NONE))
			.noneMatch((warning) -> warning.contains("buffer.memory"));
		Result unbatched = new Result(CompressionConfig.of(Codec.ZSTD, 3), 0, 1, TestResults.RECORDS, TestResults.RAW,
				9_000_000, TestResults.RAW / 9_000_000.0, 100, 1000, BatchLimit.SIZE, false);
		assertThat(warnings(unbatched, partitions)).noneMatch((warning) -> warning.contains("buffer.memory"));
	}

	@ParameterizedTest(name = "batch.size {0} over {2} partitions")
	@CsvSource(delimiter = '|',
			textBlock = """
					1048576 | 1 MiB  | 100  | 32   | 100 × 1 MiB = 100 MiB, more than buffer.memory: raise buffer.memory above that, with room for batches waiting to be sent or acknowledged, or keep batch.size lower.
					16384   | 16 KiB | 3000 | 2048 | 3,000 × 16 KiB = 46.9 MiB, more than buffer.memory: raise buffer.memory above that, with room for batches waiting to be sent or acknowledged, or keep batch.size lower.
					1048576 | 1 MiB  | 3    | 32   | 3 × 1 MiB = 3.00 MiB of the 32 MiB, which leaves room for 29 more batches waiting to be sent or acknowledged; raise buffer.memory if the producer also writes to other topics.
					""")
	void withPartitionsGivenTheOpenBatchesAreWeighedAgainstBufferMemory(int batchSize, String binary, int partitions,
			int batches, String weighed) {
		Workload workload = Workload.builder().partitions(partitions).build();
		String holds = (batches <= 128) ? HOLDS : HOLDS.replace("holds only ", "holds ");
		assertThat(warnings(result(Codec.ZSTD, 3, batchSize, 2_000_000, 300), workload)).contains(
				"At batch.size " + batchSize + " (" + binary + ") " + holds + String.format(Locale.ROOT, "%,d", batches)
						+ BLOCKS + " Writing to all " + String.format(Locale.ROOT, "%,d", partitions)
						+ " partitions at once, as it does with keys, one open batch per partition takes " + weighed);
	}

}
