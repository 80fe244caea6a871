package io.kcadvisor.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.KafkaBatches;
import io.kcadvisor.batch.KafkaRecord;
import io.kcadvisor.batch.TestRecords;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.codec.CompressionConfig;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.compress.Compression;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A sample stores what kafka-clients' own producer batching stores for as many records of
 * an endless stream of which the sample is a slice: the sample sent over and over, once
 * the producer's ratio estimate has settled.
 */
class LongRunningProducerTests {

	private static final MeasurementSettings FAST = new MeasurementSettings(64 * 1024, Duration.ofMillis(1), 1,
			Duration.ofMillis(20), 0.5);

	private final ConfigurationMeasurer measurer = new ConfigurationMeasurer(FAST, new SweepStop(Instant.MAX));

	/**
	 * Within 1% at every batch size, however few batches the sample makes: the sample's
	 * last batch is charged as the stream fills it, and its estimate goes through the
	 * cycle a long-running producer's goes through. The stream settles for 40 batches and
	 * is counted over 200; at the largest batch sizes over fewer, which already hold
	 * several megabytes of records each.
	 */
	@ParameterizedTest(name = "{0}, {1} {2} at batch.size {3}")
	@CsvSource(textBlock = """
			iot-sensors.jsonl, zstd,   1, 16384,   40, 200
			iot-sensors.jsonl, gzip,   6, 16384,   40, 200
			iot-sensors.jsonl, lz4,    9, 16384,   40, 200
			iot-sensors.jsonl, snappy,  , 16384,   40, 200
			cdc-orders.jsonl,  zstd,   3, 16384,   40, 200
			cdc-orders.jsonl,  gzip,   6, 16384,   40, 200
			cdc-orders.jsonl,  lz4,    9, 16384,   40, 200
			nginx-access.log,  zstd,   3, 16384,   40, 200
			nginx-access.log,  lz4,    9, 16384,   40, 200
			iot-sensors.jsonl, zstd,   3, 65536,   40, 200
			iot-sensors.jsonl, gzip,   6, 65536,   40, 200
			cdc-orders.jsonl,  zstd,   3, 65536,   40, 200
			cdc-orders.jsonl,  zstd,   9, 65536,   40, 200
			cdc-orders.jsonl,  lz4,    9, 65536,   40, 200
			metrics.csv,       zstd,   3, 65536,   40, 200
			metrics.csv,       gzip,   6, 65536,   40, 200
			metrics.csv,       lz4,    9, 65536,   40, 200
			generated,         zstd,   3, 262144,  20, 60
			generated,         gzip,   6, 262144,  20, 60
			generated,         zstd,   3, 1048576, 20, 30
			generated,         lz4,    9, 1048576, 20, 30
			generated,         snappy,  , 1048576, 20, 30
			""")
	void aSampleStoresWhatAProducerSendingItOnStores(String file, String codec, Integer level, int batchSize,
			int settling, int counted) {
		List<KafkaRecord> records = file.equals("generated") ? generated() : TestRecords.sampleLines(file);
		Result result = this.measurer.measure(TestRecords.recordSet(records),
				new SweepTask(CompressionConfig.of(Codec.fromKafkaName(codec), level),
						new Batching.Producer(batchSize, Integer.MAX_VALUE), batchSize));
		assertThat(result.batches()).isGreaterThan(1);
		// the stream's full batches hold more records than the sample's, whose last is
		// partly filled
		int sends = 2 * (settling + counted) / result.batches() + 1;
		double stream = streamBytesPerSample(records, KafkaBatches.compression(codec, level), batchSize, sends,
				settling, counted);
		System.out.printf("%s, %s %s at batch.size %d (%d batches): the stream stores %.0f, %d predicted (%+.2f%%)%n",
				file, codec, level, batchSize, result.batches(), stream, result.compressedBytes(),
				100 * (result.compressedBytes() / stream - 1));
		assertThat((double) result.compressedBytes()).isCloseTo(stream, withinPercentage(1));
	}

	/** JSON-like values, about 9 MB of them: a few batches of 1 MiB with any codec. */
	private static List<KafkaRecord> generated() {
		return TestRecords.values(15_000, 1200, 5)
			.stream()
			.map((value) -> new KafkaRecord(null, value, List.of(), 0L))
			.toList();
	}

	/**
	 * Sends the records over and over through kafka-clients' producer batching, its
	 * estimate starting 0.1 above the ratio kafka-clients gives the first thousand
	 * records in one batch, which the settling batches bring down into the range a
	 * long-running producer's moves in, and returns what the batches after those stored
	 * per record, the last, partly filled one left out, times the sample's records.
	 */
	private static double streamBytesPerSample(List<KafkaRecord> records, Compression compression, int batchSize,
			int sends, int settling, int counted) {
		ByteBuffer probe = KafkaBatches.fixed(records.subList(0, 1000), compression, 1000).get(0);
		float initial = (float) probe.remaining()
				/ KafkaBatches.fixed(records.subList(0, 1000), Compression.NONE, 1000).get(0).remaining() + 0.1f;
		List<KafkaRecord> stream = new ArrayList<>();
		for (int send = 0; send < sends; send++) {
			stream.addAll(records);
		}
		List<Integer> counts = new ArrayList<>();
		List<ByteBuffer> batches = KafkaBatches.producerBatches(stream, compression, batchSize, initial, counts);
		assertThat(batches.size() - 1 - settling).isGreaterThanOrEqualTo(counted);
		long stored = 0;
		long storedRecords = 0;
		for (int batch = settling; batch < batches.size() - 1; batch++) {
			stored += batches.get(batch).remaining();
			storedRecords += counts.get(batch);
		}
		return stored / (double) storedRecords * records.size();
	}

}
