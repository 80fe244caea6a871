package io.kcadvisor.analysis;

import io.kcadvisor.batch.RecordSet;
import io.kcadvisor.sample.SampleLimits;

/**
 * The memory set aside for samples, and what each holder is counted at: the one place
 * this accounting is decided. Each count is the most the heap can hold for its holder,
 * whatever the sample's content. Not thread-safe: the {@link Admission} guards it.
 */
final class SampleMemory {

	/** Bytes a record's key, value and header-count fields add to its body, at most. */
	private static final long RECORD_FIELDS = 7;

	/**
	 * Bytes per record of a record set's offsets and timestamps while it is built: arrays
	 * that double as they grow and are copied to their exact size once built.
	 */
	private static final long BUILDING_INDEX = 36;

	/** Bytes per record of a built record set's offsets and timestamps. */
	private static final long BUILT_INDEX = 12;

	/**
	 * Records of the largest size a format holds while it splits, besides the records it
	 * split off: the JSON parser's buffers and one element, or one zip entry.
	 */
	private static final long WORKING_RECORDS = 8;

	/** The bodies buffer's slack: it grows by half, and may be copied when built. */
	private static final long SLACK = 1024;

	private final AnalysisSettings settings;

	private final SampleLimits limits;

	private long heldBytes;

	private int holders;

	SampleMemory(AnalysisSettings settings, SampleLimits limits) {
		this.settings = settings;
		this.limits = limits;
	}

	/**
	 * Returns the memory splitting an upload takes at most: its bytes, read from the
	 * parts; the records split from them, each taking at least one byte of the upload or
	 * of the inflated sample, their bodies' buffer growing by half and copied to its
	 * exact size once built; and what the format holds while it splits.
	 * @param uploadBytes the upload's size, or -1 when not known
	 * @param sampleBytes the most uncompressed bytes the sample may have: the upload's
	 * size, or the sample limit for formats that inflate
	 * @return bytes
	 */
	long whileSplitting(long uploadBytes, long sampleBytes) {
		long upload = Math.max(0, uploadBytes);
		long sample = Math.max(upload, sampleBytes);
		long records = Math.min(this.limits.maxRecords(), sample);
		long bodies = sample + RECORD_FIELDS * records + SLACK;
		return upload + bodies * 5 / 2 + BUILDING_INDEX * records + WORKING_RECORDS * this.limits.maxRecordBytes();
	}

	/**
	 * Returns the memory an analysis's sample takes while it is queued or running: its
	 * records' bodies, in a buffer up to an eighth larger than they are, and their
	 * offsets and timestamps.
	 * @param analysis the analysis, not ended
	 * @return bytes
	 */
	static long of(Analysis analysis) {
		RecordSet records = analysis.records();
		return records.bodyBytes() * 9 / 8 + BUILT_INDEX * records.size();
	}

	/**
	 * Returns whether a sample fits beside those held; the first is always taken, so that
	 * a service with little memory still measures one.
	 * @param bytes what the sample takes
	 * @return {@code true} when it fits
	 */
	boolean fits(long bytes) {
		return this.holders == 0 || this.heldBytes + bytes <= this.settings.effectiveMaxHeldSampleBytes();
	}

	/**
	 * Returns whether a holder may take more, beside those held: always when it holds all
	 * there is.
	 * @param extra the bytes it would hold besides what it holds
	 * @return {@code true} when they fit
	 */
	boolean fitsMore(long extra) {
		return this.holders == 1 || this.heldBytes + extra <= this.settings.effectiveMaxHeldSampleBytes();
	}

	void hold(long bytes) {
		this.heldBytes += bytes;
		this.holders++;
	}

	void holdMore(long extra) {
		this.heldBytes += extra;
	}

	void release(long bytes) {
		this.heldBytes -= bytes;
		this.holders--;
	}

}
