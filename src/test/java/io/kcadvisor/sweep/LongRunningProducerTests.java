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

	/** Batches after which the stream's producer is counted: its estimate has settled. */
	private static final int SETTLING_BATCHES = 40;

	/** Batches of the stream counted. */
	private static final int COUNTED_BATCHES = 200;

	private final ConfigurationMeasurer measurer = new ConfigurationMeasurer(FAST, new SweepStop(Instant.MAX));

	/**
	 * Within 1% when the sample makes many batches; within 2% when it makes only three or
	 * four: its last batch is partly filled and compresses worse than the full ones of a
	 * producer that sends on.
	 */
	@ParameterizedTest(name = "{0}, {1} {2} at batch.size {3}: within {4}%")
	@CsvSource(textBlock = """
			iot-sensors.jsonl, zstd,   1, 16384, 1
			iot-sensors.jsonl, gzip,   6, 16384, 1
			iot-sensors.jsonl, lz4,    9, 16384, 1
			iot-sensors.jsonl, snappy,  , 16384, 1
			metrics.csv,       zstd,   3, 65536, 1
			metrics.csv,       gzip,   6, 65536, 1
			metrics.csv,       lz4,    9, 65536, 1
			iot-sensors.jsonl, zstd,   3, 65536, 2
			""")
	void aSampleStoresWhatAProducerSendingItOnStores(String file, String codec, Integer level, int batchSize,
			double percent) {
		List<KafkaRecord> records = TestRecords.sampleLines(file);
		Result result = this.measurer.measure(TestRecords.recordSet(records),
				new SweepTask(CompressionConfig.of(Codec.fromKafkaName(codec), level),
						new Batching.Producer(batchSize, Integer.MAX_VALUE), batchSize));
		// the stream's full batches hold more records than the sample's, whose last is
		// partly filled
		int sends = 2 * (SETTLING_BATCHES + COUNTED_BATCHES) / result.batches() + 1;
		assertThat((double) result.compressedBytes()).isCloseTo(
				streamBytesPerSample(records, KafkaBatches.compression(codec, level), batchSize, sends),
				withinPercentage(percent));
	}

	/**
	 * Sends the records over and over through kafka-clients' producer batching, its
	 * estimate starting 0.1 above the ratio kafka-clients gives the first thousand
	 * records in one batch, which the settling batches bring down into the range a
	 * long-running producer's moves in, and returns what the batches after those stored
	 * per record, the last, partly filled one left out, times the sample's records.
	 */
	private static double streamBytesPerSample(List<KafkaRecord> records, Compression compression, int batchSize,
			int sends) {
		ByteBuffer probe = KafkaBatches.fixed(records.subList(0, 1000), compression, 1000).get(0);
		float initial = (float) probe.remaining()
				/ KafkaBatches.fixed(records.subList(0, 1000), Compression.NONE, 1000).get(0).remaining() + 0.1f;
		List<KafkaRecord> stream = new ArrayList<>();
		for (int send = 0; send < sends; send++) {
			stream.addAll(records);
		}
		List<Integer> counts = new ArrayList<>();
		List<ByteBuffer> batches = KafkaBatches.producerBatches(stream, compression, batchSize, initial, counts);
		assertThat(batches).hasSizeGreaterThan(SETTLING_BATCHES + COUNTED_BATCHES);
		long stored = 0;
		long counted = 0;
		for (int batch = SETTLING_BATCHES; batch < batches.size() - 1; batch++) {
			stored += batches.get(batch).remaining();
			counted += counts.get(batch);
		}
		return stored / (double) counted * records.size();
	}

}
