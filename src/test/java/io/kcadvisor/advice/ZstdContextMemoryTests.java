package io.kcadvisor.advice;

import static io.kcadvisor.advice.TestResults.result;
import static io.kcadvisor.advice.TestResults.warnings;
import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;
import io.kcadvisor.sweep.Workload;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Java producer holds one zstd context per batch it fills, and at levels 20 to 22 a
 * context takes hundreds of MiB of native memory.
 */
class ZstdContextMemoryTests {

	private static final String STREAM = " of native memory, outside the heap and outside buffer.memory: the producer "
			+ "compresses each batch it fills through a zstd stream of its own, whose context is allocated, its tables "
			+ "cleared at once, when the batch holds 16 KiB of records (or is closed) and freed when the batch is "
			+ "closed. ";

	@ParameterizedTest(name = "zstd {0}: {1} per batch")
	@CsvSource({ "20, 194 MiB", "21, 386 MiB", "22, 778 MiB" })
	void theHighestZstdLevelsWarnOfTheNativeMemoryOfEachOpenBatch(int level, String context) {
		assertThat(warnings(result(Codec.ZSTD, level, 65536, 1_900_000, 2.5), Workload.NONE))
			.anySatisfy((warning) -> assertThat(warning)
				.startsWith("At zstd level " + level + " the Java producer's zstd context for each batch takes up to "
						+ context + STREAM + "Writing to several partitions at once, as it does with keys, it holds "
						+ "one per partition. Give the producer's process that memory beyond its heap, or choose "
						+ "level 19 or lower (up to 89.5 MiB per batch).")
				.endsWith("Consumers and brokers that only decompress need no tables, only a buffer for the window "
						+ "that fills as far as a batch's records go."));
	}

	@ParameterizedTest(name = "zstd 22 over {0} partitions")
	@CsvSource(delimiter = '|', textBlock = """
			1  | Writing to one partition, it holds one at a time.
			2  | Writing to all 2 partitions at once, as it does with keys, it holds 2 of them, up to 1.52 GiB.
			12 | Writing to all 12 partitions at once, as it does with keys, it holds 12 of them, up to 9.11 GiB.
			""")
	void withPartitionsGivenTheContextsOfAllOpenBatchesAreAddedUp(int partitions, String held) {
		Workload workload = Workload.builder().partitions(partitions).build();
		assertThat(warnings(result(Codec.ZSTD, 22, 65536, 1_900_000, 2.5), workload))
			.anySatisfy((warning) -> assertThat(warning).contains(STREAM + held + " Give the producer's"));
	}

	/**
	 * Records reach the zstd context through a 16 KiB buffer, so a batch that linger.ms
	 * closes below 16 KiB of records takes its context only while it is closed; larger
	 * ones hold it from 16 KiB on, as many at once as the producer holds such batches.
	 */
	@ParameterizedTest(name = "{1} records a batch")
	@CsvSource(delimiter = '|',
			textBlock = """
					16384 | 1  | Its batches, which linger.ms 5 closes with about 939 B of records, less than the 16 KiB buffered in front of the context, take one only while they are closed, one at a time in each thread that closes them, not one per partition.
					65536 | 40 | At 20,000 messages/s from each producer, batches of 40 records that linger.ms 5 closes are open for about 7 ms with the request's round trip, so a producer holds about 4 at once over the 3,000 partitions, up to 3.04 GiB.
					""")
	void lingerLimitedBatchesHoldContextsOnlyWhileTheyAreOpen(int batchSize, int recordsPerBatch, String held) {
		Workload workload = Workload.builder()
			.messagesPerSecond(20_000.0)
			.partitions(3000)
			.lingerMs(5)
			.keyed(true)
			.producers(1)
			.build();
		Result limited = TestResults.lingerLimited(Codec.ZSTD, 22, batchSize, recordsPerBatch, 1_900_000, 2.5);
		assertThat(warnings(limited, workload))
			.anySatisfy((warning) -> assertThat(warning).contains(STREAM + held + " Give the producer's"));
	}

	@ParameterizedTest(name = "{0} {1}")
	@CsvSource({ "zstd, 19", "zstd, 3", "gzip, 9", "lz4, 12" })
	void lowerLevelsAndOtherCodecsNeedNoWarning(String codec, int level) {
		assertThat(warnings(result(Codec.fromKafkaName(codec), level, 65536, 1_950_000, 5), Workload.NONE))
			.noneMatch((warning) -> warning.contains("native memory"));
	}

}
