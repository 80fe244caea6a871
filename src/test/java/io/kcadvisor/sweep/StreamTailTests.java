package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RatioEstimate;
import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.batch.TestRecords;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.time.Instant;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * What the stream after the sample compresses, on batches of a fixed number of records
 * (the rate's cap, far below {@code batch.size}), so that where each batch ends is known
 * without the estimate.
 */
class StreamTailTests {

	private static final CompressionConfig ZSTD = CompressionConfig.of(Codec.ZSTD, 3);

	@Test
	void aSampleOfFewBatchesCompressesTheStreamRoundItUntilTheBatchesOfTwoCyclesEndARound() {
		RecordSet records = records(1000);
		Tail tail = tail(records, 300);
		assertThat(tail.layout().batches()).isEqualTo(4);
		// the 2 batches between the sample's first and its last are counted, then 22 of
		// the stream from record 900: 20 make 22 batches, and 2 more reach the end of a
		// round from where the second batch starts, at 900 + 22 x 300 = 7500 records,
		// past the 7th round's end at 300 + 7 x 1000 = 7300
		long expected = IntStream.range(0, 22)
			.mapToLong((batch) -> records.from((900 + 300 * batch) % 1000).sectionSize(0, 300))
			.sum();
		assertThat(tail.compressedBytes()).isEqualTo(expected).isGreaterThan(6 * tail.layout().sectionBytes());
	}

	@Test
	void aSampleOfManyBatchesCompressesItsLastBatchFilledOnAndTheStreamOnPastWhereItsSecondBatchStarts() {
		RecordSet records = records(1010);
		Tail tail = tail(records, 40);
		assertThat(tail.layout().batches()).isEqualTo(26);
		// the last batch, records 1000 to 1009 and 0 to 29, ends short of record 40,
		// where the second batch and the rounds counted start; the next one passes it
		assertThat(tail.compressedBytes())
			.isEqualTo(records.from(1000).sectionSize(0, 40) + records.from(30).sectionSize(0, 40));
	}

	@Test
	void aSampleWhoseRecordsAllFitInItsLastBatchCompressesNothingAfterIt() {
		Tail tail = tail(records(100), 300);
		assertThat(tail.layout().batches()).isOne();
		assertThat(tail.compressedBytes()).isZero();
	}

	private static RecordSet records(int count) {
		return TestRecords.recordSet(TestRecords.records(count, 200, 7));
	}

	/**
	 * Measures the sample's batches as a long-running producer's, and the stream after
	 * them.
	 */
	private static Tail tail(RecordSet records, int recordsPerBatch) {
		Batching batching = new Batching.Producer(1048576, recordsPerBatch);
		try (OpenCodecs codecs = new OpenCodecs();
				MeasuringContext context = MeasuringContext.open(ZSTD, codecs, new SweepStop(Instant.MAX))) {
			MeasuredBatches batches = new MeasuredBatches(records, batching, 1 << 20, context);
			RatioEstimate estimate = new RatioEstimate(RatioEstimate.longRunning(0.3f));
			batches.measureFrom(0, estimate);
			StreamTail tail = new StreamTail(records, batching, context);
			tail.storedBytes(batches.layout(), batches.compressedLengths(), batches.lastEstimate(), estimate);
			return new Tail(batches.layout(), tail.compressedBytes());
		}
	}

	private record Tail(BatchLayout layout, long compressedBytes) {
	}

}
