package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import org.junit.jupiter.api.Test;

class ResultTests {

	@Test
	void kafkaCompressesAtTheCodecsSpeedSlowedByANewStreamPerBatch() {
		// 10 MB at 100 MB/s take 0.1 s, and 1,000 streams of 100 us another 0.1 s
		assertThat(Result.kafkaSpeed(100, 10_000_000, 1000, 100)).isCloseTo(50, within(1e-9));
		assertThat(Result.kafkaSpeed(100, 10_000_000, 1000, 0)).isEqualTo(100);
	}

	@Test
	void givesBackTheCodecsOwnSpeedsWithoutTheStreams() {
		int batches = 1000;
		long recordBytes = 10_000_000;
		double compress = Result.kafkaSpeed(100, recordBytes, batches, 100);
		double decompress = Result.kafkaSpeed(400, recordBytes, batches, 10);
		Result result = new Result(CompressionConfig.of(Codec.ZSTD, 19), 16384, 10, batches,
				recordBytes + (long) RecordBatches.HEADER_SIZE * batches, 2_000_000, 5.03, compress, decompress, 100,
				10, BatchLimit.SIZE, false);
		assertThat(result.codecCompressMBps()).isCloseTo(100, within(1e-9));
		assertThat(result.codecDecompressMBps()).isCloseTo(400, within(1e-9));
		assertThat(result.withParetoOptimal(true).compressStreamMicros()).isEqualTo(100);
		assertThat(result.withParetoOptimal(true).decompressStreamMicros()).isEqualTo(10);
	}

	@Test
	void aResultWithoutStreamCostsHasTheCodecsSpeeds() {
		Result result = new Result(CompressionConfig.defaults(Codec.NONE), 16384, 10, 100, 1_006_100, 1_006_100, 1,
				2000, 3000, BatchLimit.SIZE, false);
		assertThat(result.codecCompressMBps()).isEqualTo(2000);
		assertThat(result.codecDecompressMBps()).isEqualTo(3000);
	}

}
