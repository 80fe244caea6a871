package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.BatchLimit;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.batch.RecordSet;
import java.nio.ByteBuffer;

/**
 * Measures one configuration on the whole sample, on the calling thread: an exact pass
 * over every batch for the sizes and a first timing, then timed repetitions on a timing
 * set for the speeds.
 * <p>
 * With producer batching, the batches follow the producer's compression ratio estimate,
 * which every batch moves as Kafka's producer moves it. A long-running producer's
 * estimate has settled into the range its batches keep it in: the exact pass guesses it
 * from the ratio of the sample's first records and corrects it by the first batch's
 * ({@link ExactPass#measureAsLongRunning}), and the sample is charged what that
 * producer's steady stream stores for its records ({@link StreamTail}).
 * <p>
 * The speeds reported are Kafka's: the codec's own, timed on one reused context, with
 * what a new stream costs each batch ({@link NewStreams}), measured before the first
 * configuration of each compression the service measures.
 */
final class ConfigurationMeasurer implements Measurer {

	/** The most bytes of the first batch compressed to warm the codec up. */
	private static final int WARM_UP_BYTES = 64 * 1024;

	private final MeasurementSettings settings;

	private final SweepStop stop;

	private final NewStreams streams;

	ConfigurationMeasurer(MeasurementSettings settings, SweepStop stop) {
		this(settings, new NewStreams(), stop);
	}

	/**
	 * Creates a measurer that takes what new streams cost from those a sweep executor
	 * measured for every sweep it runs.
	 */
	ConfigurationMeasurer(MeasurementSettings settings, NewStreams streams, SweepStop stop) {
		this.settings = settings;
		this.streams = streams;
		this.stop = stop;
	}

	@Override
	public Result measure(RecordSet records, SweepTask task) {
		try (OpenCodecs codecs = new OpenCodecs()) {
			return measure(records, task, codecs, null).result();
		}
	}

	/**
	 * Measures a configuration, unless its batches are those of the same compression at a
	 * larger batch size: when that made a single batch of the whole sample and this batch
	 * size makes the same one, the result is that one's, at this batch size.
	 */
	@Override
	public Measurement measure(RecordSet records, SweepTask task, OpenCodecs codecs, Result larger) {
		if (!this.streams.known(task.compression())) {
			// measured with codecs of its own, never two open at once
			codecs.close();
		}
		NewStreams.Cost streams = this.streams.of(task.compression(), this.stop);
		try (MeasuringContext context = MeasuringContext.open(task.compression(), codecs, this.stop)) {
			float guess = warmUp(records, task.batching(), context);
			if (larger != null && SingleBatch.same(records, task.batching(), guess, larger, context.codec())) {
				BatchLimit limit = batchLimit(task, SingleBatch.layout(records));
				return new Measurement(SingleBatch.result(task, larger, limit), 0);
			}
			ExactPass pass = exactPass(records, task.batching(), guess, context);
			SpeedMeasurement speed = new SpeedMeasurement(pass, this.settings, context);
			speed.measure();
			return new Measurement(result(task, pass, speed, streams), pass.streamBytes());
		}
	}

	private ExactPass exactPass(RecordSet records, Batching batching, float guess, MeasuringContext context) {
		int timingSetBytes = this.settings.timingSetBytes();
		if (batching.usesEstimate(context.codec())) {
			return ExactPass.measureAsLongRunning(records, batching, guess, timingSetBytes, context);
		}
		return ExactPass.measure(records, batching, null, timingSetBytes, context);
	}

	/**
	 * Compresses and decompresses the start of the first batch a new producer makes (at
	 * Kafka's initial estimate of 1.0), untimed, so that the codec's context is set up
	 * before anything is timed.
	 * @return the compressed size of that start over its size
	 */
	private static float warmUp(RecordSet records, Batching batching, MeasuringContext context) {
		Scratch scratch = context.scratch();
		int end = batching.end(records, 0, context.codec(), 1f);
		ByteBuffer input = scratch.input(records.sectionSize(0, end));
		records.writeSection(0, end, input);
		input.flip().limit(Math.min(input.limit(), WARM_UP_BYTES));
		int length = input.remaining();
		ByteBuffer compressed = scratch.compressed(context.compressor().maxCompressedLength(length));
		int compressedLength = context.compressor().compress(input, compressed);
		context.decompressor().decompress(compressed.flip(), scratch.output(length));
		return (float) compressedLength / length;
	}

	/**
	 * Returns the result: its sizes from the exact pass, its speeds as Kafka reaches
	 * them, the codec's and a new stream per batch.
	 */
	private static Result result(SweepTask task, ExactPass pass, SpeedMeasurement speed, NewStreams.Cost streams) {
		BatchLayout layout = pass.layout();
		long uncompressed = layout.uncompressedBytes();
		long compressed = pass.storedBytes();
		long recordBytes = uncompressed - (long) RecordBatches.HEADER_SIZE * layout.batches();
		double compressMicros = streams.compressNanos() / 1000;
		double decompressMicros = streams.decompressNanos() / 1000;
		return new Result(task.compression(), task.batchSize(), layout.records().size() / (double) layout.batches(),
				layout.batches(), uncompressed, compressed, uncompressed / (double) compressed,
				Result.kafkaSpeed(speed.compression().medianMBps(), recordBytes, layout.batches(), compressMicros),
				Result.kafkaSpeed(speed.decompression().medianMBps(), recordBytes, layout.batches(), decompressMicros),
				compressMicros, decompressMicros, batchLimit(task, layout), false);
	}

	/**
	 * Returns what closed most batches: the rate's cap on records when more than half
	 * hold that many (their partition's cap, where partitions have caps of their own),
	 * else {@code batch.size}; {@code null} for a fixed count.
	 */
	private static BatchLimit batchLimit(SweepTask task, BatchLayout layout) {
		if (!(task.batching() instanceof Batching.Producer producer)) {
			return null;
		}
		if (producer.maxRecords().unlimited()) {
			return BatchLimit.SIZE;
		}
		int capped = 0;
		for (int batch = 0; batch < layout.batches(); batch++) {
			if (layout.recordCount(batch) == producer.maxRecords(layout.records(), layout.start(batch))) {
				capped++;
			}
		}
		return (capped * 2 > layout.batches()) ? producer.sentBy() : BatchLimit.SIZE;
	}

}
