package io.kcadvisor.advice;

import io.kcadvisor.batch.RecordBatches;
import io.kcadvisor.codec.Codec;
import io.kcadvisor.sweep.Result;

/**
 * What a Java producer's full batch holds at a result's compression ratio. The producer
 * closes a batch once its estimate, {@code 61 + records × r × 1.05} with {@code r} the
 * ratio it has learned, reaches {@code batch.size} ({@code MemoryRecordsBuilder}), so a
 * full batch holds about {@code (batch.size − 61) ÷ (1.05 × r)} bytes of records; without
 * compression, {@code batch.size − 61}. Here {@code r} is the result's compressed records
 * sections over its records.
 */
final class JavaBatch {

	/** The producer's margin on its compressed size estimate. */
	static final double ESTIMATE_MARGIN = 1.05;

	private JavaBatch() {
	}

	/**
	 * Returns the bytes of records a full batch of the result holds: the producer's
	 * estimate for batches that fill up, but never less than the measured average; the
	 * measured average for batches linger.ms closed; with a fixed number of records per
	 * batch, what that many records take ({@link #fixedRecordBytes}).
	 * @param result the result
	 * @param request the request, for the fixed number of records per batch
	 * @return bytes of records
	 */
	static double recordBytes(Result result, AdviceRequest request) {
		return result.lingerLimited() ? (double) result.recordBytes() / result.batches() : capacity(result, request);
	}

	/**
	 * Returns the bytes of records a Java batch of the result may hold before
	 * {@code batch.size} closes it, whatever closed the batches measured: the producer's
	 * estimate for a full batch, but never less than the measured average; with a fixed
	 * number of records per batch, what that many records take
	 * ({@link #fixedRecordBytes}).
	 * @param result the result
	 * @param request the request, for the fixed number of records per batch
	 * @return bytes of records
	 */
	static double capacity(Result result, AdviceRequest request) {
		if (result.batchSize() == null) {
			return fixedRecordBytes(result, request);
		}
		return Math.max((double) result.recordBytes() / result.batches(), fullRecordBytes(result));
	}

	/**
	 * Returns the records a batch of a fixed number of records holds: that number, or the
	 * whole sample where it holds fewer, as its last batch may hold fewer than the rest;
	 * the average batch's where the number is not known.
	 * @param result a result with a fixed number of records per batch
	 * @param request the request, for that number
	 * @return records
	 */
	static double fixedRecords(Result result, AdviceRequest request) {
		Integer count = request.recordsPerBatch();
		return (count != null) ? Math.min(count, records(result)) : result.recordsPerBatch();
	}

	/**
	 * Returns the bytes of records a batch of a fixed number of records holds: that many
	 * records of the sample's average size ({@link #fixedRecords}).
	 * @param result a result with a fixed number of records per batch
	 * @param request the request, for that number
	 * @return bytes of records
	 */
	static double fixedRecordBytes(Result result, AdviceRequest request) {
		return fixedRecords(result, request) * result.recordBytes() / records(result);
	}

	/**
	 * Returns how many bytes of records the Java producer's compression stream for a
	 * codec takes in before it compresses them, so that only the rest is compressed as
	 * records arrive, and this much at most when the batch closes: the 16 KiB of the
	 * {@code BufferedOutputStream} Kafka puts in front of gzip, snappy-java's 32 KiB
	 * blocks, the 64 KiB blocks of Kafka's LZ4 stream, and zstd's 128 KiB blocks
	 * ({@code ZSTD_BLOCKSIZE_MAX}), which its stream compresses once full, behind Kafka's
	 * 16 KiB buffer.
	 * @param codec a codec
	 * @return bytes; 0 for {@code none}
	 */
	static int streamHeldBytes(Codec codec) {
		return switch (codec) {
			case NONE -> 0;
			case GZIP -> 16 * 1024;
			case SNAPPY -> 32 * 1024;
			case LZ4 -> 64 * 1024;
			case ZSTD -> 128 * 1024;
		};
	}

	/**
	 * Returns whether a record of the result, on average, leaves no room for a second in
	 * a batch, so that every batch holds one record however long linger.ms waits. The
	 * producer takes a record into a batch that holds some while
	 * {@code batch.size ≥ 61 + estimated + recordSize}
	 * ({@code MemoryRecordsBuilder.hasRoomFor}): the records in the batch at their
	 * estimated compressed size, the new one uncompressed.
	 * @param result a result modelled with producer batching
	 * @return {@code true} when a second record does not fit beside the first
	 */
	static boolean oneRecordFills(Result result) {
		double record = averageRecordBytes(result);
		double first = (result.codec() == Codec.NONE) ? record : ESTIMATE_MARGIN * sectionRatio(result) * record;
		return result.batchSize() - RecordBatches.HEADER_SIZE < first + record;
	}

	/**
	 * Returns the bytes of records of an average record of the result.
	 * @param result a result
	 * @return bytes
	 */
	static double averageRecordBytes(Result result) {
		return (double) result.recordBytes() / (result.batches() * result.recordsPerBatch());
	}

	/**
	 * Returns the bytes of records a full batch of the result would hold, by the
	 * producer's estimate, whatever closed the batches measured.
	 * @param result a result modelled with producer batching
	 * @return bytes of records
	 */
	static double fullRecordBytes(Result result) {
		double room = result.batchSize() - RecordBatches.HEADER_SIZE;
		return (result.codec() == Codec.NONE) ? room : room / (ESTIMATE_MARGIN * sectionRatio(result));
	}

	/**
	 * Returns the {@code batch.size} at which a Java producer's batches are those of a
	 * result measured with a fixed number of records per batch: 61 bytes of header and
	 * the compressed records section of a batch of that many records
	 * ({@link #fixedRecordBytes}), with the producer's margin.
	 * @param result a result with a fixed number of records per batch
	 * @param request the request, for that number
	 * @return batch.size
	 */
	static int batchSizeHolding(Result result, AdviceRequest request) {
		double records = fixedRecordBytes(result, request);
		double compressed = (result.codec() == Codec.NONE) ? records : ESTIMATE_MARGIN * records * sectionRatio(result);
		return (int) Math.min(Integer.MAX_VALUE, Math.ceil(RecordBatches.HEADER_SIZE + compressed));
	}

	/**
	 * Returns the bytes a batch of a fixed number of records stores: 61 bytes of header
	 * and its compressed records section ({@link #fixedRecordBytes}).
	 * @param result a result with a fixed number of records per batch
	 * @param request the request, for that number
	 * @return bytes
	 */
	static double fixedBatchBytes(Result result, AdviceRequest request) {
		return RecordBatches.HEADER_SIZE + fixedRecordBytes(result, request) * sectionRatio(result);
	}

	private static double records(Result result) {
		return Math.round(result.recordsPerBatch() * result.batches());
	}

	private static double sectionRatio(Result result) {
		long sections = result.compressedBytes() - (long) RecordBatches.HEADER_SIZE * result.batches();
		return (double) sections / result.recordBytes();
	}

}
