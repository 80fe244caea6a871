package io.kcadvisor.batch;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.codec.Codec;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.utils.Utils;
import org.junit.jupiter.api.Test;

/**
 * Where each partition's batches hold a cap of their own, a batch holds at most its
 * partition's cap, and only records of that partition, as Kafka's producer partitions
 * keyed records.
 */
class PartitionBatchingTests {

	private static final byte[] BUSY = key(0);

	private static final byte[] QUIET = key(1);

	@Test
	void aBatchHoldsItsPartitionsCapOfItsPartitionsRecordsOnly() {
		RecordSetBuilder builder = RecordSet.builder(1024);
		for (int index = 0; index < 10; index++) {
			builder.add(record(BUSY));
		}
		for (int index = 0; index < 3; index++) {
			builder.add(record(QUIET));
		}
		builder.add(record(null));
		builder.add(record(null));
		RecordSet records = builder.build();
		Batching.Producer batching = new Batching.Producer(16384, RecordCaps.of(5), BatchLimit.LINGER,
				List.of(RecordCaps.of(4), RecordCaps.of(2)));
		assertThat(ends(records, batching)).containsExactly(4, 8, 10, 12, 13, 15);
		assertThat(batching.partition(records, 0)).isEqualTo(0);
		assertThat(batching.partition(records, 10)).isEqualTo(1);
		assertThat(batching.partition(records, 13)).isEqualTo(-1);
	}

	@Test
	void withoutCapsOfTheirOwnBatchesTakeRecordsOfAnyKeyUpToTheOneCap() {
		RecordSetBuilder builder = RecordSet.builder(1024);
		for (int index = 0; index < 6; index++) {
			builder.add(record((index < 3) ? BUSY : QUIET));
		}
		Batching.Producer batching = new Batching.Producer(16384, 4, BatchLimit.LINGER);
		assertThat(ends(builder.build(), batching)).containsExactly(4, 6);
		assertThat(batching.partitionCaps()).isNull();
	}

	private static List<Integer> ends(RecordSet records, Batching batching) {
		List<Integer> ends = new ArrayList<>();
		for (int first = 0; first < records.size(); first = ends.get(ends.size() - 1)) {
			ends.add(batching.end(records, first, Codec.ZSTD, 0.5f));
		}
		return ends;
	}

	private static KafkaRecord record(byte[] key) {
		return new KafkaRecord(key, "{\"temperature\":21.5}".getBytes(StandardCharsets.UTF_8), List.of(), 0);
	}

	/**
	 * Returns the first key of the form {@code device-N} Kafka sends to a partition of
	 * two.
	 */
	private static byte[] key(int partition) {
		for (int device = 0;; device++) {
			byte[] key = ("device-" + device).getBytes(StandardCharsets.UTF_8);
			if (Utils.toPositive(Utils.murmur2(key)) % 2 == partition) {
				return key;
			}
		}
	}

}
