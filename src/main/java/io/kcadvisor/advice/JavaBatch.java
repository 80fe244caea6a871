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
	 * measured average for batches linger.ms closed or of a fixed number of records.
	 * @param result the result
	 * @return bytes of records
	 */
	static double recordBytes(Result result) {
		return result.lingerLimited() ? (double) result.recordBytes() / result.batches() : capacity(result);
	}

	/**
	 * Returns the bytes of records a Java batch of the result may hold before
	 * {@code batch.size} closes it, whatever closed the batches measured: the producer's
	 * estimate for a full batch, but never less than the measured average; the measured
	 * average with a fixed number of records per batch.
	 * @param result the result
	 * @return bytes of records
	 */
	static double capacity(Result result) {
		double measured = (double) result.recordBytes() / result.batches();
		if (result.batchSize() == null) {
			return measured;
		}
		return Math.max(measured, fullRecordBytes(result));
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
	 * its compressed records section, with the producer's margin.
	 * @param result a result with a fixed number of records per batch
	 * @return batch.size
	 */
	static int batchSizeHolding(Result result) {
		double records = (double) result.recordBytes() / result.batches();
		double compressed = (result.codec() == Codec.NONE) ? records : ESTIMATE_MARGIN * records * sectionRatio(result);
		return (int) Math.min(Integer.MAX_VALUE, Math.ceil(RecordBatches.HEADER_SIZE + compressed));
	}

	private static double sectionRatio(Result result) {
		long sections = result.compressedBytes() - (long) RecordBatches.HEADER_SIZE * result.batches();
		return (double) sections / result.recordBytes();
	}

}
