package io.kcadvisor.sweep;

import io.kcadvisor.batch.BatchLayout;
import io.kcadvisor.batch.Batching;
import io.kcadvisor.batch.RatioEstimate;
import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.batch.RecordSet;
import java.nio.ByteBuffer;

/**
 * What a steady stream stores for a sample: the sample is a slice of an endless stream of
 * such records, which a long-running producer batches without a break. Its last batch is
 * not sent part-filled where the slice ends: the records that follow, taken to be the
 * sample's first ones again, fill it. And its producer's estimate keeps moving as it did
 * within the sample: climbing above each batch that compressed worse, creeping down batch
 * after batch, a cycle of about half of {@value #STREAM_BATCHES} batches that a sample of
 * fewer batches sees only part of.
 * <p>
 * So the stream goes on from the sample's last batch, round the sample and again, batch
 * by batch, each moving the estimate as in the sample, until the batches counted make at
 * least {@value #STREAM_BATCHES} and make whole rounds of the sample, so that no part of
 * it weighs more than the rest by more than a batch. The sample's first batch is not
 * counted: it is the one batch the stream did not cut, starting where the sample happens
 * to start, and opening with the estimate guessed for the sample rather than one the
 * batches before it left. Where records repeat earlier ones, as change events repeat
 * their order's create, a batch that starts where they start stores less than batches cut
 * anywhere else, and counting it made a sample of three batches store 1% less than the
 * stream it is a slice of. The rounds counted start where the sample's second batch
 * starts. The sample is charged what the batches counted store per byte of uncompressed
 * records section, headers included, for the records section bytes of its own batches.
 * The stream's batches are compressed, not decompressed; each compression is timed, in
 * CPU time, and joins the pass's compression samples ({@link PassTimings}), so that the
 * work is not spent again timing compression where the sample makes few batches.
 * <p>
 * When every record of the sample would fit in its last batch, the sample cannot fill a
 * batch, and repeating it would only make it compress as no stream does: its batches are
 * charged as they are.
 */
final class StreamTail {

	/**
	 * The fewest batches a stream is measured over: two of the cycles a long-running
	 * producer's estimate goes through, up by at least 0.05 and down by at most 0.005 a
	 * batch.
	 */
	static final int STREAM_BATCHES = 22;

	private final RecordSet records;

	private final Batching batching;

	private final MeasuringContext context;

	private double stored;

	private long sections;

	private int batches;

	private long compressedBytes;

	StreamTail(RecordSet records, Batching batching, MeasuringContext context) {
		this.records = records;
		this.batching = batching;
		this.context = context;
	}

	/**
	 * Returns what a steady stream stores for the sample's records.
	 * @param layout the sample's batches
	 * @param lengths their compressed records sections
	 * @param lastOpened the estimate the sample's last batch opened with
	 * @param estimate the estimate as the sample's last batch left it, moved by all
	 * batches before it; moved on by the stream's batches
	 * @return bytes, headers included
	 */
	double storedBytes(BatchLayout layout, int[] lengths, float lastOpened, RatioEstimate estimate) {
		int last = layout.batches() - 1;
		long sampleSections = layout.sectionBytes();
		for (int batch = 1; batch < last; batch++) {
			add(lengths[batch], layout.sectionSize(batch));
		}
		int size = this.records.size();
		int roundStart = layout.start(Math.min(1, last));
		int position = layout.start(last);
		float opening = lastOpened;
		int[] previous = null;
		boolean roundEnded;
		do {
			RecordSet stream = this.records.from(position);
			int end = this.batching.end(stream, 0, this.context.codec(), opening);
			if (end == size) {
				return exactBytes(lengths);
			}
			int section = stream.sectionSize(0, end);
			int length = compress(stream, end, section);
			add(length, section);
			if (previous != null) {
				estimate.observe(previous[0], previous[1]);
			}
			previous = new int[] { length, section };
			opening = estimate.current();
			roundEnded = Math.floorMod(position - roundStart, size) + (long) end >= size;
			position = (int) ((position + (long) end) % size);
		}
		while (this.batches < STREAM_BATCHES || !roundEnded);
		return this.stored / this.sections * sampleSections;
	}

	private void add(int length, int section) {
		this.stored += RecordBatches.HEADER_SIZE + length;
		this.sections += section;
		this.batches++;
	}

	private int compress(RecordSet stream, int end, int section) {
		this.context.checkStop();
		ByteBuffer input = this.context.scratch().input(section);
		stream.writeSection(0, end, input);
		input.flip();
		ByteBuffer compressed = this.context.scratch()
			.compressed(this.context.compressor().maxCompressedLength(section));
		long started = CpuClock.now();
		int length = this.context.compressor().compress(input, compressed);
		this.context.passTimings().addCompression(section, CpuClock.now() - started);
		this.compressedBytes += section;
		return length;
	}

	/**
	 * Returns the records sections the stream compressed after the sample, in
	 * {@link #storedBytes}: the codec work the sizes took beyond the sample's own pass.
	 * @return bytes, none when the sample's batches were charged as they are without
	 * compressing any
	 */
	long compressedBytes() {
		return this.compressedBytes;
	}

	/**
	 * Returns what batches store as they are.
	 * @param lengths their compressed records sections
	 * @return bytes, headers included
	 */
	static long exactBytes(int[] lengths) {
		long bytes = (long) RecordBatches.HEADER_SIZE * lengths.length;
		for (int length : lengths) {
			bytes += length;
		}
		return bytes;
	}

}
